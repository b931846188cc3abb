import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CHECK_BINARIES,
  findBinary,
  locateBinary,
  missingBinaryMessage,
  STACK_BINARIES,
} from '../../infra/stack/binaries.mjs';
import { CHROMIUM_PATH } from '../support/environment';

/** Ports 8480 to 8492: clear of `npm start`, `npm run stack` (8280...) and the main browser tests (8181). */
export const STACK_BASE_PORT = Number(process.env.E2E_STACK_BASE_PORT ?? '8480');
export const STACK_PORTAL_URL = `http://localhost:${STACK_BASE_PORT}`;
/** Where the stack script writes its addresses and process ids (--state-file). */
export const STACK_STATE_FILE = path.join(tmpdir(), `booking-portal-e2e-stack-${STACK_BASE_PORT}.json`);
/** Low enough to reach from a test, high enough that nothing else in the run meets it. */
export const STACK_PUBLIC_SCHEDULE_LIMIT = 20;
/** How often each replica looks for due mail in the stack test. */
export const STACK_MAIL_POLL_MS = 200;
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
  /** The stack's database on the PostgreSQL server (tests queue mail there as the API would). */
  databaseUrl: string;
  /** Where both replicas send mail, and maildev's inbox (null when SMTP_URL named another server). */
  mail: { smtp: string; inbox: string | null };
}

function postgresAnswers(pgIsReady: string, serverUrl: string): boolean {
  return spawnSync(pgIsReady, ['--dbname', serverUrl, '--timeout', '3']).status === 0;
}

/**
 * Why the stack cannot run here, or null when it can: it needs Debian's nginx, prometheus and
 * PostgreSQL client tools, a reachable PostgreSQL server and Chromium.
 */
function missingPrerequisite(): string | null {
  // The stack script's own lookup (PATH, then Debian's sbin), so both agree on what is installed.
  for (const binary of [...Object.keys(STACK_BINARIES), ...Object.keys(CHECK_BINARIES)]) {
    if (locateBinary(binary) === null) return missingBinaryMessage(binary);
  }
  if (!existsSync(CHROMIUM_PATH)) return `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`;
  const server = process.env.DATABASE_URL || DEFAULT_DATABASE_SERVER;
  if (!postgresAnswers(findBinary('pg_isready'), server))
    return `PostgreSQL does not answer at ${new URL(server).host} (set DATABASE_URL)`;
  return null;
}

export const STACK_UNAVAILABLE = missingPrerequisite();
/**
 * CI installs every prerequisite or stops, and always sets E2E_REQUIRE_STACK (.ci/run): there a
 * missing one fails the run instead of skipping the stack test quietly.
 */
if (STACK_UNAVAILABLE !== null && process.env.E2E_REQUIRE_STACK === '1') {
  throw new Error(`E2E_REQUIRE_STACK is set but the stack cannot run here: ${STACK_UNAVAILABLE}`);
}

export function readStackState(): StackState {
  return JSON.parse(readFileSync(STACK_STATE_FILE, 'utf8')) as StackState;
}
