import type { Knex } from 'knex';

/**
 * How long a migration's statement may wait for a lock. A statement waiting for a table's lock queues
 * every later reader and writer of that table behind it: with a short limit the migration fails (and is
 * run again by the next runner or API start) instead of stalling the running release. It stays below
 * the app's own statement timeout, so no request waits on it longer than it would wait anyway.
 */
export const MIGRATION_LOCK_TIMEOUT = '1s';

/**
 * How long one migration statement may run: an index or a backfill on years of rows takes minutes,
 * longer than the app's 5 s, but a runaway statement still ends.
 */
export const MIGRATION_STATEMENT_TIMEOUT = '1h';

const TIMEOUT_SETTINGS = [
  `lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`,
  `statement_timeout = '${MIGRATION_STATEMENT_TIMEOUT}'`,
];

type MigrationStep = (knex: Knex) => PromiseLike<unknown>;

/** In the migration's transaction: SET LOCAL ends with it, so the app's sessions never see the values. */
function inTransaction(step: MigrationStep): MigrationStep {
  return async (trx) => {
    for (const setting of TIMEOUT_SETTINGS) await trx.raw(`SET LOCAL ${setting}`);
    return step(trx);
  };
}

/**
 * A knex whose every statement runs on `connection`: a session-level SET holds for the migration's
 * statements only if they share the session (knex's pool would hand each one any connection).
 */
function pinnedTo(knex: Knex, connection: unknown): Knex {
  return new Proxy(knex, {
    apply(target, thisArgument, argumentList: unknown[]): unknown {
      const builder: Knex.QueryBuilder = Reflect.apply(target, thisArgument, argumentList);
      return builder.connection(connection);
    },
    get(target, property, receiver): unknown {
      if (property === 'raw')
        return (...argumentList: Parameters<Knex['raw']>) =>
          target.raw(...argumentList).connection(connection);
      // knex.select(), knex.insert() and the other query starters build on queryBuilder().
      if (property === 'queryBuilder') return () => target.queryBuilder().connection(connection);
      if (property === 'schema') return target.schema.connection(connection);
      // A backfill in small transactions: each one on the same session, under the same timeouts.
      if (property === 'transaction')
        return (scope: (trx: Knex.Transaction) => Promise<unknown>) =>
          target.transaction(scope, { connection });
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * Outside a transaction (a migration with `config.transaction = false`, for CREATE INDEX CONCURRENTLY):
 * one session for the whole migration, its timeouts set for the session and reset before the connection
 * returns to the pool (on the embedded database it is the app's only connection).
 */
function inSession(step: MigrationStep): MigrationStep {
  return async (knex) => {
    const connection: unknown = await knex.client.acquireConnection();
    const session = pinnedTo(knex, connection);
    try {
      for (const setting of TIMEOUT_SETTINGS) await session.raw(`SET ${setting}`);
      return await step(session);
    } finally {
      try {
        await session.raw('RESET lock_timeout');
        await session.raw('RESET statement_timeout');
      } finally {
        await knex.client.releaseConnection(connection);
      }
    }
  };
}

/** knex reads a migration's `export const config = { transaction: false }`; its types do not declare it. */
export function runsOutsideTransaction(migration: object): boolean {
  return (
    'config' in migration &&
    typeof migration.config === 'object' &&
    migration.config !== null &&
    'transaction' in migration.config &&
    migration.config.transaction === false
  );
}

/**
 * Every migration runs under MIGRATION_LOCK_TIMEOUT and MIGRATION_STATEMENT_TIMEOUT: the runner
 * applies them (the migration source wraps each migration), so no migration can forget them.
 */
export function withMigrationTimeouts(migration: Knex.Migration): Knex.Migration {
  const timed = runsOutsideTransaction(migration) ? inSession : inTransaction;
  return { ...migration, up: timed(migration.up), down: migration.down && timed(migration.down) };
}
