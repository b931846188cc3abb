#!/usr/bin/env node
/**
 * `npm run release:tag -- vX.Y.Z [--ref <commit>]`: makes a release of HEAD (or of --ref): an annotated git
 * tag vX.Y.Z and an entry (version, commit, commit date) appended to infra/release/releases.json, which
 * it commits on its own (`git commit -- infra/release/releases.json`: nothing else staged goes with it).
 * Refuses a version not above the last recorded one, a tag that exists, and a commit already recorded.
 * Publish both afterwards: `git push origin HEAD vX.Y.Z`.
 */
import { spawnSync } from 'node:child_process';
import {
  isNewerVersion,
  parseVersion,
  readReleases,
  recordPathOf,
  REPOSITORY_ROOT,
  writeReleases,
} from './releases.mjs';

const USAGE = 'usage: npm run release:tag -- vX.Y.Z [--ref <commit>]';

function git(args) {
  const result = spawnSync('git', args, { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${(result.stderr ?? '').trim()}`);
  return (result.stdout ?? '').trim();
}

function readArguments(argv) {
  const options = { version: null, ref: 'HEAD' };
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--ref' && argv[index + 1]) {
      options.ref = argv[index + 1];
      index += 1;
    } else if (!options.version && parseVersion(argv[index])) {
      options.version = argv[index];
    } else {
      throw new Error(`not a vX.Y.Z version or option: ${argv[index]}`);
    }
  }
  if (!options.version) throw new Error('the version is required');
  return options;
}

function tagRelease({ version, ref }) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const releases = readReleases();
  const last = releases.at(-1);
  if (last && !isNewerVersion(version, last.version))
    throw new Error(`${version} is not above the last release, ${last.version}`);
  const recorded = releases.find((release) => release.commit === commit);
  if (recorded) throw new Error(`${commit.slice(0, 8)} is already released as ${recorded.version}`);
  if (
    spawnSync('git', ['rev-parse', '--verify', '--quiet', `refs/tags/${version}`], { cwd: REPOSITORY_ROOT })
      .status === 0
  )
    throw new Error(`the tag ${version} exists already`);

  const date = git(['show', '-s', '--format=%cI', commit]);
  git(['tag', '-a', version, '-m', `Release ${version}`, commit]);
  writeReleases(REPOSITORY_ROOT, [...releases, { version, commit, date }]);
  const recordPath = recordPathOf(REPOSITORY_ROOT);
  git([
    'commit',
    '-q',
    '-m',
    `Release ${version}: recorded (commit ${commit.slice(0, 8)})`,
    '--',
    recordPath,
  ]);
  console.log(`tagged ${version} at ${commit.slice(0, 8)} and recorded it in infra/release/releases.json`);
  console.log(`publish with: git push origin HEAD ${version}`);
}

try {
  tagRelease(readArguments(process.argv.slice(2)));
} catch (error) {
  console.error(`release:tag: ${error.message}\n${USAGE}`);
  process.exit(1);
}
