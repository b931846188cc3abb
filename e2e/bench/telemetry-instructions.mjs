/**
 * The HTTP telemetry's cost end to end, counted in instructions (instruction-count.mjs): the same build
 * answering the same request with TELEMETRY_HTTP=off (the baseline) and on, each under callgrind.
 *
 * Under valgrind a second holds some 50 times fewer requests than natively (fewer still on a busy
 * machine), so what the server does by the clock rather than per request is taken out of the counted
 * window, on both sides:
 * - timers (the event-loop delay monitor, connection sweeps, ...): an idle window without requests gives
 *   their instructions per second, times the counted window's seconds;
 * - with telemetry on, the performance log's write once a second: the window's writes are counted (rows
 *   added to performance_logs) and one write's instructions are counted on their own (median of several).
 * What the writes cost is reported apart, per second of real time.
 *
 * Instructions become microseconds at this machine's rate for the same work, measured in the same run:
 * the baseline's instructions per request over its user CPU microseconds per request, run natively.
 */
import { join } from 'node:path';
import pg from 'pg';
import { repositoryRoot } from './bench-paths.mjs';
import { median } from './compare-servers.mjs';
import { sendSequentially, startUnderCallgrind, userMicrosecondsPerRequest } from './instruction-count.mjs';
import { startPortal } from './portal-process.mjs';

const PORT = 8296;
const REQUEST = { path: '/api/auth/session', expectStatus: 401 };
/** Enough for V8 to have optimized everything the request runs (checked with --trace-opt natively). */
const WARM_UP_REQUESTS = 20_000;
const COUNTED_REQUESTS = 4_000;
const FLUSH_SAMPLES = 5;
/** Longer than the performance log's one-second delay under valgrind. */
const SETTLE_MS = 3000;
const IDLE_SECONDS = 10;
const NATIVE_REQUESTS = 40_000;
const POLL_MS = 100;

function portalEnvironment(databaseUrl, telemetry) {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    METRICS_PORT: '0',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    TELEMETRY_HTTP: telemetry,
  };
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

async function countSide(databaseUrl, telemetry) {
  const session = await startUnderCallgrind({
    script: join(repositoryRoot, 'api/dist/main.js'),
    env: portalEnvironment(databaseUrl, telemetry),
    port: PORT,
    readyPath: '/readyz',
  });
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const target = { port: PORT, path: REQUEST.path, headers: {} };
    const send = (count) =>
      sendSequentially({ agent: session.agent, target, count, expectStatus: REQUEST.expectStatus });
    await send(WARM_UP_REQUESTS);
    // The warm-up's last write lands within the writer's one-second delay; then nothing is pending.
    await pause(SETTLE_MS);
    const idle = await session.count(() => pause(IDLE_SECONDS * 1000));
    const idlePerSecond = idle.instructions / idle.seconds;
    const rowsBefore = await performanceLogRows(database);
    const window = await session.count(() => send(COUNTED_REQUESTS));
    await pause(SETTLE_MS);
    const flushes = (await performanceLogRows(database)) - rowsBefore;
    const flushSamples = [];
    if (flushes > 0) {
      for (let sample = 0; sample < FLUSH_SAMPLES; sample += 1) {
        flushSamples.push(await countOneFlush(session, target, database, idlePerSecond));
      }
    }
    const flushInstructions = flushSamples.length > 0 ? median(flushSamples) : 0;
    const clockDriven = idlePerSecond * window.seconds + flushes * flushInstructions;
    return {
      perRequest: (window.instructions - clockDriven) / COUNTED_REQUESTS,
      windowSeconds: window.seconds,
      idlePerSecond,
      flushes,
      flushInstructions,
    };
  } finally {
    await database.end();
    await session.stop();
  }
}

/** This machine's instructions per user-mode microsecond for the baseline's request, run natively. */
async function instructionsPerMicrosecond(databaseUrl, baselineInstructionsPerRequest) {
  const server = await startPortal({ databaseUrl, port: PORT, env: { TELEMETRY_HTTP: 'off' } });
  try {
    const userUs = await userMicrosecondsPerRequest({
      pid: server.pid,
      target: { port: PORT, path: REQUEST.path, headers: {} },
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
  const off = await countSide(databaseUrl, 'off');
  const on = await countSide(databaseUrl, 'on');
  const { rate, userUs } = await instructionsPerMicrosecond(databaseUrl, off.perRequest);
  const round2 = (value) => Math.round(value * 100) / 100;
  return {
    offPerRequest: Math.round(off.perRequest),
    onPerRequest: Math.round(on.perRequest),
    extraPerRequest: Math.round(on.perRequest - off.perRequest),
    instructionsPerUs: Math.round(rate),
    baselineUserUsPerRequest: round2(userUs),
    costUs: round2((on.perRequest - off.perRequest) / rate),
    windowSeconds: { off: Math.round(off.windowSeconds), on: Math.round(on.windowSeconds) },
    timerInstructionsPerSecond: { off: Math.round(off.idlePerSecond), on: Math.round(on.idlePerSecond) },
    flushesInWindow: on.flushes,
    flushInstructions: Math.round(on.flushInstructions),
    flushUsPerSecond: round2(on.flushInstructions / rate),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureTelemetryInstructions(process.argv[2]));
}
