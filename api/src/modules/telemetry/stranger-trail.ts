import type { Knex } from 'knex';
import { admitUnderCeiling } from '../../platform/db';
import type { SecurityEventEntry } from './telemetry.types';

/**
 * The most rows refused and anonymous requests (failed and refused sign-ins, wrong page tokens,
 * denials, refused origins) may write per minute, all clients and replicas together: their audit
 * rows, security events and the login attempts of unknown e-mails. A failed sign-in of an unknown
 * 255-character e-mail with a long User-Agent wrote 13 KB in these three rows on PostgreSQL (most of
 * it the audit row's trigram index), so 60 rows a minute keep a flood from any spread of addresses
 * near a quarter of docs/CONFIGURATION.md's 1 MB a minute (Security limits); a real portal's failed sign-ins
 * are a few a minute.
 */
export const STRANGER_TRAIL_CEILING = { rowsPerMinute: 60, windowSeconds: 60 } as const;

/** Whether `rows` more rows fit under the stranger trail's ceiling this minute (platform/db/minute-ceiling.ts). */
export function admitStrangerRows(knex: Knex, rows: number): Promise<boolean> {
  return admitUnderCeiling(knex, { table: 'stranger_trail_window', ...STRANGER_TRAIL_CEILING }, rows);
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
