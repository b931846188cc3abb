import {
  API_PATHS,
  PUBLIC_SCHEDULE_PAGE,
  type PublicBookingDto,
  type PublicVenueDto,
  type SiteVisitRequest,
} from '@booking-portal/api/contract';
import type { DateRange } from '@booking-portal/api/contract';

/**
 * The public schedule's calls, with plain fetch: the embed has no shell store or base API. Neither
 * sends or receives a cookie (credentials 'omit'): the page is public and a guest is never tracked by one.
 * `apiBase` is '' for the portal's own origin (shell page and iframe) or an origin (custom element).
 */

class ScheduleLoadError extends Error {
  override name = 'ScheduleLoadError';
}

export async function fetchPublicBookings(
  apiBase: string,
  range: DateRange,
  signal: AbortSignal,
): Promise<PublicBookingDto[]> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetch(`${apiBase}${API_PATHS.publicBookings}?${query.toString()}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new ScheduleLoadError(`${response.status}: ${response.statusText}`);
  return (await response.json()) as PublicBookingDto[];
}

/** The venue the schedule shows, with the time zone its dates and times are in. */
export async function fetchPublicVenue(apiBase: string, signal: AbortSignal): Promise<PublicVenueDto> {
  const response = await fetch(`${apiBase}${API_PATHS.publicVenue}`, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new ScheduleLoadError(`${response.status}: ${response.statusText}`);
  return (await response.json()) as PublicVenueDto;
}

/** A random id for this page load's visit; kept in the tab's session storage when the browser allows it. */
function visitSessionId(): string | null {
  const key = 'booking-portal:public-visit-session';
  const fresh = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null;
  try {
    const kept = window.sessionStorage.getItem(key);
    if (kept !== null) return kept;
    if (fresh !== null) window.sessionStorage.setItem(key, fresh);
  } catch {
    // Storage blocked (e.g. a third-party iframe): the visit is still counted, without a session id.
  }
  return fresh;
}

/** Records one view of the public page; failures are ignored, a guest never sees them. */
export function sendSiteVisit(apiBase: string, referrer: string | null): void {
  const body: SiteVisitRequest = {
    page: PUBLIC_SCHEDULE_PAGE,
    referrer: referrer === '' ? null : referrer,
    sessionId: visitSessionId(),
  };
  fetch(`${apiBase}${API_PATHS.publicVisits}`, {
    method: 'POST',
    credentials: 'omit',
    // The visit still reaches the API when the guest leaves the page straight away.
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
