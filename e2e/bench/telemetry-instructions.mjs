/**
 * The HTTP telemetry's cost end to end, counted in instructions (instruction-count.mjs): the same build
 * answering the same request with TELEMETRY_HTTP=off (the baseline) and on, both in one process under
 * callgrind (telemetry-pair-server.mjs), in alternating windows whose medians are compared. Counted in
 * two processes, the same work differed by tens of thousands of instructions between them (each has
 * its own JIT and memory layout), several times what the telemetry costs.
 *
 * Under valgrind a second holds some 50 times fewer requests than natively, so what the server does by
 * the clock rather than per request is taken out of each window:
 * - timers (the event-loop delay monitor, connection sweeps, ...): an idle window without requests gives
 *   their instructions per second, times the counted window's seconds;
 * - on the telemetry's side, the performance log's write once a second: the window's writes are counted
 *   (rows added to performance_logs) and one write's instructions are counted on their own (median of
 *   several). What the writes cost is reported apart, per second of real time.
 *
 * Instructions become microseconds at this machine's rate for the same work, measured in the same run:
 * the baseline's instructions per request over its user CPU microseconds per request, run natively.
 */
import { join } from 'node:path';
import pg from 'pg';
import { repositoryRoot } from './bench-paths.mjs';
import { median } from './bench-figures.mjs';
import { sendSequentially, startUnderCallgrind, userMicrosecondsPerRequest } from './instruction-count.mjs';
import { benchEnvironment, startServerProcess } from './portal-process.mjs';

const PORTS = { off: 8296, on: 8298 };
const PAIR_SERVER = join(repositoryRoot, 'e2e/bench/telemetry-pair-server.mjs');
const REQUEST = { path: '/api/auth/session', expectStatus: 401 };
/** Enough for V8 to have optimized everything the request runs (checked with --trace-opt natively). */
const WARM_UP_REQUESTS = 20_000;
const WARM_UP_CHUNK = 1_000;
/** Per window; ROUNDS windows on each side, alternating, after SETTLING_ROUNDS not counted. */
const COUNTED_REQUESTS = 2_000;
const ROUNDS = 6;
/**
 * The first windows after the warm-up and the idle window still counted a tenth to twice more than the
 * later ones, on both sides (V8 settling under valgrind's slowdown): the same work is sent, uncounted.
 */
const SETTLING_ROUNDS = 1;
const FLUSH_SAMPLES = 5;
/** Longer than the performance log's one-second delay under valgrind. */
const SETTLE_MS = 3000;
const IDLE_SECONDS = 10;
const NATIVE_REQUESTS = 40_000;
const POLL_MS = 100;

function pairEnvironment(databaseUrl, ports = PORTS) {
  return { ...benchEnvironment(databaseUrl), OFF_PORT: String(ports.off), ON_PORT: String(ports.on) };
}

function targetOf(side) {
  return { port: PORTS[side], path: REQUEST.path, headers: {} };
}

