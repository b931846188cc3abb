import { useSyncExternalStore } from 'react';

/** docs/PRODUCT.md section 9: screens narrower than 768 px get the mobile layout. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** True while the viewport is narrower than 768 px; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
