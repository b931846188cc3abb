import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { REPOSITORY_ROOT, STACK_BASE_PORT, STACK_STATE_FILE } from './stack-environment';

/**
 * The previous release's API, built beside this checkout (infra/release/build-release.mjs, cached by
 * commit: the release matrix of the unit tests has usually built it already). Its directory.
 */
export function buildPreviousRelease(): { version: string; directory: string } {
  const releases = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { previousRelease } from './infra/release/releases.mjs'; console.log(previousRelease(process.cwd()).version);",
    ],
    { cwd: REPOSITORY_ROOT, encoding: 'utf8' },
  );
  if (releases.status !== 0) throw new Error(`no previous release: ${releases.stderr}`);
  const version = releases.stdout.trim();
  const build = spawnSync(
    process.execPath,
    [path.join(REPOSITORY_ROOT, 'infra', 'release', 'build-release.mjs'), '--ref', version],
    { cwd: REPOSITORY_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (build.status !== 0) throw new Error(`building ${version} failed:\n${build.stderr}`);
  const directory = build.stdout.trim().split('\n').at(-1) ?? '';
  return { version, directory };
}

/** `npm run stack:release` against the test's stack: its output, and whether it finished. */
export function releaseStack(args: string[]): Promise<{ finished: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(REPOSITORY_ROOT, 'infra', 'stack', 'release-stack.mjs'),
        '--base-port',
        String(STACK_BASE_PORT),
        '--state-file',
        STACK_STATE_FILE,
        ...args,
      ],
      { cwd: REPOSITORY_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ finished: code === 0, output }));
  });
}

/** The load's bookings by title, where a title appears more than once (a POST applied twice). */
export async function bookingsTitled(
  databaseUrl: string,
  titlePrefix: string,
): Promise<{ rows: number; duplicated: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ title: string; count: number }>(
      `SELECT title, count(*)::int AS count FROM bookings WHERE title LIKE $1 || ' %' GROUP BY title`,
      [titlePrefix],
    );
    return {
      rows: result.rows.reduce((sum, row) => sum + row.count, 0),
      duplicated: result.rows.filter((row) => row.count > 1).map((row) => row.title),
    };
  } finally {
    await client.end();
  }
}
