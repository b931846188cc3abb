import type { Knex } from 'knex';

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

/**
 * Fixed-window counters in the database, shared by every API replica. One atomic upsert per hit.
 * (rate-limiter-flexible's Postgres store sends pg-style query objects that PGlite does not accept.)
 */
export function createRateLimitRepository(knex: Knex) {
  return {
    async hit(key: string, windowSeconds: number): Promise<RateLimitHit> {
      const result: unknown = await knex.raw(
        `insert into rate_limit_counters as c (key, hits, window_ends_at)
           values (?, 1, now() + make_interval(secs => ?))
         on conflict (key) do update set
           hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
           window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
         returning c.hits as "hits", ceil(extract(epoch from (c.window_ends_at - now())))::int as "secondsLeft"`,
        [key, windowSeconds],
      );
      const [row] = rowsOf(result);
      const hits: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 'hits') : undefined;
      const secondsLeft: unknown =
        typeof row === 'object' && row !== null ? Reflect.get(row, 'secondsLeft') : undefined;
      if (typeof hits !== 'number' || typeof secondsLeft !== 'number')
        throw new Error('rate limit counter not returned');
      return { hits, secondsLeft: Math.max(1, secondsLeft) };
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
