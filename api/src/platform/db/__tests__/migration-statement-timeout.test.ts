import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleMigrationSource } from '../migration-source';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const testDatabase = provideTestDatabase();

/** A module directory holding one migration that records the statement timeout it ran under. */
function moduleWithProbeMigration(): string {
  const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-migration-timeout-'));
  const migrations = path.join(modules, 'probe', 'migrations');
  fs.mkdirSync(migrations, { recursive: true });
  fs.writeFileSync(
    path.join(migrations, '29990101000000_probe_statement_timeout.js'),
    `exports.up = async (knex) => {
       await knex.raw("create table probe_timeout as select current_setting('statement_timeout') as setting");
     };
     exports.down = async (knex) => {
       await knex.raw('drop table probe_timeout');
     };`,
  );
  return modules;
}

describe('migrations and the statement timeout', () => {
  it("when a migration runs, then the app's statement timeout does not apply to it, and only to it", async () => {
    const { knex } = testDatabase().database;
    const modules = moduleWithProbeMigration();

    await knex.migrate.latest({
      migrationSource: new ModuleMigrationSource(modules),
      tableName: 'probe_migrations',
    });

    const recorded: { setting: string } | undefined = await knex('probe_timeout').first('setting');
    expect(recorded?.setting).toBe('0');
    const afterwards: { rows: { statement_timeout: string }[] } = await knex.raw('show statement_timeout');
    expect(afterwards.rows[0]?.statement_timeout).toBe(
      testDatabase().database.kind === 'postgres' ? '5s' : '0',
    );
  });
});
