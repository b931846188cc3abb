import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedDatabase, migrateToLatest, openDatabase, type Database } from '../platform/db';
import { createLogger } from '../platform/logger';
import { createNativeMemoryPGlite } from './native-pglite';
import { migratedPGliteTemplate } from './pglite-template';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of the test database, or null for the in-memory PGlite one. */
  url: string | null;
  /** Closes the connections and, on a server, drops the database. Safe to call twice. */
  destroy(): Promise<void>;
}

const silentLogger = createLogger('silent');

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: a new database on the DATABASE_URL server
 * (bp_test_<pid>_<random>, dropped afterwards) or, without DATABASE_URL, an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = embeddedDatabase(createNativeMemoryPGlite(await migratedPGliteTemplate()), {
      location: 'memory://',
      logger: silentLogger,
    });
    await migrateToLatest(database.knex);
    let closed = false;
    return {
      database,
      url: null,
      async destroy() {
        if (closed) return;
        closed = true;
        await database.close();
      },
    };
  }
  const name = `bp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() }, silentLogger);
  await migrateToLatest(database.knex);
  let dropped = false;
  return {
    database,
    url: url.toString(),
    async destroy() {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => undefined);
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Creating and migrating a database takes seconds (PGlite boots a WASM PostgreSQL): hooks that do
 * it pass this timeout explicitly.
 */
export const DATABASE_HOOK_TIMEOUT_MS = 60_000;

/**
 * Per-test limit for API tests (jest.setTimeout at the top of each file): a test making a dozen
 * argon2 logins on a busy two-core machine needs more than jest's default 5 s.
 */
export const API_TEST_TIMEOUT_MS = 60_000;

/** One migrated database for the test file (or the describe block): created before its tests, destroyed after. */
export function provideTestDatabase(): () => TestDatabase {
  let created: TestDatabase | undefined;
  beforeAll(async () => {
    created = await createTestDatabase();
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await created?.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);
  return () => {
    if (!created) throw new Error('The test database is used before beforeAll created it');
    return created;
  };
}
