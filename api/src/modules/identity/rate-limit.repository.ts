import type { Knex } from 'knex';
import { admitUnderCeiling } from '../../platform/db';
import { foldBucketOf, RATE_LIMIT_COUNTER_CEILING, RATE_LIMIT_FOLD_BUCKETS } from './stranger-ceilings';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends. */
  secondsLeft: number;
}

function rowsOf(result: unknown): unknown[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  return [];
}

function hitOf(result: unknown): RateLimitHit | null {
  const [row] = rowsOf(result);
  if (row === undefined) return null;
  const hits: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 'hits') : undefined;
  const secondsLeft: unknown =
    typeof row === 'object' && row !== null ? Reflect.get(row, 'secondsLeft') : undefined;
  if (typeof hits !== 'number' || typeof secondsLeft !== 'number')
    throw new Error('rate limit counter not returned');
  return { hits, secondsLeft: Math.max(1, secondsLeft) };
}

/** A window that has ended starts again at this hit; otherwise the hit adds one. */
const COUNT_THE_HIT = `
  hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
  window_ends_at = case when c.window_ends_at <= now() then now() + make_interval(secs => ?) else c.window_ends_at end`;
const RETURN_THE_COUNT = `returning c.hits as "hits", ceil(extract(epoch from (c.window_ends_at - now())))::int as "secondsLeft"`;

/**
 * Fixed-window counters in the database, shared by every API replica. A key is `<limit>:<client>`.
 * A counter that exists takes the hit in one update. A client's first hit of a limit makes its row
 * only under the minute's ceiling on new counters, all clients together (RATE_LIMIT_COUNTER_CEILING);
 * past it the hit counts on the limit's shared row for the client's bucket (`<limit>:fold:<bucket>`),
 * which every client of the bucket adds to, so none is counted less than it did and the rows stay
 * as many as the buckets. A row made later starts from its bucket's count, for the same reason.
 * (rate-limiter-flexible's Postgres store sends pg-style query objects that PGlite does not accept.)
 */
export function createRateLimitRepository(knex: Knex, foldKeySecret: string) {
  async function countExisting(key: string, windowSeconds: number): Promise<RateLimitHit | null> {
    return hitOf(
      await knex.raw(
        `update rate_limit_counters as c set ${COUNT_THE_HIT} where c.key = ? ${RETURN_THE_COUNT}`,
        [windowSeconds, key],
      ),
    );
  }

  async function countNew(key: string, seededBy: string, windowSeconds: number): Promise<RateLimitHit> {
    const hit = hitOf(
      await knex.raw(
        `insert into rate_limit_counters as c (key, hits, window_ends_at)
           select ?, 1 + coalesce((select f.hits from rate_limit_counters f
                                   where f.key = ? and f.window_ends_at > now()), 0),
                  now() + make_interval(secs => ?)
         on conflict (key) do update set ${COUNT_THE_HIT}
         ${RETURN_THE_COUNT}`,
        [key, seededBy, windowSeconds, windowSeconds],
      ),
    );
    if (hit === null) throw new Error('rate limit counter not returned');
    return hit;
  }

  function foldKeyOf(key: string): string {
    const separator = key.indexOf(':');
    const limit = separator < 0 ? key : key.slice(0, separator);
    return `${limit}:fold:${foldBucketOf(foldKeySecret, key, RATE_LIMIT_FOLD_BUCKETS)}`;
  }

  return {
    async hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
      const counted = await countExisting(key, windowSeconds);
      if (counted) return counted;
      const foldKey = foldKeyOf(key);
      if (await admitUnderCeiling(knex, RATE_LIMIT_COUNTER_CEILING, 1))
        return countNew(key, foldKey, windowSeconds);
      return countNew(foldKey, foldKey, windowSeconds);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
