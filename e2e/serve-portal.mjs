#!/usr/bin/env node
/**
 * Starts the production build of the portal for the browser tests on a fresh database with the
 * demo data: a new database on the PostgreSQL server of DATABASE_URL when it is set (migrated and
 * seeded explicitly, as production never seeds implicitly), else a new embedded database. Also
 * serves the demo resort site (infra/local/resort-site) that embeds the public schedule, and reads
 * the remote manifest from a file the tests may rewrite (REMOTES_MANIFEST).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startResortSite } from '../infra/local/resort-site/server.mjs';
import { DEFAULT_REMOTE_MANIFEST } from '../api/dist/platform/http/web/remote-manifest.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8181';
// The demo resort site on a second origin: 127.0.0.1 rather than localhost makes it another site
// too (cookies are per host, not per port), as a resort's real website is.
const resortPort = process.env.E2E_RESORT_PORT ?? '8191';
const resortOrigin = `http://127.0.0.1:${resortPort}`;
// The remote manifest as a file holding the built-in one: a test may point a remote at another
// release (the portal reads the file on every request) and restores it after. playwright.config.ts
// names the file and the origin that serves the tests' remote releases.
const remotesManifest = process.env.E2E_REMOTES_MANIFEST ?? join(tmpdir(), `bp-e2e-remotes-${port}.json`);
writeFileSync(remotesManifest, `${JSON.stringify(DEFAULT_REMOTE_MANIFEST, null, 2)}\n`);
const remoteReleasesOrigin = process.env.E2E_REMOTE_RELEASES_ORIGIN ?? 'http://127.0.0.1:8192';
const env = {
  ...process.env,
  PORT: port,
  NODE_ENV: 'production',
  SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
  // Any free port for Prometheus: a portal started by `npm start` may hold the default one.
  METRICS_PORT: process.env.E2E_METRICS_PORT ?? '0',
  EMBED_ALLOWED_ORIGINS: resortOrigin,
  REMOTES_MANIFEST: remotesManifest,
  REMOTE_ORIGINS: remoteReleasesOrigin,
  // Production refuses to start without SMTP_URL: the mail tests' SMTP server (support/mail-inbox.ts),
  // which playwright.config.ts also names with the worker's small poll and retry delays.
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? '8125'}`,
};

async function freshPostgresDatabase(serverUrl) {
  const name = `bp_e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

let discardDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const { url, name } = await freshPostgresDatabase(process.env.DATABASE_URL);
  env.DATABASE_URL = url;
  discardDatabase = async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  for (const step of ['migrate', 'seed']) {
    const run = spawnSync(process.execPath, [join(root, `api/dist/cli/${step}.js`)], {
      env,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`db ${step} failed`);
  }
} else {
  delete env.DATABASE_URL;
  const dataDirectory = mkdtempSync(join(tmpdir(), 'bp-e2e-'));
  env.DATA_DIR = dataDirectory;
  discardDatabase = async () => rmSync(dataDirectory, { recursive: true, force: true });
}

await startResortSite({
  port: Number(resortPort),
  host: '127.0.0.1',
  portalOrigin: `http://localhost:${port}`,
});
const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], { env, stdio: 'inherit' });
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', async (code) => {
  await discardDatabase().catch(() => undefined);
  rmSync(remotesManifest, { force: true });
  process.exit(code ?? 0);
});
