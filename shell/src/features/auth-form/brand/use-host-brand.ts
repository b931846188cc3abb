import { useMemo } from 'react';
import { brandForHost, type Brand } from './host-brand';

/** The brand of the host the portal is served from. */
export function useHostBrand(): Brand {
  return useMemo(() => brandForHost(window.location.hostname), []);
}
