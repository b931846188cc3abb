import type { Knex } from 'knex';

/** Requests of this database waiting for a lock, as PostgreSQL reports them. */
async function waitingForLocks(knex: Knex): Promise<number> {
  const result: { rows: { waiting: string | number }[] } = await knex.raw(
    `select count(*) as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(result.rows[0]?.waiting);
}

/**
 * Resolves once some request of this database waits for a lock (a PostgreSQL server only): the
 * settled state a race test needs before the lock holder moves on. `what` names it if it never comes.
 */
export async function untilWaitingForLock(knex: Knex, what: string): Promise<void> {
  for (let polls = 0; (await waitingForLocks(knex)) === 0; polls += 1) {
    if (polls > 200) throw new Error(`${what} never waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
