import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * release:tag (tag-release.mjs) in a repository of its own: the scripts copied into a fresh git
 * repository with a first release recorded, so tags and commits are made there, not here.
 */
const RELEASE_DIRECTORY = path.resolve(__dirname, '..');
const SCRIPTS = ['releases.mjs', 'tag-release.mjs'];

interface Release {
  version: string;
  commit: string;
  date: string;
}

function run(cwd: string, command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function git(cwd: string, args: string[]): string {
  const result = run(cwd, 'git', args);
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.output}`);
  return result.output.trim();
}

describe('release:tag', () => {
  let repository: string;
  let firstCommit: string;
  const recordFile = (): string => path.join(repository, 'infra', 'release', 'releases.json');
  const readRecord = (): Release[] => JSON.parse(fs.readFileSync(recordFile(), 'utf8')) as Release[];
  const tagRelease = (...args: string[]) =>
    run(repository, process.execPath, [
      path.join(repository, 'infra', 'release', 'tag-release.mjs'),
      ...args,
    ]);
  const previousRelease = () =>
    run(repository, process.execPath, [
      '--input-type=module',
      '-e',
      `import { previousRelease } from './infra/release/releases.mjs'; console.log(JSON.stringify(previousRelease()));`,
    ]);

  beforeEach(() => {
    repository = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-tag-release-'));
    fs.mkdirSync(path.join(repository, 'infra', 'release'), { recursive: true });
    for (const script of SCRIPTS)
      fs.copyFileSync(
        path.join(RELEASE_DIRECTORY, script),
        path.join(repository, 'infra', 'release', script),
      );
    git(repository, ['init', '-q', '-b', 'main']);
    git(repository, ['config', 'user.email', 'release@test.invalid']);
    git(repository, ['config', 'user.name', 'Release test']);
    fs.writeFileSync(recordFile(), '[]\n');
    git(repository, ['add', '.']);
    git(repository, ['commit', '-q', '-m', 'first']);
    firstCommit = git(repository, ['rev-parse', 'HEAD']);
    fs.writeFileSync(
      recordFile(),
      `${JSON.stringify([{ version: 'v0.35.0', commit: firstCommit, date: '2026-12-01T00:00:00+00:00' }], null, 2)}\n`,
    );
    git(repository, ['commit', '-q', '-m', 'record v0.35.0', '--', recordFile()]);
  });
  afterEach(() => {
    fs.rmSync(repository, { recursive: true, force: true });
  });

  it('tags HEAD, appends its record and commits the record alone', () => {
    fs.writeFileSync(path.join(repository, 'unrelated.txt'), 'staged, not part of the release commit\n');
    git(repository, ['add', 'unrelated.txt']);
    const released = git(repository, ['rev-parse', 'HEAD']);

    const outcome = tagRelease('v0.36.0');

    expect(outcome).toEqual({ status: 0, output: expect.stringContaining('tagged v0.36.0') });
    expect(git(repository, ['rev-parse', 'v0.36.0^{commit}'])).toBe(released);
    expect(git(repository, ['cat-file', '-t', 'v0.36.0'])).toBe('tag');
    expect(readRecord().map(({ version, commit }) => [version, commit])).toEqual([
      ['v0.35.0', firstCommit],
      ['v0.36.0', released],
    ]);
    expect(readRecord()[1]?.date).toBe(git(repository, ['show', '-s', '--format=%cI', released]));
    expect(git(repository, ['show', '--name-only', '--format=', 'HEAD'])).toBe('infra/release/releases.json');
    expect(git(repository, ['diff', '--cached', '--name-only'])).toBe('unrelated.txt');
    expect(JSON.parse(previousRelease().output)).toEqual(
      expect.objectContaining({ version: 'v0.36.0', commit: released }),
    );
  });

  it('refuses a version not above the last, a commit released already and a tag that exists', () => {
    expect(tagRelease('v0.34.9')).toEqual({
      status: 1,
      output: expect.stringContaining('not above the last release, v0.35.0'),
    });
    expect(tagRelease('v0.36.0', '--ref', firstCommit)).toEqual({
      status: 1,
      output: expect.stringContaining('already released as v0.35.0'),
    });
    git(repository, ['tag', 'v0.37.0']);
    expect(tagRelease('v0.37.0')).toEqual({
      status: 1,
      output: expect.stringContaining('the tag v0.37.0 exists already'),
    });
    expect(tagRelease('0.38')).toEqual({
      status: 1,
      output: expect.stringContaining('not a vX.Y.Z version'),
    });
    expect(readRecord()).toHaveLength(1);
  });

  it('finds the previous release without tags, and refuses a tag that names another commit', () => {
    expect(JSON.parse(previousRelease().output)).toEqual(
      expect.objectContaining({ version: 'v0.35.0', commit: firstCommit }),
    );
    git(repository, ['tag', 'v0.35.0', 'HEAD']);
    expect(previousRelease()).toEqual({ status: 1, output: expect.stringContaining(`tag v0.35.0 names`) });
  });
});
