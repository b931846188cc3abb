/**
 * The cost of the telemetry middleware (HTTP metrics and the performance-log groups; DESIGN.md
 * section 6 and issue 5: at most 3 us per request): the same portal build answering the same request
 * with TELEMETRY_HTTP=off (the baseline) and on, in the same run. The request is an API call that needs
 * no database (GET /api/auth/session without a cookie, a 401), so the difference is the middleware's.
 *
 * Three readings of the cost:
 * - the middleware's own work per request in isolation (telemetry-isolated.mjs): the precise one;
 * - CPU time of the server process per request (from /proc), end to end;
 * - 1 / throughput, on vs off. On two cores shared with the load generator and PostgreSQL, throughput
 *   moves by tens of percent from run to run with whatever else is scheduled, far more than a few
 *   microseconds, so it is reported but decides nothing.
 * Both servers run at once and the rounds alternate off/on, so drift hits both alike; each figure is
 * the median of its rounds.
 */
import { join } from 'node:path';
import { loadFigures, runLoad } from './bookings-read.bench.mjs';
import { processCpuMicroseconds, startServerProcess } from './portal-process.mjs';
import { repositoryRoot } from './bench-paths.mjs';
import { measureTelemetryInIsolation } from './telemetry-isolated.mjs';

const PORTS = { off: 8294, on: 8295 };
const ROUNDS = 5;

function startPortalWithTelemetry(databaseUrl, telemetry) {
  const port = PORTS[telemetry];
  return startServerProcess({
    script: join(repositoryRoot, 'api/dist/main.js'),
    env: {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      METRICS_PORT: '0',
      TELEMETRY_HTTP: telemetry,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    },
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function urlOf(telemetry) {
  return `http://127.0.0.1:${PORTS[telemetry]}/api/auth/session`;
}

async function measureRound(server, telemetry, durationSeconds) {
  const cpuBefore = processCpuMicroseconds(server.pid);
  const load = await runLoad({ url: urlOf(telemetry), durationSeconds, expectStatus: 401 });
  const cpuMicroseconds = processCpuMicroseconds(server.pid) - cpuBefore;
  return { ...load, cpuUsPerRequest: cpuMicroseconds / load.totalRequests };
}

function summarize(rounds) {
  const figures = loadFigures({
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
  });
  return { ...figures, cpuUsPerRequest: round1(median(rounds.map((round) => round.cpuUsPerRequest))) };
}

function round1(value) {
  return Math.round(value * 10) / 10;
}

export async function benchTelemetryMiddleware({ databaseUrl, durationSeconds }) {
  const servers = {
    off: await startPortalWithTelemetry(databaseUrl, 'off'),
    on: await startPortalWithTelemetry(databaseUrl, 'on'),
  };
  const rounds = { off: [], on: [] };
  const roundSeconds = Math.max(3, Math.round(durationSeconds / 2));
  try {
    for (const telemetry of ['off', 'on']) {
      await runLoad({ url: urlOf(telemetry), durationSeconds: 2, expectStatus: 401 });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const telemetry of ['off', 'on']) {
        rounds[telemetry].push(await measureRound(servers[telemetry], telemetry, roundSeconds));
      }
    }
  } finally {
    await Promise.all([servers.off.stop(), servers.on.stop()]);
  }
  const isolated = await measureTelemetryInIsolation();
  const baseline = summarize(rounds.off);
  const measured = summarize(rounds.on);
  const cpuCost = round1(measured.cpuUsPerRequest - baseline.cpuUsPerRequest);
  const throughputCost = round1(1e6 / measured.requestsPerSecond - 1e6 / baseline.requestsPerSecond);
  return {
    name: 'Telemetry middleware cost',
    detail:
      'GET /api/auth/session without a cookie (401, no database), 10 connections, both builds running at once, ' +
      `${ROUNDS} alternating rounds of ${roundSeconds} s each, medians. In isolation (the built middleware on a ` +
      `stand-in request, ${isolated.withoutUs.toFixed(2)} us without, ${isolated.withUs.toFixed(2)} us with): ` +
      `${isolated.costUs} us per request. End to end, server CPU us per request (on) - (off) = ${cpuCost} us; ` +
      `from throughput, 1e6/req/s(on) - 1e6/req/s(off) = ${throughputCost} us (throughput on two shared cores ` +
      'swings by far more than a few microseconds with whatever else runs, so it decides nothing)',
    baselineName: 'the same build with TELEMETRY_HTTP=off',
    baseline,
    measured: { ...measured, isolatedCostUs: isolated.costUs, cpuCostUs: cpuCost },
    bars: [
      { label: 'cost per request, in isolation', required: '<= 3 us', met: isolated.costUs <= 3 },
      { label: 'cost per request, server CPU end to end', required: '<= 3 us', met: cpuCost <= 3 },
    ],
  };
}
