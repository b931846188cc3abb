import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The production build the stack runs: the API and every front-end package (as `npm start` checks). */
const ARTIFACTS = [
  { workspace: 'api', file: 'api/dist/main.js' },
  { workspace: 'shell', file: 'shell/dist/index.html' },
  { workspace: 'mfe-calendar', file: 'mfe-calendar/dist/remoteEntry.js' },
  { workspace: 'mfe-admin', file: 'mfe-admin/dist/remoteEntry.js' },
  { workspace: 'mfe-public', file: 'mfe-public/dist/remoteEntry.js' },
];

/** Builds whatever is missing; `npm run build` rebuilds after a change of sources. */
export function ensureBuild(root) {
  for (const { workspace, file } of ARTIFACTS) {
    if (existsSync(join(root, file))) continue;
    console.log(`[stack] building ${workspace} (missing ${file})`);
    const build = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the build of ${workspace} failed`);
  }
}
