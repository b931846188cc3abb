import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The production build `npm start` and `npm run stack` run: the API and every front-end package. */
const ARTIFACTS = [
  { workspace: 'api', file: 'api/dist/main.js' },
  { workspace: 'shell', file: 'shell/dist/index.html' },
  { workspace: 'mfe-calendar', file: 'mfe-calendar/dist/remoteEntry.js' },
  { workspace: 'mfe-admin', file: 'mfe-admin/dist/remoteEntry.js' },
  { workspace: 'mfe-public', file: 'mfe-public/dist/remoteEntry.js' },
];

/** Builds whatever is missing (`log` names who asks); `npm run build` rebuilds after a change of sources. */
export function ensureBuild(root, log) {
  for (const { workspace, file } of ARTIFACTS) {
    if (existsSync(join(root, file))) continue;
    log(`building ${workspace} (missing ${file})`);
    const build = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the build of ${workspace} failed`);
  }
}
