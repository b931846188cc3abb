import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** Clear of `npm start` (8080, 8090, metrics 9464) and of the browser tests' portal (8181, 8191). */
const DEFAULT_BASE_PORT = 8280;
const DEFAULT_DATABASE = 'bp_stack';
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,47}$/;

export const USAGE = `npm run stack [-- options]

Runs the scale-out layout on this machine from Debian's packages: nginx in front of two API
processes on one PostgreSQL database, the remotes on their own static origins, Prometheus
scraping both API processes, and (without SMTP_URL) maildev receiving the mail both send.
Ctrl-C stops everything.

Options (environment variable in brackets):
  --base-port N          first of the stack's ports [STACK_BASE_PORT] (default ${DEFAULT_BASE_PORT}):
                         portal N, API processes N+1 and N+2, remotes N+3 to N+5,
                         the shell's static server N+6, maildev's SMTP N+7 and inbox N+8,
                         Prometheus N+10, API metrics N+11 and N+12; a release
                         (npm run stack:release) moves each API process to N+13 or N+14,
                         metrics N+15 or N+16, and back at the next
  --database NAME        database on the PostgreSQL server of DATABASE_URL (default the local
                         server) [STACK_DATABASE] (default ${DEFAULT_DATABASE}); created, migrated and
                         seeded with the demo data when empty
  --fresh-database       a new database for this run only, dropped when the stack stops
  --state-file PATH      where the stack writes its addresses and process ids as JSON, and
                         where npm run stack:release finds it [STACK_STATE_FILE] (default
                         booking-portal-stack-<base port>.json in the temporary directory)
  --backup-restore-check pg_dump the database, pg_restore it into a new one, compare the row
                         count of every table, drop the copy; exits non-zero on any difference
  --help                 this text`;

/** The server part of DATABASE_URL (or the local server): the stack makes its own database there. */
function databaseServerUrl(env) {
  return env.DATABASE_URL || DEFAULT_SERVER_URL;
}

/** Where a stack on `basePort` writes its state unless told otherwise (the release command reads it). */
export function defaultStateFile(basePort) {
  return join(tmpdir(), `booking-portal-stack-${basePort}.json`);
}

export function databaseUrlOf(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function port(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535 - HIGHEST_PORT_OFFSET) {
    throw new Error(`${name} must be a port number from 1 to ${65535 - HIGHEST_PORT_OFFSET}, not ${value}`);
  }
  return number;
}

const HIGHEST_PORT_OFFSET = 16;

/** Every address of the stack follows from one base port, so a second stack needs one option. */
export function stackPorts(basePort) {
  return {
    portal: basePort,
    apis: [basePort + 1, basePort + 2],
    /**
     * Each API process has two places: during a release its successor starts on the other one
     * while it still serves, and the next release moves back.
     */
    apiAlternates: [basePort + 13, basePort + 14],
    remotes: { calendar: basePort + 3, admin: basePort + 4, public: basePort + 5 },
    shell: basePort + 6,
    /** maildev, when SMTP_URL does not name a real mail server. */
    smtp: basePort + 7,
    mailInbox: basePort + 8,
    prometheus: basePort + 10,
    metrics: [basePort + 11, basePort + 12],
    metricsAlternates: [basePort + 15, basePort + 16],
  };
}

export function readStackOptions(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-port': { type: 'string' },
      database: { type: 'string' },
      'fresh-database': { type: 'boolean', default: false },
      'state-file': { type: 'string' },
      'backup-restore-check': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const freshDatabase = values['fresh-database'];
  const basePort = port(values['base-port'] ?? env.STACK_BASE_PORT ?? DEFAULT_BASE_PORT, '--base-port');
  const database = freshDatabase
    ? `bp_stack_${Date.now()}_${process.pid}`
    : (values.database ?? env.STACK_DATABASE ?? DEFAULT_DATABASE);
  if (!DATABASE_NAME.test(database)) {
    throw new Error(`--database must be a plain lower-case name (letters, digits, _), not ${database}`);
  }
  return {
    help: values.help,
    backupRestoreCheck: values['backup-restore-check'],
    basePort,
    database,
    freshDatabase,
    stateFile: values['state-file'] ?? env.STACK_STATE_FILE ?? defaultStateFile(basePort),
    serverUrl: databaseServerUrl(env),
  };
}
