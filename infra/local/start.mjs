#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing (API, shell, remotes), then runs the whole portal from one
 * Node process. The API migrates its database and seeds the demo data into an empty embedded one.
 * Run `npm run build` to rebuild after changing sources.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const artifacts = [
  { workspace: 'api', file: 'api/dist/main.js' },
  { workspace: 'shell', file: 'shell/dist/index.html' },
  { workspace: 'mfe-calendar', file: 'mfe-calendar/dist/remoteEntry.js' },
  { workspace: 'mfe-admin', file: 'mfe-admin/dist/remoteEntry.js' },
  { workspace: 'mfe-public', file: 'mfe-public/dist/remoteEntry.js' },
];

for (const { workspace, file } of artifacts) {
  if (existsSync(join(root, file))) continue;
  console.log(`[start] building ${workspace} (missing ${file})`);
  const build = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[start] build of ${workspace} failed`);
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, [join(root, 'api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
