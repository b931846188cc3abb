import { MIGRATION_LOCK_TIMEOUT, MIGRATION_STATEMENT_TIMEOUT } from '../migration-timeouts';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';
import { migrateProbes, probeModules } from './probe-migrations';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const testDatabase = provideTestDatabase();

interface RecordedSettings {
  lockTimeout: string;
  statementTimeout: string;
}

const RECORD_SETTINGS =
  "current_setting('lock_timeout') as lock_timeout, current_setting('statement_timeout') as statement_timeout";

/** The app's own session values, which no migration may leave behind. */
async function sessionSettings(): Promise<RecordedSettings> {
  const { knex } = testDatabase().database;
  const result: { rows: { lock_timeout: string; statement_timeout: string }[] } = await knex.raw(
    `select ${RECORD_SETTINGS}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('select current_setting answered no row');
  return { lockTimeout: row.lock_timeout, statementTimeout: row.statement_timeout };
}

const APP_SETTINGS = (): RecordedSettings => ({
  lockTimeout: '0',
  statementTimeout: testDatabase().database.kind === 'postgres' ? '5s' : '0',
});

describe('migrations and their timeouts', () => {
  it('when a migration runs in its transaction, then its statements wait at most the lock timeout and run at most the statement timeout, and the app keeps its own', async () => {
    const { knex } = testDatabase().database;
    const modules = probeModules({
      '29990101000000_probe_transaction_settings': `
        exports.up = async (knex) => {
          await knex.raw("create table probe_transaction_settings as select ${RECORD_SETTINGS}");
        };
        exports.down = async (knex) => {
          await knex.raw('drop table probe_transaction_settings');
        };`,
    });

    await migrateProbes(knex, modules, 'probe_transaction_migrations');

    const recorded: RecordedSettings | undefined = await knex('probe_transaction_settings').first(
      'lock_timeout',
      'statement_timeout',
    );
    expect(recorded).toEqual({
      lockTimeout: MIGRATION_LOCK_TIMEOUT,
      statementTimeout: MIGRATION_STATEMENT_TIMEOUT,
    });
    expect(await sessionSettings()).toEqual(APP_SETTINGS());
  });

  it('when a migration runs outside a transaction (an index built concurrently), then every statement of it runs under the timeouts, and they are reset afterwards', async () => {
    const { knex } = testDatabase().database;
    const modules = probeModules({
      '29990101000100_probe_session_settings': `
        exports.config = { transaction: false };
        exports.up = async (knex) => {
          await knex.schema.createTable('probe_session_settings', (table) => {
            table.text('step');
            table.text('lock_timeout');
            table.text('statement_timeout');
          });
          await knex.raw('create index concurrently probe_session_settings_step on probe_session_settings (step)');
          await knex('probe_session_settings').insert({
            step: 'query builder',
            lock_timeout: knex.raw("current_setting('lock_timeout')"),
            statement_timeout: knex.raw("current_setting('statement_timeout')"),
          });
          await knex.raw("insert into probe_session_settings select 'raw', ${RECORD_SETTINGS}");
          await knex.transaction((trx) =>
            trx.raw("insert into probe_session_settings select 'transaction', ${RECORD_SETTINGS}"),
          );
        };
        exports.down = async (knex) => {
          await knex.raw('drop table probe_session_settings');
        };`,
    });

    await migrateProbes(knex, modules, 'probe_session_migrations');

    const recorded: (RecordedSettings & { step: string })[] = await knex('probe_session_settings')
      .select('step', 'lock_timeout', 'statement_timeout')
      .orderBy('step');
    const timeouts = { lockTimeout: MIGRATION_LOCK_TIMEOUT, statementTimeout: MIGRATION_STATEMENT_TIMEOUT };
    expect(recorded).toEqual([
      { step: 'query builder', ...timeouts },
      { step: 'raw', ...timeouts },
      { step: 'transaction', ...timeouts },
    ]);
    const index: { rows: { indisvalid: boolean }[] } = await knex.raw(
      "select indisvalid from pg_index where indexrelid = 'probe_session_settings_step'::regclass",
    );
    expect(index.rows).toEqual([{ indisvalid: true }]);
    expect(await sessionSettings()).toEqual(APP_SETTINGS());
  });
});
