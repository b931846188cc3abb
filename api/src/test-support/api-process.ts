import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { until } from './deadline';
import { freePort } from './free-port';

/** The API's entry point, run from source through tsx: jest runs before (and without) `npm run build`. */
const MAIN_SOURCE = path.resolve(__dirname, '..', 'main.ts');
const API_DIRECTORY = path.resolve(__dirname, '..', '..');
/** Starting means transpiling and migrating on a busy two-core machine: generous, it is not a measurement. */
const START_DEADLINE_MS = 60_000;
/** How much of the process's output is kept for the failure message. */
const OUTPUT_TAIL_CHARS = 20_000;

/** Environment variables the API reads; none leaks from the test runner into the child. */
const API_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'SESSION_SECRET',
  'PUBLIC_ORIGIN',
  'ALLOWED_ORIGINS',
  'EMBED_ALLOWED_ORIGINS',
  'REMOTE_ORIGINS',
  'TRUST_PROXY',
  'INSTANCE_ID',
  'SESSION_TTL_HOURS',
  'LOG_LEVEL',
  'SEED_DEMO',
  'MIGRATE_ON_START',
  'SHUTDOWN_READINESS_DELAY_MS',
  'WEB_ROOT',
  'REMOTES_MANIFEST',
  'METRICS_PORT',
  'METRICS_HOST',
  'TELEMETRY_HTTP',
  'TELEMETRY_RETENTION_DAYS',
  'AUDIT_RETENTION_DAYS',
  'PUBLIC_ORGANIZATION_SLUG',
  'PUBLIC_SCHEDULE_RATE_LIMIT',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_WORKER',
  'MAIL_POLL_MS',
  'MAIL_RETRY_BASE_MS',
  'MAIL_RETRY_MAX_MS',
  'PERFORMER_DIGEST_QUIET_MINUTES',
];

interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcess {
  /** http://127.0.0.1:<port>, also the portal origin the process is configured with. */
  readonly baseUrl: string;
  readonly pid: number;
  /** Settles when the process has exited, whatever the reason. */
  readonly exited: Promise<ProcessExit>;
  /** True until the process exits. */
  isRunning(): boolean;
  signal(signal: NodeJS.Signals): void;
  /** The end of what the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGKILL if still running, and waits for the exit. */
  stop(): Promise<void>;
}

function childEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const name of API_VARIABLES) delete environment[name];
  return { ...environment, ...settings };
}

async function answersReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * The API as its own operating-system process (what a supervisor runs), on a free port against
 * `databaseUrl`, resolved once /readyz answers 200. Logs at info level are kept for failure messages.
 * `settings` adds or overrides environment variables of the process (TRUST_PROXY, INSTANCE_ID, ...).
 */
export async function startApiProcess(
  databaseUrl: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-api-process-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN_SOURCE], {
    cwd: API_DIRECTORY,
    env: childEnvironment({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: baseUrl,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'never',
      METRICS_PORT: '0',
      WEB_ROOT: webRoot,
      // A child sends mail only to a server its test names, never to a developer's catcher on 1025.
      MAIL_WORKER: settings.SMTP_URL === undefined ? 'off' : 'on',
      ...settings,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<ProcessExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      fs.rmSync(webRoot, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the API process did not start');

  const api: ApiProcess = {
    baseUrl,
    pid,
    exited,
    isRunning: () => running,
    signal: (signal) => {
      child.kill(signal);
    },
    output: () => tail,
    async stop() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
  };
  try {
    await until('the API process answers /readyz with 200', START_DEADLINE_MS, async () => {
      if (!running) throw new Error(`the API process exited during start-up:\n${tail}`);
      return answersReady(baseUrl);
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return api;
}
