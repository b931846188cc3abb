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
 */
import { compareServers, costOver } from './compare-servers.mjs';
import { startPortal } from './portal-process.mjs';
import { measureTelemetryInIsolation } from './telemetry-isolated.mjs';

const PORTS = { off: 8294, on: 8295 };

function sideOf(server, telemetry) {
  return {
    server,
    load: { url: `http://127.0.0.1:${PORTS[telemetry]}/api/auth/session`, expectStatus: 401 },
  };
}

export async function benchTelemetryMiddleware({ databaseUrl, durationSeconds }) {
  const off = await startPortal({ databaseUrl, port: PORTS.off, env: { TELEMETRY_HTTP: 'off' } });
  const on = await startPortal({ databaseUrl, port: PORTS.on, env: { TELEMETRY_HTTP: 'on' } });
  let comparison;
  try {
    comparison = await compareServers({
      baseline: sideOf(off, 'off'),
      portal: sideOf(on, 'on'),
      durationSeconds,
    });
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
  const isolated = await measureTelemetryInIsolation();
  const cost = costOver(comparison);
  return {
    name: 'Telemetry middleware cost',
    detail:
      'GET /api/auth/session without a cookie (401, no database), 10 connections, both builds running at once, ' +
      `${comparison.rounds} alternating rounds of ${comparison.roundSeconds} s each, medians. In isolation (the ` +
      `built middleware on a stand-in request, ${isolated.withoutUs.toFixed(2)} us without, ` +
      `${isolated.withUs.toFixed(2)} us with): ${isolated.costUs} us per request. End to end, server CPU us per ` +
      `request (on) - (off) = ${cost.cpuUs} us; from throughput, 1e6/req/s(on) - 1e6/req/s(off) = ` +
      `${cost.throughputUs} us (throughput on two shared cores swings by far more than a few microseconds with ` +
      'whatever else runs, so it decides nothing)',
    baselineName: 'the same build with TELEMETRY_HTTP=off',
    baseline: comparison.baseline,
    measured: { ...comparison.portal, isolatedCostUs: isolated.costUs, cpuCostUs: cost.cpuUs },
    bars: [
      { label: 'cost per request, in isolation', required: '<= 3 us', met: isolated.costUs <= 3 },
      { label: 'cost per request, server CPU end to end', required: '<= 3 us', met: cost.cpuUs <= 3 },
    ],
  };
}
