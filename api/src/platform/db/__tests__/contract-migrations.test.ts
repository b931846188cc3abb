import fs from 'node:fs';
import path from 'node:path';
import {
  countPendingMigrations,
  migrateToLatest,
  newerReleaseMigrations,
  type MigrationRun,
} from '../migrator';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';
import { appliedProbes, probeModules } from './probe-migrations';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const testDatabase = provideTestDatabase();

const TABLE = 'probe_contract_migrations';

/** Release 1 expands: a new column beside the old one. */
const ADD_NEW_COLUMN = '20250601005700_probe_add_display_name';
/** Release 1's contract step: the old column goes once no running process reads it. */
const DROP_OLD_COLUMN = '20250601005710_probe_drop_legacy_name';
/** Release 2 expands again: its list, like every expand list, leaves out the applied contract step. */
const ADD_LATER_COLUMN = '20250601005720_probe_add_nickname';

const MIGRATIONS: Record<string, string> = {
  [ADD_NEW_COLUMN]: `
    exports.up = async (knex) => {
      await knex.raw('create table probe_performers (id serial primary key, legacy_name text, display_name text)');
    };
    exports.down = async (knex) => {
      await knex.raw('drop table probe_performers');
    };`,
  [DROP_OLD_COLUMN]: `
    exports.phase = 'contract';
    exports.up = async (knex) => {
      await knex.raw('alter table probe_performers drop column legacy_name');
    };
    exports.down = async (knex) => {
      await knex.raw('alter table probe_performers add column legacy_name text');
    };`,
};

async function columnsOfProbePerformers(): Promise<string[]> {
  const { knex } = testDatabase().database;
  // The app's knex maps names: column_name is read as columnName.
  const rows: { columnName: string }[] = await knex('information_schema.columns')
    .where({ tableName: 'probe_performers' })
    .orderBy('columnName')
    .select('columnName');
  return rows.map((row) => row.columnName);
}

function writeMigration(modules: string, name: string, source: string): void {
  fs.writeFileSync(path.join(modules, 'probe', 'migrations', `${name}.js`), source);
}

describe('migration phases: expand before the rollout, contract after it', () => {
  it('when the expand phase runs, then it leaves the contract step pending; --contract applies it; a later expand run neither fails nor undoes it', async () => {
    const { knex } = testDatabase().database;
    const modules = probeModules(MIGRATIONS);
    const expand: MigrationRun = { phase: 'expand', modulesDirectory: modules, tableName: TABLE };
    const contract: MigrationRun = { phase: 'contract', modulesDirectory: modules, tableName: TABLE };

    expect(await migrateToLatest(knex, expand)).toEqual([ADD_NEW_COLUMN]);
    expect(await appliedProbes(knex, TABLE)).toEqual([ADD_NEW_COLUMN]);
    expect(await columnsOfProbePerformers()).toEqual(['display_name', 'id', 'legacy_name']);
    expect(await countPendingMigrations(knex, expand)).toBe(0);
    expect(await countPendingMigrations(knex, contract)).toBe(1);
    // Run again before the rollout ends (a second Job, an API start): still nothing of the contract.
    expect(await migrateToLatest(knex, expand)).toEqual([]);

    expect(await migrateToLatest(knex, contract)).toEqual([DROP_OLD_COLUMN]);
    expect(await appliedProbes(knex, TABLE)).toEqual([ADD_NEW_COLUMN, DROP_OLD_COLUMN]);
    expect(await columnsOfProbePerformers()).toEqual(['display_name', 'id']);

    writeMigration(
      modules,
      ADD_LATER_COLUMN,
      `
      exports.up = async (knex) => {
        await knex.raw('alter table probe_performers add column nickname text');
      };
      exports.down = async (knex) => {
        await knex.raw('alter table probe_performers drop column nickname');
      };`,
    );
    expect(await countPendingMigrations(knex, expand)).toBe(1);
    expect(await migrateToLatest(knex, expand)).toEqual([ADD_LATER_COLUMN]);
    expect(await appliedProbes(knex, TABLE)).toEqual([ADD_NEW_COLUMN, DROP_OLD_COLUMN, ADD_LATER_COLUMN]);
    expect(await columnsOfProbePerformers()).toEqual(['display_name', 'id', 'nickname']);
  });

  it('when an applied migration has no file any more, then the expand phase still stops, naming it', async () => {
    const { knex } = testDatabase().database;
    const tableName = 'probe_missing_migrations';
    const modules = probeModules({
      '20250601005750_probe_nothing': `
        exports.up = async () => {};
        exports.down = async () => {};`,
    });
    await migrateToLatest(knex, { phase: 'expand', modulesDirectory: modules, tableName });
    await knex(tableName).insert({
      name: '20250601005730_probe_deleted',
      batch: 2,
      migrationTime: new Date().toISOString(),
    });

    await expect(
      migrateToLatest(knex, { phase: 'expand', modulesDirectory: modules, tableName }),
    ).rejects.toThrow(
      'The migration directory is corrupt, the following files are missing: 20250601005730_probe_deleted',
    );
    await expect(
      countPendingMigrations(knex, { phase: 'expand', modulesDirectory: modules, tableName }),
    ).rejects.toThrow('20250601005730_probe_deleted');
  });

  it('when a newer release has migrated (a rollback, or the old processes of a rollout), then this code runs on its schema and reports what it does not know', async () => {
    const { knex } = testDatabase().database;
    const tableName = 'probe_newer_migrations';
    const modules = probeModules({
      '20250601005760_probe_known': `
        exports.up = async () => {};
        exports.down = async () => {};`,
    });
    await migrateToLatest(knex, { phase: 'expand', modulesDirectory: modules, tableName });
    const newer = '20250601005770_probe_of_the_next_release';
    await knex(tableName).insert({ name: newer, batch: 2, migrationTime: new Date().toISOString() });

    for (const phase of ['expand', 'contract'] as const) {
      const run: MigrationRun = { phase, modulesDirectory: modules, tableName };
      expect(await migrateToLatest(knex, run)).toEqual([]);
      expect(await countPendingMigrations(knex, run)).toBe(0);
    }
    expect(await newerReleaseMigrations(knex, { modulesDirectory: modules, tableName })).toEqual([newer]);
  });

  it('when a migration declares a phase that does not exist, then every run stops, naming it', async () => {
    const { knex } = testDatabase().database;
    const modules = probeModules({
      '20250601005740_probe_misnamed_phase': `
        exports.phase = 'cleanup';
        exports.up = async () => {};
        exports.down = async () => {};`,
    });
    const message =
      'Migration 20250601005740_probe_misnamed_phase exports phase "cleanup": it must be one of expand, contract';

    await expect(
      migrateToLatest(knex, {
        phase: 'expand',
        modulesDirectory: modules,
        tableName: 'probe_expand_phase_migrations',
      }),
    ).rejects.toThrow(message);
    await expect(
      migrateToLatest(knex, {
        phase: 'contract',
        modulesDirectory: modules,
        // A table of its own: knex creates its table while it lists the files, and the refused run
        // above may still be creating its own when this one starts.
        tableName: 'probe_contract_phase_migrations',
      }),
    ).rejects.toThrow(message);
  });
});
