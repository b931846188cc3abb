import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Database } from '../platform/db';
import { startApiProcess, type ApiProcess } from '../test-support/api-process';
import {
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/test-database';

const run = promisify(execFile);

/** Starting an API process from source on a busy machine: generous, it is not a measurement. */
jest.setTimeout(120_000);

/** A migration whose table exists: left pending, a start that migrated would fail on it. */
const LEFT_PENDING = '20250601000500_telemetry_logs';
const FIRST_MIGRATION = '20250601000100_org_organizations';

/** Where the API process finds its database, and how the test reads what is recorded there. */
interface DatabaseUnderTest {
  /** The environment that points the API process at it. */
  settings: Record<string, string>;
  /** The names in knex_migrations; on the embedded database only once the API process is gone. */
  appliedMigrations(): Promise<string[]>;
  destroy(): Promise<void>;
}

async function appliedIn(database: Database): Promise<string[]> {
  const rows: { name: string }[] = await database.knex('knex_migrations').select('name');
  return rows.map((row) => row.name);
}

/** A database on the DATABASE_URL server, migrated, with LEFT_PENDING no longer recorded. */
async function onServer(): Promise<DatabaseUnderTest> {
  const testDatabase: TestDatabase = await createTestDatabase();
  await testDatabase.database.knex('knex_migrations').where({ name: LEFT_PENDING }).delete();
  return {
    settings: { DATABASE_URL: testDatabase.url ?? '' },
    appliedMigrations: () => appliedIn(testDatabase.database),
    destroy: () => testDatabase.destroy(),
  };
}

const API_DIRECTORY = path.resolve(__dirname, '..', '..');

/**
 * Runs `body` (with `knex` open on the embedded database under `dataDir`) in a Node process of its
 * own, through tsx as the API process runs: PGlite opens a data directory only outside jest's
 * sandbox, and only one process at a time. Answers what the body returns, as JSON.
 */
async function onEmbeddedDatabase(dataDir: string, body: string): Promise<unknown> {
  const script = `
    const { openDatabase, migrateToLatest } = require('./src/platform/db');
    const { createLogger } = require('./src/platform/logger');
    (async () => {
      const database = openDatabase({ kind: 'embedded', directory: process.argv[1] }, createLogger('silent'));
      try {
        const knex = database.knex;
        const answer = await (async () => { ${body} })();
        process.stdout.write(JSON.stringify(answer ?? null));
      } finally {
        await database.close();
      }
    })();`;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '-e', script, path.join(dataDir, 'pglite')],
    {
      cwd: API_DIRECTORY,
    },
  );
  return JSON.parse(stdout);
}

/** An embedded database in a data directory of its own, migrated, with LEFT_PENDING no longer recorded. */
async function embedded(): Promise<DatabaseUnderTest> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-migrate-on-start-'));
  await onEmbeddedDatabase(
    dataDir,
    `await migrateToLatest(knex);
     await knex('knex_migrations').where({ name: '${LEFT_PENDING}' }).delete();`,
  );
  return {
    settings: { DATABASE_URL: '', DATA_DIR: dataDir },
    async appliedMigrations() {
      const names = await onEmbeddedDatabase(
        dataDir,
        `return (await knex('knex_migrations').select('name')).map((row) => row.name);`,
      );
      if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
        throw new Error(`knex_migrations answered ${JSON.stringify(names)}`);
      return names;
    },
    async destroy() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the API start with MIGRATE_ON_START off', () => {
  let database: DatabaseUnderTest | undefined;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    database = process.env.DATABASE_URL ? await onServer() : await embedded();
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await api?.stop();
    await database?.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when a migration is pending, then the process does not apply it, says how many are pending, and is ready', async () => {
    if (database === undefined) throw new Error('the database was not set up');
    const { settings } = database;

    // Resolves only once /readyz answers 200.
    const running = await startApiProcess('', { ...settings, MIGRATE_ON_START: 'off' });
    api = running;
    expect(running.output()).toContain('MIGRATE_ON_START is off: migrations are left to the migrate step');
    expect(running.output()).toContain('"pending":1');
    running.signal('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });

    const applied = await database.appliedMigrations();
    expect(applied).toContain(FIRST_MIGRATION);
    expect(applied).not.toContain(LEFT_PENDING);
  });
});
