#!/usr/bin/env node
/**
 * Releases one remote on its own: builds it alone (its package's `npm run build`), then copies dist/
 * (remoteEntry.js, mf-manifest.json, chunks, assets) into <out-dir>/<version>/ with a release.json
 * saying what it is (name, version, commit, build time, sha256 of the entry and of the manifest).
 * Run from the remote's package, which is what `npm run release -w <remote>` does:
 *
 *   npm run release -w mfe-calendar                       -> mfe-calendar/releases/<version>/
 *   npm run release -w mfe-calendar -- --no-build         releases the fresh dist/ as it is
 *   npm run release -w mfe-calendar -- --out-dir /srv/calendar
 *
 * The version is the package's own (lerna independent versions: `npx lerna version` bumps one remote).
 * A released version is never overwritten: the shell's manifest may point at it, and a rollback is
 * pointing back at a directory that must still hold what it held.
 */
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');

const ENTRY_FILE = 'remoteEntry.js';
const MANIFEST_FILE = 'mf-manifest.json';
const RELEASE_FILE = 'release.json';
/**
 * What the package's build reads of its own (src/ and its webpack configs): a dist/ older than any of
 * these is stale. package.json is left out (a new script is no new build); its version is checked
 * against the build's instead.
 */
function packageSources(packageDir) {
  const configs = fs.readdirSync(packageDir).filter((name) => /^webpack\..*\.js$/.test(name));
  return ['src', ...configs];
}

class ReleaseError extends Error {}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function newestChangeUnder(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stats = fs.statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestChangeUnder(path.join(entry, child))), 0);
}

function buildAlone(packageDir) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  if (build.status !== 0) throw new ReleaseError(`the build failed (exit ${build.status ?? build.signal})`);
}

/** The built remote's federation manifest, once dist/ is known to be this package at this version. */
function checkedBuild(packageDir, distDir, { version }, tookPrebuilt) {
  const manifestFile = path.join(distDir, MANIFEST_FILE);
  for (const file of [manifestFile, path.join(distDir, ENTRY_FILE)]) {
    if (!fs.existsSync(file)) throw new ReleaseError(`${file} is missing: build the remote first`);
  }
  const manifest = readJson(manifestFile);
  const builtVersion = manifest.metaData?.buildInfo?.buildVersion;
  if (builtVersion !== version) {
    throw new ReleaseError(
      `dist/ holds version ${builtVersion} but package.json says ${version}: build again`,
    );
  }
  if (tookPrebuilt) {
    const builtAt = fs.statSync(manifestFile).mtimeMs;
    const stale = packageSources(packageDir).filter(
      (entry) => newestChangeUnder(path.join(packageDir, entry)) > builtAt,
    );
    if (stale.length > 0) {
      throw new ReleaseError(`${stale.join(', ')} changed after dist/ was built: release without --no-build`);
    }
  }
  return manifest;
}

function git(packageDir, args) {
  const run = spawnSync('git', args, { cwd: packageDir, encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

function sha256Of(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function releaseRecord(packageDir, distDir, packageJson, manifest) {
  const commit = git(packageDir, ['rev-parse', 'HEAD']);
  // The commit alone does not say what was built when the package had uncommitted changes, or is
  // not in the repository at all (an untracked or ignored copy).
  const tracked = commit !== null && git(packageDir, ['ls-files', '--', 'package.json']) !== '';
  const changes = tracked ? git(packageDir, ['status', '--porcelain', '--', '.']) : null;
  return {
    name: packageJson.name,
    container: manifest.name,
    version: packageJson.version,
    commit,
    uncommittedChanges: commit === null ? null : changes !== '',
    builtAt: fs.statSync(path.join(distDir, ENTRY_FILE)).mtime.toISOString(),
    entry: ENTRY_FILE,
    manifest: MANIFEST_FILE,
    sha256: {
      [ENTRY_FILE]: sha256Of(path.join(distDir, ENTRY_FILE)),
      [MANIFEST_FILE]: sha256Of(path.join(distDir, MANIFEST_FILE)),
    },
  };
}

/** Copies dist/ beside the target and renames it into place, so no one ever serves half a release. */
function publish(distDir, target, record) {
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(distDir, staging, { recursive: true });
  fs.writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

function release(packageDir, options) {
  const packageJson = readJson(path.join(packageDir, 'package.json'));
  const outDir = path.resolve(packageDir, options['out-dir'] ?? 'releases');
  const target = path.join(outDir, packageJson.version);
  if (fs.existsSync(target)) {
    throw new ReleaseError(
      `${packageJson.name} ${packageJson.version} is already released in ${target}; released versions ` +
        'are never overwritten: bump the version (npx lerna version) and release again',
    );
  }
  const tookPrebuilt = options['no-build'] === true;
  if (!tookPrebuilt) buildAlone(packageDir);
  const distDir = path.join(packageDir, 'dist');
  const manifest = checkedBuild(packageDir, distDir, packageJson, tookPrebuilt);
  const record = releaseRecord(packageDir, distDir, packageJson, manifest);
  fs.mkdirSync(outDir, { recursive: true });
  publish(distDir, target, record);
  return { record, target };
}

function main() {
  const { values } = parseArgs({
    options: { 'no-build': { type: 'boolean' }, 'out-dir': { type: 'string' } },
    strict: true,
  });
  try {
    const { record, target } = release(process.cwd(), values);
    console.log(
      [
        `Released ${record.name} ${record.version} (${record.container}) to ${target}`,
        "Deploy that directory to the remote's origin or path, then point the manifest (REMOTES_MANIFEST) at it:",
        `  "${record.container}": "https://<origin>/<path>/${record.version}/${MANIFEST_FILE}"`,
      ].join('\n'),
    );
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`release: ${error.message}`);
    process.exitCode = 1;
  }
}

main();
