import { useEffect } from 'react';
import { sendSiteVisit } from '../public-schedule.api';

/**
 * One site visit per page load: this module is evaluated once per page (shell, iframe or embed
 * script), so the flag survives re-renders, remounts, StrictMode and several embedded elements.
 */
let visitSent = false;

export function useSiteVisit(apiBase: string, referrer: string | null): void {
  useEffect(() => {
    if (visitSent) return;
    visitSent = true;
    sendSiteVisit(apiBase, referrer);
  }, [apiBase, referrer]);
}
