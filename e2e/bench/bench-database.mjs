/**
 * A fresh PostgreSQL database for one benchmark run: created on the server of DATABASE_URL (default
 * the local trust-auth server), migrated and seeded with the demo data by the built CLI, dropped after.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { repositoryRoot } from './bench-paths.mjs';
import { benchEnvironment } from './portal-process.mjs';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';

export async function createBenchDatabase(serverUrl = process.env.DATABASE_URL ?? DEFAULT_SERVER_URL) {
  const name = `bp_bench_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The benchmarks need a PostgreSQL server (docs/ARCHITECTURE.md section 6): ${serverUrl} did not answer (${error.message}).`,
      { cause: error },
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const env = { ...process.env, ...benchEnvironment(databaseUrl) };
  for (const step of ['migrate', 'seed']) {
    const run = spawnSync(process.execPath, [join(repositoryRoot, `api/dist/cli/${step}.js`)], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`database ${step} failed`);
  }

  return {
    url: databaseUrl,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