async function performanceLogRows(database) {
  const result = await database.query('select count(*)::int as rows from performance_logs');
  return result.rows[0].rows;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Instructions of one flush: a request (not counted) opens a group, the window spans its write. */
async function countOneFlush(session, target, database, idlePerSecond) {
  await sendSequentially({ agent: session.agent, target, count: 1, expectStatus: REQUEST.expectStatus });
  const before = await performanceLogRows(database);
  const { instructions, seconds } = await session.count(async () => {
    while ((await performanceLogRows(database)) === before) await pause(POLL_MS);
  });
  return instructions - idlePerSecond * seconds;
}

/**
 * Instructions per request of each side, clock-driven work taken out: the median over alternating
 * windows, so both sides meet the process in the same states (JIT, heap, what the machine runs).
 */
async function countBothSides(session, database) {
  const send = (side, count) =>
    sendSequentially({
      agent: session.agent,
      target: targetOf(side),
      count,
      expectStatus: REQUEST.expectStatus,
    });
  // Alternating, as the counted windows do: shared code meets both sides' shapes before it is counted
  // (one side warmed after the other made V8 re-optimize in the first windows).
  for (let sent = 0; sent < WARM_UP_REQUESTS; sent += WARM_UP_CHUNK)
    for (const side of ['off', 'on']) await send(side, WARM_UP_CHUNK);
  // The warm-up's last write lands within the writer's one-second delay; then nothing is pending.
  await pause(SETTLE_MS);
  const idle = await session.count(() => pause(IDLE_SECONDS * 1000));
  const idlePerSecond = idle.instructions / idle.seconds;
  for (let round = 0; round < SETTLING_ROUNDS; round += 1)
    for (const side of ['off', 'on']) await send(side, COUNTED_REQUESTS);
  const windows = { off: [], on: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of ['off', 'on']) {
      const rowsBefore = await performanceLogRows(database);
      const window = await session.count(() => send(side, COUNTED_REQUESTS));
      const flushes = (await performanceLogRows(database)) - rowsBefore;
      windows[side].push({ ...window, flushes });
      // A write still pending from the telemetry's window lands here, outside every window.
      await pause(SETTLE_MS);
    }
  }
  const flushSamples = [];
  for (let sample = 0; sample < FLUSH_SAMPLES; sample += 1)
    flushSamples.push(await countOneFlush(session, targetOf('on'), database, idlePerSecond));
  const flushInstructions = median(flushSamples);
  const perWindow = (side) =>
    windows[side].map(
      (window) =>
        (window.instructions - idlePerSecond * window.seconds - window.flushes * flushInstructions) /
        COUNTED_REQUESTS,
    );
  const windowsPerRequest = { off: perWindow('off'), on: perWindow('on') };
  // Each round's on window against the off window just before it: what both met alike cancels out.
  const extra = median(windowsPerRequest.on.map((on, round) => on - (windowsPerRequest.off[round] ?? on)));
  const off = median(windowsPerRequest.off);
  return {
    off,
    extra,
    windowsPerRequest,
    windowSeconds: median([...windows.off, ...windows.on].map((window) => window.seconds)),
    flushInstructions,
  };
}

/** telemetry-pair-server.mjs run natively: telemetry off on `ports.off`, on on `ports.on`. */
export function startTelemetryPairServer(databaseUrl, ports) {
  return startServerProcess({
    script: PAIR_SERVER,
    env: pairEnvironment(databaseUrl, ports),
    readyUrl: `http://127.0.0.1:${ports.off}/healthz`,
  });
}

/** This machine's instructions per user-mode microsecond for the baseline's request, run natively. */
async function instructionsPerMicrosecond(databaseUrl, baselineInstructionsPerRequest) {
  const server = await startTelemetryPairServer(databaseUrl, PORTS);
  try {
    const userUs = await userMicrosecondsPerRequest({
      pid: server.pid,
      target: targetOf('off'),
      expectStatus: REQUEST.expectStatus,
      warmUpRequests: WARM_UP_REQUESTS,
      requests: NATIVE_REQUESTS,
    });
    return { rate: baselineInstructionsPerRequest / userUs, userUs };
  } finally {
    await server.stop();
  }
}

export async function measureTelemetryInstructions(databaseUrl) {
  const session = await startUnderCallgrind({
    script: PAIR_SERVER,
    env: pairEnvironment(databaseUrl),
    port: PORTS.on,
    readyPath: '/healthz',
  });
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  let counted;
  try {
    counted = await countBothSides(session, database);
  } finally {
    await database.end();
    await session.stop();
  }
  const { rate, userUs } = await instructionsPerMicrosecond(databaseUrl, counted.off);
  const round2 = (value) => Math.round(value * 100) / 100;
  return {
    offPerRequest: Math.round(counted.off),
    extraPerRequest: Math.round(counted.extra),
    instructionsPerUs: Math.round(rate),
    baselineUserUsPerRequest: round2(userUs),
    costUs: round2(counted.extra / rate),
    warmUpRequests: WARM_UP_REQUESTS,
    settlingRounds: SETTLING_ROUNDS,
    rounds: ROUNDS,
    windowsPerRequest: {
      off: counted.windowsPerRequest.off.map(Math.round),
      on: counted.windowsPerRequest.on.map(Math.round),
    },
    requestsPerWindow: COUNTED_REQUESTS,
    windowSeconds: Math.round(counted.windowSeconds),
    flushInstructions: Math.round(counted.flushInstructions),
    flushUsPerSecond: round2(counted.flushInstructions / rate),
  };
}
