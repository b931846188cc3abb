#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing (API, shell, remotes), then runs the whole portal from one
 * Node process. The API migrates its database and seeds the demo data into an empty embedded one.
 * Run `npm run build` to rebuild after changing sources.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';
import { DEFAULT_RESORT_SITE_PORT, startResortSite } from './resort-site/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
try {
  ensureBuild(root, (line) => console.log(`[start] ${line}`));
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

// The demo resort site (a second origin embedding the public schedule) may frame the iframe page.
const resortPort = Number(process.env.RESORT_SITE_PORT ?? DEFAULT_RESORT_SITE_PORT);
const portalOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? '8080'}`;
const env = {
  ...process.env,
  EMBED_ALLOWED_ORIGINS: process.env.EMBED_ALLOWED_ORIGINS ?? `http://localhost:${resortPort}`,
};

const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// Only a demo: when its port is taken the portal runs on without it.
startResortSite({ port: resortPort, portalOrigin }).then(
  () => console.log(`[start] demo resort site embedding the public schedule: http://localhost:${resortPort}`),
  (error) => console.warn(`[start] demo resort site not started on port ${resortPort}: ${error.message}`),
);
