import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../support/environment';

/** Ports 8480 to 8492: clear of `npm start`, `npm run stack` (8280...) and the main browser tests (8181). */
export const STACK_BASE_PORT = Number(process.env.E2E_STACK_BASE_PORT ?? '8480');
export const STACK_PORTAL_URL = `http://localhost:${STACK_BASE_PORT}`;
/** Where the stack script writes its addresses and process ids (--state-file). */
export const STACK_STATE_FILE = path.join(tmpdir(), `booking-portal-e2e-stack-${STACK_BASE_PORT}.json`);
/** Low enough to reach from a test, high enough that nothing else in the run meets it. */
export const STACK_PUBLIC_SCHEDULE_LIMIT = 20;
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');
export const STACK_SCRIPT = path.join(REPOSITORY_ROOT, 'infra', 'stack', 'start-stack.mjs');
const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432/test';

export interface StackState {
  portal: string;
  database: string;
  apis: { instanceId: string; pid: number; url: string; metrics: string }[];
  /** The shell's static server, behind nginx. */
  shell: string;
  remotes: Record<'calendar' | 'admin' | 'public', string>;
  prometheus: string;
  alertRules: string;
}

/** Where infra/stack/binaries.mjs looks: PATH, then Debian's /usr/sbin (nginx), outside a user's PATH. */
function installed(binary: string): boolean {
  const directories = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'];
  return directories.filter(Boolean).some((directory) => {
    try {
      accessSync(path.join(directory, binary), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function postgresAnswers(serverUrl: string): boolean {
  return spawnSync('pg_isready', ['--dbname', serverUrl, '--timeout', '3']).status === 0;
}

/**
 * Why the stack cannot run here, or null when it can: it needs Debian's nginx, prometheus and
 * PostgreSQL client tools, a reachable PostgreSQL server and Chromium.
 */
function missingPrerequisite(): string | null {
  const binaries: [string, string][] = [
    ['nginx', 'apt-get install nginx-light'],
    ['prometheus', 'apt-get install prometheus'],
    ['pg_isready', 'apt-get install postgresql-client'],
    ['pg_dump', 'apt-get install postgresql-client'],
    ['pg_restore', 'apt-get install postgresql-client'],
  ];
  for (const [binary, install] of binaries) {
    if (!installed(binary)) return `${binary} is not installed (${install})`;
  }
  if (!existsSync(CHROMIUM_PATH)) return `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`;
  const server = process.env.DATABASE_URL || DEFAULT_DATABASE_SERVER;
  if (!postgresAnswers(server))
    return `PostgreSQL does not answer at ${new URL(server).host} (set DATABASE_URL)`;
  return null;
}

export const STACK_UNAVAILABLE = missingPrerequisite();
/**
 * CI installs every prerequisite (.ci/run sets E2E_REQUIRE_STACK once it has): there a missing one
 * fails the run instead of skipping the stack test quietly.
 */
if (STACK_UNAVAILABLE !== null && process.env.E2E_REQUIRE_STACK === '1') {
  throw new Error(`E2E_REQUIRE_STACK is set but the stack cannot run here: ${STACK_UNAVAILABLE}`);
}

export function readStackState(): StackState {
  return JSON.parse(readFileSync(STACK_STATE_FILE, 'utf8')) as StackState;
}
