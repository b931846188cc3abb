import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabase, migrateToLatest, openDatabase, type Database } from '../platform/db';
import { createLogger } from '../platform/logger';
import { seedDemoData } from '../seed/demo-data';
import { databaseUrl, migratedTemplateName, onServer, seededTemplateName } from './database-templates';
import { createNativeMemoryPGlite } from './native-pglite';
import { keepSeededPGlite, migratedPGliteTemplate, seededPGliteSnapshot } from './pglite-template';

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of the test database, or null for the in-memory PGlite one. */
  url: string | null;
  /** Closes the connections and, on a server, drops the database. Safe to call twice. */
  destroy(): Promise<void>;
}

const silentLogger = createLogger('silent');

async function onEmbedded(pglite: PGlite): Promise<TestDatabase> {
  const database = embeddedDatabase(pglite, { location: 'memory://', logger: silentLogger });
  // A no-op on a copy of this run's migrated schema; kept so a copy can never be behind.
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

/** A new database on the server: a copy of `template` when given, else empty and migrated here. */
async function onPostgres(serverUrl: string, template: string | null): Promise<TestDatabase> {
  const name = `bp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    // A commit need not wait for its WAL to reach the disk: what other sessions see is unchanged, and
    // nothing crashes this server (the fault tests crash a private cluster, fsync and all).
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = databaseUrl(serverUrl, name);
  const database = openDatabase({ kind: 'postgres', url }, silentLogger);
  await migrateToLatest(database.knex);
  let dropped = false;
  return {
    database,
    url,
    async destroy() {
      if (dropped) return;
      dropped = true;
      await database.close().catch(() => undefined);
      await onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A fresh, migrated database for one test file: a new database on the DATABASE_URL server
 * (bp_test_<pid>_<random>, a copy of the run's migrated template, dropped afterwards) or, without
 * DATABASE_URL, an in-memory PGlite started from a migrated snapshot.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return onEmbedded(createNativeMemoryPGlite(await migratedPGliteTemplate()));
  return onPostgres(serverUrl, migratedTemplateName());
}

/**
 * A fresh database holding the demo data of docs/ARCHITECTURE.md section 5 as seeded today: a copy
 * of the run's seeded template or snapshot when there is one for today, else migrated and seeded here.
 */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const seededTemplate = await seededTemplateName(serverUrl);
    if (seededTemplate !== null) return onPostgres(serverUrl, seededTemplate);
    const created = await onPostgres(serverUrl, migratedTemplateName());
    await seedDemoData(created.database.knex, silentLogger);
    return created;
  }
  const snapshot = await seededPGliteSnapshot();
  if (snapshot !== null) return onEmbedded(createNativeMemoryPGlite(snapshot));
  const pglite = createNativeMemoryPGlite(await migratedPGliteTemplate());
  const created = await onEmbedded(pglite);
  const today = new Date();
  await seedDemoData(created.database.knex, silentLogger, today);
  await keepSeededPGlite(pglite, today);
  return created;
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
