import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

/** Runs `work` with a client on the server's maintenance database (the one DATABASE_URL names). */
async function onServer(serverUrl, work) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the database unless it exists; true when it was created. Names are checked by the caller. */
export async function ensureDatabase(serverUrl, database) {
  return onServer(serverUrl, async (client) => {
    const existing = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (existing.rowCount > 0) return false;
    await client.query(`create database ${client.escapeIdentifier(database)}`);
    return true;
  });
}

export async function dropDatabase(serverUrl, database) {
  await onServer(serverUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(database)} with (force)`),
  );
}

/**
 * What a migration job does before replicas start: migrate once, then seed the demo data (the seed
 * refuses a database that already holds organizations, so a second start changes nothing).
 */
export function migrateAndSeed(root, databaseUrl, env) {
  for (const step of ['migrate', 'seed']) {
    const run = spawnSync(process.execPath, [join(root, `api/dist/cli/${step}.js`)], {
      env: { ...env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`the database ${step} step failed (exit ${run.status})`);
  }
}
