/**
 * The releases' record, infra/release/releases.json: one entry per release, oldest first, with its
 * version (the git tag, vMAJOR.MINOR.PATCH), commit and date. Kept in the repository because a clone may
 * come without tags (CI's does): the previous release is the record's last entry, and its tag, where
 * present, must name the same commit.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RECORD_PATH = 'infra/release/releases.json';
const VERSION_PATTERN = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return {
    ok: result.status === 0,
    output: (result.stdout ?? '').trim(),
    error: (result.stderr ?? '').trim(),
  };
}

/** [major, minor, patch] of 'vX.Y.Z', or null for anything else. */
export function parseVersion(version) {
  const match = VERSION_PATTERN.exec(version);
  return match ? match.slice(1).map(Number) : null;
}

/** True when version `a` comes after version `b`. */
export function isNewerVersion(a, b) {
  const [left, right] = [parseVersion(a), parseVersion(b)];
  for (let index = 0; index < 3; index += 1)
    if (left[index] !== right[index]) return left[index] > right[index];
  return false;
}

export function recordPathOf(root) {
  return join(root, RECORD_PATH);
}

export function readReleases(root = REPOSITORY_ROOT) {
  const releases = JSON.parse(readFileSync(recordPathOf(root), 'utf8'));
  for (const release of releases) {
    if (!parseVersion(release.version) || !/^[0-9a-f]{40}$/.test(release.commit))
      throw new Error(
        `${RECORD_PATH}: ${JSON.stringify(release)} is not a vX.Y.Z version with a full commit`,
      );
  }
  return releases;
}

export function writeReleases(root, releases) {
  writeFileSync(recordPathOf(root), `${JSON.stringify(releases, null, 2)}\n`);
}

/**
 * The last recorded release, checked against this clone: its commit must be in the history, and its tag,
 * when this clone has it, must point at that commit.
 */
export function previousRelease(root = REPOSITORY_ROOT) {
  const releases = readReleases(root);
  const release = releases.at(-1);
  if (!release) throw new Error(`${RECORD_PATH} records no release yet: tag one with npm run release:tag`);
  if (!git(root, ['cat-file', '-e', `${release.commit}^{commit}`]).ok)
    throw new Error(`${release.version}'s commit ${release.commit} is not in this clone's history`);
  const tagged = git(root, ['rev-parse', '--verify', '--quiet', `refs/tags/${release.version}^{commit}`]);
  if (tagged.ok && tagged.output !== release.commit)
    throw new Error(`tag ${release.version} names ${tagged.output}, the record ${release.commit}`);
  return release;
}
