import pg from 'pg';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';
import { appliedProbes, migrateProbes, probeModules } from './probe-migrations';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** Another session holding a lock on a table needs a second connection: a PostgreSQL server only. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a migration waiting for a lock', () => {
  const testDatabase = provideTestDatabase();

  /** Runs `migrate` while another session holds `lock` on probe_locked, in a transaction it ends afterwards. */
  async function whileLocked(lock: string, migrate: () => Promise<void>): Promise<void> {
    const holder = new pg.Client({ connectionString: testDatabase().url ?? '' });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`lock table probe_locked in ${lock} mode`);
      await migrate();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  }

  beforeAll(async () => {
    await testDatabase().database.knex.raw('create table probe_locked (id integer primary key)');
  });

  it('when another session holds the table, then the migration fails on the lock timeout instead of waiting, and is not recorded', async () => {
    const { knex } = testDatabase().database;
    const modules = probeModules({
      '29990101000200_probe_locked_column': `
        exports.up = async (knex) => {
          await knex.raw('alter table probe_locked add column added integer');
        };
        exports.down = async (knex) => {
          await knex.raw('alter table probe_locked drop column added');
        };`,
    });

    await whileLocked('access share', async () => {
      await expect(migrateProbes(knex, modules, 'probe_locked_migrations')).rejects.toThrow(
        'canceling statement due to lock timeout',
      );
    });

    expect(await appliedProbes(knex, 'probe_locked_migrations')).toEqual([]);
    expect(await knex.schema.hasColumn('probe_locked', 'added')).toBe(false);

    await migrateProbes(knex, modules, 'probe_locked_migrations');
    expect(await appliedProbes(knex, 'probe_locked_migrations')).toEqual([
      '29990101000200_probe_locked_column',
    ]);
  });

  it('when another session holds the table, then an index built concurrently fails on the lock timeout too', async () => {
    const { knex } = testDatabase().database;
    const modules = probeModules({
      '29990101000300_probe_locked_index': `
        exports.config = { transaction: false };
        exports.up = async (knex) => {
          await knex.raw('create index concurrently if not exists probe_locked_id on probe_locked (id)');
        };
        exports.down = async (knex) => {
          await knex.raw('drop index concurrently if exists probe_locked_id');
        };`,
    });

    // SHARE UPDATE EXCLUSIVE is what CREATE INDEX CONCURRENTLY itself takes: a VACUUM or another
    // concurrent index build holds it too.
    await whileLocked('share update exclusive', async () => {
      await expect(migrateProbes(knex, modules, 'probe_locked_index_migrations')).rejects.toThrow(
        'canceling statement due to lock timeout',
      );
    });

    expect(await appliedProbes(knex, 'probe_locked_index_migrations')).toEqual([]);
    await migrateProbes(knex, modules, 'probe_locked_index_migrations');
    expect(await appliedProbes(knex, 'probe_locked_index_migrations')).toEqual([
      '29990101000300_probe_locked_index',
    ]);
  });
});
