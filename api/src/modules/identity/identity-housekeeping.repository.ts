import type { Knex } from 'knex';

/** Rows deleted per statement: short transactions that never hold long locks or stall sign-ins. */
const DELETE_BATCH = 1000;

/**
 * Deletes identity's rows that no rule reads any more. Plain knex: each delete computes its rows on
 * the database's clock, in batches, and nothing is loaded.
 */
export function createIdentityHousekeepingRepository(knex: Knex) {
  /** Deletes the rows of `table` matching `stale`, one batch a statement; returns how many. */
  async function deleteInBatches(
    table: 'login_attempts' | 'rate_limit_counters' | 'sessions' | 'ended_sessions' | 'account_links',
    key: 'id' | 'key',
    stale: (rows: Knex.QueryBuilder) => Knex.QueryBuilder,
  ): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = stale(knex(table).select(key)).limit(DELETE_BATCH);
      // Counted from the returned keys: PGlite's knex dialect does not report affected rows.
      const removed: unknown[] = await knex(table).whereIn(key, batch).del().returning(key);
      deleted += removed.length;
      if (removed.length < DELETE_BATCH) return deleted;
    }
  }

  return {
    /** Login attempts made longer ago than keepSeconds. */
    pruneLoginAttempts(keepSeconds: number): Promise<number> {
      return deleteInBatches('login_attempts', 'id', (rows) =>
        rows.where('createdAt', '<', knex.raw('now() - make_interval(secs => ?)', [keepSeconds])),
      );
    },

    /** Rate-limit counters whose window has ended: the next hit starts a new one at 1 either way. */
    pruneEndedRateLimitWindows(): Promise<number> {
      return deleteInBatches('rate_limit_counters', 'key', (rows) =>
        rows.where('windowEndsAt', '<=', knex.fn.now()),
      );
    },

    /**
     * Account links used or ended longer ago than keepSeconds: no call accepts them, and the mail
     * bound only counts the last hour's.
     */
    pruneSpentAccountLinks(keepSeconds: number): Promise<number> {
      const before = knex.raw('now() - make_interval(secs => ?)', [keepSeconds]);
      return deleteInBatches('account_links', 'id', (rows) =>
        rows.where((spent) => spent.where('expiresAt', '<', before).orWhere('usedAt', '<', before)),
      );
    },

    /** Sessions past their expiry: no request can use them any more. */
    pruneExpiredSessions(): Promise<number> {
      return deleteInBatches('sessions', 'id', (rows) => rows.where('expiresAt', '<=', knex.fn.now()));
    },

    /**
     * Why sessions ended, once those sessions would have expired: their cookies are gone from the
     * browsers too, and a 401 to one still coming says 'expired'.
     */
    pruneEndedSessionTraces(): Promise<number> {
      return deleteInBatches('ended_sessions', 'id', (rows) => rows.where('expiresAt', '<=', knex.fn.now()));
    },
  };
}

export type IdentityHousekeepingRepository = ReturnType<typeof createIdentityHousekeepingRepository>;
