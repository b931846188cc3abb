/**
 * The cost of the telemetry middleware (HTTP metrics and the performance-log groups; DESIGN.md
 * section 6 and issue 5: at most 3 us per request): the same portal build answering the same request
 * with TELEMETRY_HTTP=off (the baseline) and on, in the same run. The request is an API call that needs
 * no database (GET /api/auth/session without a cookie, a 401), so the difference is the middleware's.
 *
 * Three readings of the cost:
 * - the telemetry's own work per request in isolation (telemetry-isolated.mjs): the precise one;
 * - CPU time of the server process per request (from /proc), end to end, over several fresh pairs of
 *   processes (a single pair's JIT and memory layout favour one side by several microseconds);
 * - 1 / throughput, on vs off. On two cores shared with the load generator and PostgreSQL, throughput
 *   moves by tens of percent from run to run with whatever else is scheduled, far more than a few
 *   microseconds, so it is reported but decides nothing.
 */
import { compareServers, costOver, median, round1 } from './compare-servers.mjs';
import { startPortal } from './portal-process.mjs';
import { measureTelemetryInIsolation } from './telemetry-isolated.mjs';

const PORTS = { off: 8294, on: 8295 };

function sideOf(server, telemetry) {
  return {
    server,
    load: { url: `http://127.0.0.1:${PORTS[telemetry]}/api/auth/session`, expectStatus: 401 },
  };
}

/** Fresh pairs of processes: one pair's JIT and memory layout can favour either side by several us. */
const PAIRS = 3;

async function measurePair(databaseUrl, durationSeconds) {
  const off = await startPortal({ databaseUrl, port: PORTS.off, env: { TELEMETRY_HTTP: 'off' } });
  const on = await startPortal({ databaseUrl, port: PORTS.on, env: { TELEMETRY_HTTP: 'on' } });
  try {
    return await compareServers({
      baseline: sideOf(off, 'off'),
      portal: sideOf(on, 'on'),
      durationSeconds,
      rounds: 3,
    });
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
}

function medianFigures(figures) {
  const keys = Object.keys(figures[0]);
  return Object.fromEntries(keys.map((key) => [key, median(figures.map((entry) => entry[key]))]));
}

export async function benchTelemetryMiddleware({ databaseUrl, durationSeconds }) {
  const pairs = [];
  for (let pair = 0; pair < PAIRS; pair += 1) pairs.push(await measurePair(databaseUrl, durationSeconds));
  const isolated = await measureTelemetryInIsolation();
  const pairCosts = pairs.map((comparison) => costOver(comparison));
  const cpuCost = round1(median(pairCosts.map((cost) => cost.cpuUs)));
  const throughputCost = round1(median(pairCosts.map((cost) => cost.throughputUs)));
  const baseline = medianFigures(pairs.map((comparison) => comparison.baseline));
  const measured = medianFigures(pairs.map((comparison) => comparison.portal));
  return {
    name: 'Telemetry middleware cost',
    detail:
      'GET /api/auth/session without a cookie (401, no database), 10 connections; ' +
      `${PAIRS} fresh pairs of processes (off and on running at once), each 3 alternating rounds of ` +
      `${pairs[0].roundSeconds} s; medians. In isolation (the built observer fed the access log's completion ` +
      `record, ${isolated.withoutUs.toFixed(2)} us without, ${isolated.withUs.toFixed(2)} us with): ` +
      `${isolated.costUs} us per request. End to end, server CPU us per request (on) - (off), per pair ` +
      `${pairCosts.map((cost) => cost.cpuUs).join(', ')}: median ${cpuCost} us; from throughput, ` +
      `1e6/req/s(on) - 1e6/req/s(off): median ${throughputCost} us (throughput on two shared cores swings by ` +
      'far more than a few microseconds with whatever else runs, so it decides nothing)',
    baselineName: 'the same build with TELEMETRY_HTTP=off',
    baseline,
    measured: { ...measured, isolatedCostUs: isolated.costUs, cpuCostUs: cpuCost },
    bars: [
      { label: 'cost per request, in isolation', required: '<= 3 us', met: isolated.costUs <= 3 },
      {
        label: 'cost per request, server CPU end to end (median of pairs)',
        required: '<= 3 us',
        met: cpuCost <= 3,
      },
    ],
  };
}
