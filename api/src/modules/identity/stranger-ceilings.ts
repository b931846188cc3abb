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
 * Buckets the folded counts spread clients over. A bucket's count is the sum of its clients', so
 * a client is never counted less than it did (its limits can only come sooner); with 4096 buckets
 * a flood must pass every limit's points in every bucket before a quiet client's first try is
 * refused (for the per-client sign-in throttle: over 80,000 folded failures in two windows).
 */
export const FOLD_BUCKETS = 4096;

/**
 * The bucket of a client: keyed with the session secret (the same on every replica), so that nobody
 * can pick addresses that share a given client's bucket and spend its limits.
 */
export function foldBucketOf(secret: string, clientKey: string): number {
  return (
    createHmac('sha256', secret).update(`fold-bucket:${clientKey}`).digest().readUInt32BE(0) % FOLD_BUCKETS
  );
}
