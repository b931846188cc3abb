/**
 * Runs a Node server (the built portal or a baseline) as its own process, so the load generator in
 * this process does not share its event loop; waits until it answers.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './bench-paths.mjs';

const READY_TIMEOUT_MS = 60_000;

async function waitUntilAnswering(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS / 1000} s`);
}

export async function startServerProcess({ script, env, readyUrl }) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitUntilAnswering(readyUrl),
    exited.then((code) => {
      throw new Error(`${script} exited with code ${code} before it answered`);
    }),
  ]);
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const MICROSECONDS_PER_CLOCK_TICK = 1e6 / 100;

/**
 * CPU time a process has used so far in user and in kernel mode, from /proc (Linux): unlike
 * throughput, it does not depend on what else the two cores are busy with. Clock ticks are 10 ms, so
 * runs must be long.
 */
export function processCpuTimes(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3).
  return {
    userUs: Number(fields[11]) * MICROSECONDS_PER_CLOCK_TICK,
    systemUs: Number(fields[12]) * MICROSECONDS_PER_CLOCK_TICK,
  };
}

/** CPU time (user + system) a process has used so far. */
export function processCpuMicroseconds(pid) {
  const { userUs, systemUs } = processCpuTimes(pid);
  return userUs + systemUs;
}

/** What every production-build process of the benchmarks runs with (CLI steps and servers). */
export function benchEnvironment(databaseUrl) {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    // Production refuses to start without a mail server; the benchmarks send no mail.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_WORKER: 'false',
  };
}

/** The production build of the whole portal on a port, against the given database. */
export function startPortal({ databaseUrl, port, env = {} }) {
  return startServerProcess({
    script: join(repositoryRoot, 'api/dist/main.js'),
    env: {
      ...benchEnvironment(databaseUrl),
      PORT: String(port),
      // Any free port: a portal started by `npm start` may hold the default one.
      METRICS_PORT: '0',
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
}
