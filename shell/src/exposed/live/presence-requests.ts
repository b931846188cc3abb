import { API_PATHS, type PresenceEventDto } from '@booking-portal/api/contract';
import { presenceEventOf } from './change-stream-events';

/**
 * POST (still open) or DELETE (closed) /api/changes/presence {bookingId}. Not a write through the base
 * API: a lost heartbeat changes no data, so it must not refetch every read as a failed write does, and
 * the next one (or the server's timeout) puts it right. The DELETE is `keepalive`, so it still goes
 * out when the page is being closed. Resolves to the editors when the answer names them.
 */
export async function sendPresence(
  method: 'POST' | 'DELETE',
  bookingId: number,
): Promise<PresenceEventDto | null> {
  try {
    const response = await fetch(API_PATHS.changePresence, {
      method,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId }),
      keepalive: method === 'DELETE',
    });
    if (!response.ok) return null;
    const presence = presenceEventOf(await response.text());
    return presence?.bookingId === bookingId ? presence : null;
  } catch {
    return null;
  }
}
