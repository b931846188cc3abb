import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import Koa from 'koa';
import serve from 'koa-static';

const run = promisify(execFile);

export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
const RELEASE_SCRIPT = path.join(REPOSITORY_ROOT, 'shell/federation/release-remote.js');
/** Builds print a lot; what they print only matters when they fail. */
const BUILD_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface RemoteRelease {
  name: string;
  container: string;
  version: string;
  commit: string | null;
  uncommittedChanges: boolean | null;
  builtAt: string;
  sha256: Record<string, string>;
}

async function runStep(command: string, args: string[], cwd: string): Promise<void> {
  try {
    await run(command, args, { cwd, maxBuffer: BUILD_OUTPUT_BYTES });
  } catch (error) {
    // execFile's error names the command and carries what it printed; a build says why on stdout.
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${stdout.slice(-4000)}\n${stderr}`, {
      cause: error,
    });
  }
}

export function readRelease(releasesDir: string, version: string): RemoteRelease {
  return JSON.parse(
    fs.readFileSync(path.join(releasesDir, version, 'release.json'), 'utf8'),
  ) as RemoteRelease;
}

/** `npm run release -w <workspace> -- --no-build`: the workspace's fresh build (`npm run build`) as a release. */
export async function releaseWorkspaceBuild(workspace: string, releasesDir: string): Promise<void> {
  await runStep(
    'npm',
    ['run', 'release', '-w', workspace, '--', '--no-build', '--out-dir', releasesDir],
    REPOSITORY_ROOT,
  );
}

/** Builds the remote in `packageDir` alone and releases it, as `npm run release` does in a remote's package. */
export async function buildAndRelease(packageDir: string, releasesDir: string): Promise<void> {
  await runStep(process.execPath, [RELEASE_SCRIPT, '--out-dir', releasesDir], packageDir);
}

/**
 * A copy of a remote's package (sources, package.json, webpack config) to change and build without
 * touching the real one. It sits in `workDir` beside a link to shell/, so the remote's webpack config
 * (`require('../shell/federation/...')`) and node_modules (the repository's) resolve as for the original.
 */
export function copyRemotePackage(workspace: string, workDir: string): string {
  const copy = path.join(workDir, workspace);
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.js']) {
    fs.cpSync(path.join(REPOSITORY_ROOT, workspace, entry), path.join(copy, entry), { recursive: true });
  }
  // What npm installed for this package alone (a version the root's node_modules cannot hold, such as
  // FullCalendar 7's temporal-polyfill beside another package's older one) resolves as in the workspace.
  const ownModules = path.join(REPOSITORY_ROOT, workspace, 'node_modules');
  const copiedModules = path.join(copy, 'node_modules');
  if (fs.existsSync(ownModules) && !fs.existsSync(copiedModules))
    fs.symlinkSync(ownModules, copiedModules, 'dir');
  const shellLink = path.join(workDir, 'shell');
  if (!fs.existsSync(shellLink)) fs.symlinkSync(path.join(REPOSITORY_ROOT, 'shell'), shellLink, 'dir');
  return copy;
}

/** Replaces `from` (which must occur exactly once) by `to` in a file of a copied package. */
export function replaceOnce(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const occurrences = text.split(from).length - 1;
  if (occurrences !== 1)
    throw new Error(`${file} holds ${JSON.stringify(from)} ${occurrences} times, not once`);
  fs.writeFileSync(file, text.replace(from, to));
}

export function setPackageFields(
  packageDir: string,
  fields: { version: string; buildScript?: string },
): void {
  const file = path.join(packageDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version: string;
    scripts: Record<string, string>;
  };
  manifest.version = fields.version;
  if (fields.buildScript !== undefined) manifest.scripts.build = fields.buildScript;
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Every file's relative path and content under a directory, hashed: equal hashes, unchanged files. */
export function directoryFingerprint(directory: string): string {
  const hash = createHash('sha256');
  const visit = (current: string): void => {
    for (const entry of fs
      .readdirSync(current, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) visit(file);
      else hash.update(path.relative(directory, file)).update('\0').update(fs.readFileSync(file));
    }
  };
  visit(directory);
  return hash.digest('hex');
}

export interface ReleasesOrigin {
  readonly origin: string;
  /** Where a release's federation manifest is served: <origin>/<remote>/<version>/mf-manifest.json. */
  manifestUrl(remote: string, version: string): string;
  /** Stops answering (connections refused), as a remote's origin that is down. */
  stop(): Promise<void>;
  /** Answers again on the same port. */
  start(): Promise<void>;
}

/**
 * A static origin for remote releases, as a CDN or a bucket would serve them: plain files, readable
 * from any origin (the shell fetches mf-manifest.json cross-origin), revalidated on every load.
 */
export function releasesOrigin(directory: string, host: string, port: number): ReleasesOrigin {
  const app = new Koa();
  app.use(
    serve(directory, {
      setHeaders(response) {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        response.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  const server = http.createServer(app.callback());
  const origin = `http://${host}:${port}`;
  return {
    origin,
    manifestUrl: (remote, version) => `${origin}/${remote}/${version}/mf-manifest.json`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
