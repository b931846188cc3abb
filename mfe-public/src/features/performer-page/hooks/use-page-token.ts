import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page's token: `#token=...` in the fragment, which the browser never sends to a server. It stays
 * in the address bar (unlike a one-time account link's): the performer comes back to this page, so
 * the address is their bookmark.
 */
export function usePageToken(): string | null {
  const { hash } = useLocation();
  const [token] = useState(() => {
    const value = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
    return value === '' ? null : value;
  });
  return token;
}
