import type { Knex } from 'knex';
import { numberOf, rowsOf } from './sql-values';
import type { SecurityEventEntry } from './telemetry.types';

/**
 * The most rows refused and anonymous requests (failed and refused sign-ins, wrong page tokens,
 * denials, refused origins) may write per minute, all clients and replicas together: their audit
 * rows, security events and the login attempts of unknown e-mails. A failed sign-in of an unknown
 * 255-character e-mail with a long User-Agent wrote 13 KB in these three rows on PostgreSQL (most of
 * it the audit row's trigram index), so 60 rows a minute keep a flood from any spread of addresses
 * near a quarter of DESIGN.md's 1 MB a minute; a real portal's failed sign-ins are a few a minute.
 */
export const STRANGER_TRAIL_CEILING = { rowsPerMinute: 60, windowSeconds: 60 } as const;

/**
 * Counts rows asked for in the current window (one row of stranger_trail_window, reset when its
 * window ends; one atomic upsert, so replicas agree) and says whether these still fit under the
 * ceiling. Once over, the count keeps growing and every later ask is refused until the window ends.
 */
export async function admitStrangerRows(knex: Knex, rows: number): Promise<boolean> {
  const result: unknown = await knex.raw(
    `insert into stranger_trail_window as w (singleton, rows, window_ends_at)
       values (true, ?, now() + make_interval(secs => ?))
     on conflict (singleton) do update set
       rows = case when w.window_ends_at <= now() then excluded.rows else w.rows + excluded.rows end,
       window_ends_at = case when w.window_ends_at <= now() then excluded.window_ends_at else w.window_ends_at end
     returning w.rows as "rows"`,
    [rows, STRANGER_TRAIL_CEILING.windowSeconds],
  );
  return numberOf(rowsOf(result)[0]?.rows) <= STRANGER_TRAIL_CEILING.rowsPerMinute;
}

/**
 * An event past the ceiling, folded: no address, e-mail or agent, so every occurrence of its type
 * and severity within the hour adds to one row (security_events' fold key) whose occurrences count
 * them, and the dashboard's counts stay whole.
 */
export function foldedEvent(event: SecurityEventEntry): SecurityEventEntry {
  return {
    eventType: event.eventType,
    severity: event.severity,
    ipAddress: null,
    userAgent: null,
    email: null,
    details: { folded: 'past the ceiling of rows refused requests may write a minute' },
  };
}
