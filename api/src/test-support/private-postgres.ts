import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** Where Debian (and the CI machine) installs PostgreSQL's server binaries, one directory per version. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';
const SERVER_USER = 'postgres';
/** pg_ctl waits at most this long for the server to start or stop. */
const PG_CTL_WAIT_SECONDS = 60;

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth: no password). */
  readonly url: string;
  readonly port: number;
  /**
   * Stops the server. 'fast' is an operator's stop (sessions are told the server is shutting down);
   * 'immediate' is a crash: no checkpoint, the next start replays the write-ahead log.
   */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts the stopped server again, on the same port with the same data. */
  start(): Promise<void>;
  /** True while the server runs (its pid file exists). */
  isRunning(): boolean;
  /** Stops the server if it runs and removes its directory. Safe to call twice and after a failure. */
  destroy(): Promise<void>;
}

/** The bin directory of the newest PostgreSQL installed the Debian way, or null when there is none. */
export function postgresBinDirectory(): string | null {
  if (!fs.existsSync(DEBIAN_POSTGRES_ROOT)) return null;
  const versions = fs
    .readdirSync(DEBIAN_POSTGRES_ROOT)
    .filter((entry) => fs.existsSync(path.join(DEBIAN_POSTGRES_ROOT, entry, 'bin', 'initdb')))
    .sort((left, right) => Number(right) - Number(left));
  const newest = versions[0];
  return newest === undefined ? null : path.join(DEBIAN_POSTGRES_ROOT, newest, 'bin');
}

/** initdb and the server refuse to run as root: as root they run as the postgres user. */
function asServerUser(binary: string, args: readonly string[]): [string, string[]] {
  const runningAsRoot = process.getuid?.() === 0;
  return runningAsRoot ? ['runuser', ['-u', SERVER_USER, '--', binary, ...args]] : [binary, [...args]];
}

async function ownedByServerUser(directory: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const idOf = async (flag: '-u' | '-g'): Promise<number> =>
    Number((await run('id', [flag, SERVER_USER])).stdout.trim());
  fs.chownSync(directory, await idOf('-u'), await idOf('-g'));
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary directory, a free port on
 * 127.0.0.1, trust auth, fsync on), for tests that stop, crash or restart the database: the
 * shared server on 5432 serves other test files at the same time and must never be touched.
 */
export async function startPrivatePostgres(binDirectory: string): Promise<PrivatePostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-private-pg-'));
  const dataDirectory = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const pgCtl = path.join(binDirectory, 'pg_ctl');
  let destroyed = false;
  const isRunning = (): boolean => fs.existsSync(path.join(dataDirectory, 'postmaster.pid'));

  const serverTool = async (binary: string, args: readonly string[]): Promise<void> => {
    const [command, commandArgs] = asServerUser(binary, args);
    // The server user may not be allowed into the test's working directory.
    await run(command, commandArgs, { cwd: root });
  };
  const pgCtlStart = async (): Promise<void> => {
    await serverTool(pgCtl, [
      'start',
      '-D',
      dataDirectory,
      '-l',
      logFile,
      '-w',
      '-t',
      String(PG_CTL_WAIT_SECONDS),
    ]);
  };
  const pgCtlStop = async (mode: 'fast' | 'immediate'): Promise<void> => {
    await serverTool(pgCtl, [
      'stop',
      '-D',
      dataDirectory,
      '-m',
      mode,
      '-w',
      '-t',
      String(PG_CTL_WAIT_SECONDS),
    ]);
  };

  const destroy = async (): Promise<void> => {
    if (destroyed) return;
    destroyed = true;
    try {
      // The pid file says the server runs, also after a start that failed half-way.
      if (isRunning()) await pgCtlStop('immediate');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  };

  try {
    await ownedByServerUser(root);
    const port = await freePort();
    await serverTool(path.join(binDirectory, 'initdb'), [
      '-D',
      dataDirectory,
      '-U',
      SERVER_USER,
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    // Settings go into the cluster's own configuration: pg_ctl hands `-o` through a shell.
    fs.appendFileSync(
      path.join(dataDirectory, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${root}'`,
        // Durability is what the crash tests check: never trade it for speed here.
        'fsync = on',
        'synchronous_commit = on',
        'full_page_writes = on',
        '',
      ].join('\n'),
    );
    await pgCtlStart();
    return {
      url: `postgres://${SERVER_USER}@127.0.0.1:${port}/postgres`,
      port,
      stop: pgCtlStop,
      start: pgCtlStart,
      isRunning,
      destroy,
    };
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    await destroy().catch(() => undefined);
    throw new Error(`private PostgreSQL failed to start: ${String(error)}\n${log}`, { cause: error });
  }
}
