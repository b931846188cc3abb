/**
 * Counts the CPU instructions a server spends, with valgrind's callgrind, which counts instructions
 * rather than time: the same build doing the same work gives nearly the same count whatever else the
 * two cores are doing, where time per request moves by tens of microseconds from run to run.
 *
 * The server runs under callgrind with counting off while it starts and warms up (so the JIT has
 * settled); the caller then opens counting windows around the work it wants counted. Kernel work
 * (syscalls) is not counted: the figures are the server's own user-space work.
 *
 * Valgrind runs a program some 50 times slower (and slower still when the machine is busy), so work
 * that follows the clock rather than the requests (timers, a flush once a second) would be charged to
 * 50 times fewer requests than in real use: a caller counts it apart and takes it out (see
 * telemetry-instructions.mjs).
 *
 * To turn instructions into microseconds, the same server is also run natively and its user CPU time
 * per request read from /proc: instructions per user microsecond, measured in the same run, is this
 * machine's rate for this kind of work.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processCpuTimes } from './portal-process.mjs';

const READY_TIMEOUT_MS = 300_000;

export function callgrindAvailable() {
  return (
    spawnSync('valgrind', ['--version'], { stdio: 'ignore' }).status === 0 &&
    spawnSync('callgrind_control', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

/**
 * valgrind names its control pipe after USER and HOST; callgrind_control must see the same values, and
 * the portal reads HOST as its listen address, so both get them explicitly.
 */
function controlEnvironment(host) {
  const user = process.env.USER || 'bench';
  return { ...process.env, USER: user, LOGNAME: user, HOST: host };
}

function requestOnce(agent, { port, path, headers }) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        response.resume();
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode));
      })
      .on('error', reject);
  });
}

/** A kept-alive socket the server has just closed resets the next request: that GET is sent again. */
async function requestAgainOnReset(agent, target) {
  try {
    return await requestOnce(agent, target);
  } catch (error) {
    if (error.code !== 'ECONNRESET') throw error;
    return requestOnce(agent, target);
  }
}

/** Sends `count` GET requests one after the other over one kept-alive connection. */
export async function sendSequentially({ agent, target, count, expectStatus }) {
  for (let index = 0; index < count; index += 1) {
    const status = await requestAgainOnReset(agent, target);
    if (status !== expectStatus)
      throw new Error(`${target.path} answered ${status}, expected ${expectStatus}`);
  }
}

async function waitUntilAnswering(agent, target, exited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited.value !== null) throw new Error(`server exited with ${exited.value} before it answered`);
    try {
      if ((await requestOnce(agent, target)) < 500) return;
    } catch {
      // not listening yet: under valgrind start-up takes a while
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${target.path} did not answer within ${READY_TIMEOUT_MS / 1000} s under callgrind`);
}

/** The instruction total of the newest dump in `directory` (<out>.<pid>.<part>). */
function newestDumpTotal(directory) {
  const parts = readdirSync(directory)
    .map((file) => ({ part: Number(/^callgrind\.out\.\d+\.(\d+)$/.exec(file)?.[1] ?? 0), file }))
    .filter(({ part }) => part > 0)
    .sort((a, b) => b.part - a.part);
  if (parts.length === 0) throw new Error('callgrind wrote no dump');
  const total = /^totals: (\d+)$/m.exec(readFileSync(join(directory, parts[0].file), 'utf8'))?.[1];
  if (total === undefined) throw new Error(`callgrind's dump ${parts[0].file} has no totals`);
  return Number(total);
}

/**
 * Starts `script` under callgrind with counting off and waits until GET `readyPath` answers. `env` must
 * make the server listen on 127.0.0.1:`port`. Returns the session: `count(work)` counts the instructions
 * the server spends while `work()` runs; `stop()` ends it.
 */
export async function startUnderCallgrind({ script, env, port, readyPath }) {
  const host = env.HOST ?? '127.0.0.1';
  const directory = mkdtempSync(join(tmpdir(), 'bench-callgrind-'));
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      `--callgrind-out-file=${join(directory, 'callgrind.out.%p')}`,
      process.execPath,
      // V8's memory reducer starts garbage collections on a timer, which under valgrind's slowdown
      // land in a window as often as its length in real time allows: the count of the same work then
      // moved by half from run to run. Without it, collections follow allocation, that is the work.
      // (Not --single-threaded either: V8's compiler and GC on the main thread moved it as much.)
      '--no-memory-reducer',
      // Collections at fixed points of the allocation and on the main thread: with V8's own schedule
      // and its helper threads, when a collection fell and how much of it the threads did moved a
      // window of the same requests by a tenth between windows; with these, windows agree to 0.2 %.
      '--predictable-gc-schedule',
      '--single-threaded-gc',
      script,
    ],
    { env: { ...controlEnvironment(host), ...env }, stdio: 'ignore' },
  );
  const exited = { value: null };
  const exit = new Promise((resolve) => child.once('exit', (code) => resolve((exited.value = code ?? -1))));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const control = (...args) =>
    execFileSync('callgrind_control', [...args, String(child.pid)], {
      env: controlEnvironment(host),
      stdio: 'ignore',
    });
  const stop = async () => {
    agent.destroy();
    if (exited.value === null) child.kill('SIGTERM');
    await exit;
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(agent, { port, path: readyPath, headers: {} }, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    agent,
    /** Instructions spent while `work()` ran, and the seconds it took. */
    async count(work) {
      control('--zero');
      control('--instr=on');
      const started = performance.now();
      try {
        await work();
      } finally {
        control('--instr=off');
      }
      const seconds = (performance.now() - started) / 1000;
      control('--dump');
      return { instructions: newestDumpTotal(directory), seconds };
    },
    stop,
  };
}

/**
 * User CPU microseconds per request of a server running natively (pid, on 127.0.0.1:`target.port`),
 * with the same one-at-a-time requests as the instruction counts, so the two describe the same work.
 */
export async function userMicrosecondsPerRequest({ pid, target, expectStatus, warmUpRequests, requests }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await sendSequentially({ agent, target, count: warmUpRequests, expectStatus });
    const before = processCpuTimes(pid).userUs;
    await sendSequentially({ agent, target, count: requests, expectStatus });
    return (processCpuTimes(pid).userUs - before) / requests;
  } finally {
    agent.destroy();
  }
}
