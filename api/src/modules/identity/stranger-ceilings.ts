import { createHmac } from 'node:crypto';
import type { MinuteCeiling } from '../../platform/db';

/**
 * Sign-ins with an e-mail that names no account that may each write a login_attempts row a
 * minute, all clients and replicas together (about 0.6 KB a row with its indexes: 72 KB a
 * minute at most). Past it an attempt is counted in its client's fold (login_attempt_folds).
 */
export const LOGIN_ATTEMPT_CEILING: MinuteCeiling = {
  table: 'login_attempt_ceiling_window',
  rowsPerMinute: 120,
  windowSeconds: 60,
};

/**
 * New rate_limit_counters rows (a client's first hit of a limit in a window) a minute, all clients
 * and replicas together (about 180 bytes a row: 108 KB a minute at most). Past it a client without
 * a row of its own counts on its limit's shared row for its bucket.
 */
export const RATE_LIMIT_COUNTER_CEILING: MinuteCeiling = {
  table: 'rate_limit_ceiling_window',
  rowsPerMinute: 600,
  windowSeconds: 60,
};

/**
 * Buckets the unknown e-mails' folded sign-in failures spread clients over (login_attempt_folds,
 * two rows a bucket). A bucket's count is the sum of its clients', so a client is never counted
 * less than it failed (its throttle can only come sooner); a flood must fold over 20 failures in
 * every bucket within two windows (about 2,700 a minute past the ceiling, several processes' worth
 * of password hashing) before a quiet client's first try is refused. The 8,192 rows take 0.75 MB
 * with their index on PostgreSQL, made once and no faster than sign-ins are hashed.
 */
export const LOGIN_FOLD_BUCKETS = 4096;

/**
 * Buckets per limit that clients past the ceiling on new rate-limit counters share (one row each,
 * `<limit>:fold:<bucket>`). Few, since refused and cheap requests can fill them within a minute:
 * 256 rows of about 180 bytes a limit (46 KB) at most. A bucket's count is the sum of its
 * clients', so a client's limit can only come sooner, once a flood passes the limit's points in
 * its bucket (for the strictest, 10 or 20 in 15 minutes, some 2,500 to 5,000 folded hits).
 */
export const RATE_LIMIT_FOLD_BUCKETS = 256;

/**
 * The bucket of a client among `buckets`: keyed with the session secret (the same on every
 * replica), so that nobody can pick addresses that share a given client's bucket and spend its limits.
 */
export function foldBucketOf(secret: string, clientKey: string, buckets: number): number {
  return createHmac('sha256', secret).update(`fold-bucket:${clientKey}`).digest().readUInt32BE(0) % buckets;
}
