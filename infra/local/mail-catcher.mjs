import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where `npm start` puts the development catcher (the API's SMTP_URL default points at the first). */
export const DEV_SMTP_PORT = 1025;
export const DEV_MAIL_INBOX_PORT = 1080;
const START_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 200;

/** maildev's command line program (a root devDependency), found through its package entry point. */
function maildevProgram() {
  return join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
}

/** Node's arguments that run maildev with SMTP and its inbox on loopback only. */
export function maildevArguments({ smtpPort, inboxPort }) {
  return [
    maildevProgram(),
    '--smtp',
    String(smtpPort),
    '--ip',
    '127.0.0.1',
    '--web',
    String(inboxPort),
    '--web-ip',
    '127.0.0.1',
  ];
}

/** maildev's health probe under the inbox URL. */
export function inboxHealthUrl(inboxUrl) {
  return `${inboxUrl}/api/healthz`;
}

/** Whether nothing listens on the port on loopback. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitForInbox(inboxUrl, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('maildev exited during start-up');
    try {
      const response = await fetch(inboxHealthUrl(inboxUrl), { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`maildev did not answer at ${inboxUrl} within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * maildev, a real SMTP server with a web inbox, on loopback only: every mail the portal sends in
 * development (or in the local stack) lands there, readable at the inbox URL and through its REST
 * API (GET <inbox>/api/email). Resolves once the inbox answers. `log` prints maildev's own lines.
 */
export async function startMailCatcher({ smtpPort, inboxPort, log = () => undefined }) {
  const child = spawn(process.execPath, maildevArguments({ smtpPort, inboxPort }), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => log(line));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const inboxUrl = `http://localhost:${inboxPort}`;
  try {
    await waitForInbox(`http://127.0.0.1:${inboxPort}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    child,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
