/**
 * The scale-out stack (infra/stack/start-stack.mjs) as a benchmark's subject: started on its own base
 * port with a fresh database, its state read from its state file, released with
 * infra/stack/release-stack.mjs (every progress line kept with the time it arrived), stopped with
 * SIGTERM (which drops its database).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './bench-paths.mjs';

const START_SCRIPT = join(repositoryRoot, 'infra/stack/start-stack.mjs');
const RELEASE_SCRIPT = join(repositoryRoot, 'infra/stack/release-stack.mjs');
const READY_LINE = 'Booking Portal stack ready';
const STOP_TIMEOUT_MS = 60_000;

function eachLine(stream, onLine) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (text) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) onLine(line);
  });
}

/** Starts the stack; resolves once it says it is ready, with its state and stop(). */
export async function startBenchStack({ basePort, serverUrl, env }) {
  const stateFile = join(tmpdir(), `bp-bench-stack-${basePort}-${process.pid}.json`);
  const child = spawn(
    process.execPath,
    [START_SCRIPT, '--base-port', String(basePort), '--fresh-database', '--state-file', stateFile],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: serverUrl, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // Read on (a full pipe would stall the supervisor); its own lines are worth seeing in the bench's log.
  const ready = new Promise((resolve) =>
    eachLine(child.stdout, (line) => {
      // The release's own lines come through release-stack.mjs.
      if (line.startsWith('[stack]') && !line.startsWith('[stack] release:')) console.log(`  ${line}`);
      if (line.includes(READY_LINE)) resolve();
    }),
  );
  await Promise.race([
    ready,
    exited.then(({ code, signal }) => {
      throw new Error(`the stack exited (${code ?? signal}) before it was ready`);
    }),
  ]);
  return {
    stateFile,
    state: () => JSON.parse(readFileSync(stateFile, 'utf8')),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * `npm run stack:release -- <args>` against the stack: resolves when it ends, with its exit code and
 * every line it printed, each with `at` (performance.now() when it arrived) and `wallAt` (Date.now());
 * `onLine` sees each line
 * as it comes.
 */
export function releaseStack({ basePort, stateFile, args, onLine = () => undefined }) {
  const child = spawn(
    process.execPath,
    [RELEASE_SCRIPT, '--base-port', String(basePort), '--state-file', stateFile, ...args],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = [];
  const keep = (text) => {
    const line = { at: performance.now(), wallAt: Date.now(), text };
    lines.push(line);
    console.log(`  release: ${text}`);
    onLine(line);
  };
  eachLine(child.stdout, keep);
  eachLine(child.stderr, keep);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, lines })));
}
