import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';
import { seedDemoData } from '../seed/demo-data';

/**
 * Databases made once per jest run and copied into each test file's own database, instead of every
 * file running all migrations (and the demo seed) again. The API project's globalSetup names the run
 * and, on PostgreSQL, migrates the template; globalTeardown drops what the run made. Nothing outlives
 * the run, so a changed migration or seed is always what the next run copies.
 */
const RUN_VARIABLE = 'BP_TEST_RUN';
const TEMPLATE_VARIABLE = 'BP_TEST_TEMPLATE_DATABASE';

const silentLogger = createLogger('silent');

/** This run's id (set by globalSetup), or null when the test support runs without it. */
export function testRunId(): string | null {
  return process.env[RUN_VARIABLE] ?? null;
}

/**
 * The day the demo seed is relative to (bookings this month and next, closures next week), in the
 * process's time zone as the seed reads it: a seeded copy is only reused on the day it was made for.
 */
export function seedDay(today: Date): string {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${today.getFullYear()}${month}${day}`;
}

export async function onServer<T>(serverUrl: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** globalSetup: names the run and, on a PostgreSQL server, creates and migrates its template database. */
export async function prepareRunTemplates(): Promise<void> {
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  process.env[RUN_VARIABLE] = runId;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const name = `bp_tpl_${runId}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const database = openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) }, silentLogger);
  try {
    await migrateToLatest(database.knex);
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_VARIABLE] = name;
}

/** globalTeardown: drops the run's template databases (the PGlite copies are removed by their owner). */
export async function dropRunTemplates(): Promise<void> {
  const runId = testRunId();
  const serverUrl = process.env.DATABASE_URL;
  if (!runId || !serverUrl) return;
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`bp_tpl_${runId}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}

/** The run's migrated template on the PostgreSQL server, or null without globalSetup. */
export function migratedTemplateName(): string | null {
  return process.env[TEMPLATE_VARIABLE] ?? null;
}

/**
 * The run's migrated and demo-seeded template for today, made by the first test file that asks
 * (under an advisory lock, so parallel workers make it once), or null without a migrated template.
 */
export async function seededTemplateName(serverUrl: string): Promise<string | null> {
  const migrated = migratedTemplateName();
  if (migrated === null) return null;
  const today = new Date();
  const name = `${migrated}_seeded_${seedDay(today)}`;
  await onServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building} template ${migrated}`);
      const database = openDatabase(
        { kind: 'postgres', url: databaseUrl(serverUrl, building) },
        silentLogger,
      );
      try {
        await seedDemoData(database.knex, silentLogger, today);
      } finally {
        await database.close();
      }
      // Renamed only once complete: a failed seed never leaves a half-seeded template to copy.
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}
