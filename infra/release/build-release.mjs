#!/usr/bin/env node
/**
 * `node infra/release/build-release.mjs --ref <ref> --out <dir>` (`npm run release:build -- ...`): the API
 * of a release (a tag such as v0.35.0, also in a clone without tags when releases.json records it, a
 * commit, a branch), built in its own directory, so a tool can run that release beside this checkout's code:
 *
 *   node <dir>/api/dist/main.js           the release's API (its environment as in docs/CONFIGURATION.md)
 *   node <dir>/api/dist/cli/migrate.js    its migrations; <dir>/api/dist/cli/seed.js its demo data
 *
 * The ref's whole tree is written to <dir> with `git archive` (no work tree, no checkout of this one).
 * Dependencies: when the ref's package-lock.json pins the same packages as this checkout's for the API
 * (its dependencies, TypeScript and Node's types for its build, and all they pull in, where Node resolves
 * them), <dir>/node_modules and <dir>/api/node_modules are links to this checkout's; otherwise
 * `npm ci --workspace api --include-workspace-root` installs the ref's own in <dir>.
 * Then the ref's own `npm run build -w api`. The output says which way the dependencies came.
 *
 * Cached by commit: <dir>/release-build.json records the commit built; a second call for the same
 * commit (any ref naming it) reuses the build, another commit replaces the directory. Without --out the
 * directory is node_modules/.cache/releases/<commit>. The last line of stdout is the directory;
 * progress goes to stderr. Exit 1 on a failure, 2 on a usage error.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReleases } from './releases.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MARKER = 'release-build.json';
const USAGE = 'usage: node infra/release/build-release.mjs --ref <tag|commit|branch> [--out <dir>]';

const log = (line) => process.stderr.write(`[build-release] ${line}\n`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().slice(-4000);
    throw new Error(`${command} ${args.join(' ')} exited ${result.status ?? result.signal}\n${output}`);
  }
  return result.stdout;
}

function readArguments(argv) {
  const options = { ref: null, out: null };
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index];
    const value = argv[index + 1];
    if ((name === '--ref' || name === '--out') && value && !value.startsWith('--')) {
      options[name.slice(2)] = value;
      index += 1;
    } else {
      throw new Error(`unknown or incomplete option ${name}`);
    }
  }
  if (!options.ref) throw new Error('--ref is required');
  return options;
}

/** Where Node resolves `name` from the package at `fromPath` (a lock key): the nearest node_modules up. */
function resolveInLock(packages, fromPath, name) {
  let base = fromPath;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** A JSON text of `value` with its object keys sorted, so two locks compare by content, not key order. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * What the API loads or compiles against in a lock: its declared dependencies, TypeScript and Node's
 * types (its build), and everything they pull in, each as the lock resolves it (path, version, integrity).
 */
function apiLockClosure(lockText) {
  const packages = JSON.parse(lockText).packages ?? {};
  const api = packages.api ?? {};
  const declared = { ...api.dependencies, ...api.devDependencies, ...api.optionalDependencies };
  const closure = { api: canonical(declared) };
  const pending = [...Object.keys(declared), 'typescript', '@types/node'].map((name) => ['api', name]);
  while (pending.length > 0) {
    const [fromPath, name] = pending.pop();
    const path = resolveInLock(packages, fromPath, name);
    if (path === null) {
      closure[`${fromPath} -> ${name}`] = 'missing';
      continue;
    }
    if (path in closure) continue;
    const entry = packages[path];
    closure[path] = canonical({ version: entry.version, integrity: entry.integrity, link: entry.link });
    const needs = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const dependency of Object.keys(needs)) pending.push([path, dependency]);
  }
  return closure;
}

/** The first package whose lock entry differs where the API resolves it, or null when none does. */
function firstLockDifference(ourLock, theirLock) {
  const ours = apiLockClosure(ourLock);
  const theirs = apiLockClosure(theirLock);
  for (const path of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    if (ours[path] !== theirs[path]) return path;
  }
  return null;
}

/** The ref's commit; a recorded version (infra/release/releases.json) resolves without its tag too. */
function commitOf(ref) {
  const resolved = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (resolved.status === 0) return resolved.stdout.trim();
  const recorded = readReleases(root).find((release) => release.version === ref);
  if (recorded) return recorded.commit;
  throw new Error(`${ref} names no commit here, nor a release in infra/release/releases.json`);
}

function readMarker(directory) {
  try {
    return JSON.parse(readFileSync(join(directory, MARKER), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A cached build whose dependencies are links holds only while they lead to this checkout's
 * node_modules (not another clone's, since removed) and this checkout still locks the same packages.
 */
function dependenciesStillHold(directory) {
  const link = join(directory, 'node_modules');
  if (!lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) return existsSync(link);
  const leadsHere = (relative) =>
    !existsSync(join(root, relative)) ||
    (existsSync(join(directory, relative)) &&
      realpathSync(join(directory, relative)) === realpathSync(join(root, relative)));
  if (!leadsHere('node_modules') || !leadsHere(join('api', 'node_modules'))) return false;
  const difference = firstLockDifference(
    readFileSync(join(root, 'package-lock.json'), 'utf8'),
    readFileSync(join(directory, 'package-lock.json'), 'utf8'),
  );
  return difference === null;
}

function buildRelease({ ref, out }) {
  const commit = commitOf(ref);
  const directory = resolve(out ?? join(root, 'node_modules', '.cache', 'releases', commit));
  const built = readMarker(directory);
  if (
    built?.commit === commit &&
    existsSync(join(directory, 'api', 'dist', 'main.js')) &&
    dependenciesStillHold(directory)
  ) {
    log(`${ref} (${commit.slice(0, 8)}) already built in ${directory} (dependencies: ${built.dependencies})`);
    return directory;
  }
  const startedAt = Date.now();
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  log(`writing ${ref} (${commit.slice(0, 8)}) to ${directory}`);
  const archive = run('git', ['archive', '--format=tar', commit], { cwd: root, encoding: 'buffer' });
  run('tar', ['-x', '-C', directory], { input: archive });

  const difference = firstLockDifference(
    readFileSync(join(root, 'package-lock.json'), 'utf8'),
    readFileSync(join(directory, 'package-lock.json'), 'utf8'),
  );
  let dependencies;
  if (difference === null) {
    dependencies = "linked to this checkout's node_modules (same locked packages for the API)";
    symlinkSync(join(root, 'node_modules'), join(directory, 'node_modules'), 'dir');
    if (existsSync(join(root, 'api', 'node_modules')))
      symlinkSync(join(root, 'api', 'node_modules'), join(directory, 'api', 'node_modules'), 'dir');
  } else {
    dependencies = `npm ci in the copy (its package-lock differs at ${difference})`;
    run('npm', ['ci', '--no-audit', '--no-fund', '--workspace', 'api', '--include-workspace-root'], {
      cwd: directory,
    });
  }
  log(`dependencies: ${dependencies}`);
  log('building the API (npm run build -w api)');
  run('npm', ['run', 'build', '-w', 'api'], { cwd: directory });
  writeFileSync(
    join(directory, MARKER),
    `${JSON.stringify({ ref, commit, dependencies, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  log(`built ${ref} (${commit.slice(0, 8)}) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return directory;
}

let options;
try {
  options = readArguments(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
try {
  console.log(buildRelease(options));
} catch (error) {
  console.error(`[build-release] FAILED: ${error.message}`);
  process.exit(1);
}
