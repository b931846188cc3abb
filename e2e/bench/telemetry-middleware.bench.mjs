/**
 * The cost of the telemetry middleware (HTTP metrics and the performance-log groups; docs/ARCHITECTURE.md
 * section 6 and issue 5: at most 3 us per request): the same portal build answering the same request
 * with TELEMETRY_HTTP=off (the baseline) and on, in the same run. The request is an API call that needs
 * no database (GET /api/auth/session without a cookie, a 401), so the difference is the middleware's.
 *
 * Three readings of the cost:
 * - the telemetry's own work per request in isolation (telemetry-isolated.mjs);
 * - end to end, the instructions the server spends per request, counted by valgrind's callgrind with
 *   both sides in one process and the clock-driven work taken out (telemetry-instructions.mjs), turned
 *   into microseconds at this machine's measured rate: the deciding figure, as it barely moves with what
 *   else the machine does;
 * - CPU time of the server process per request (from /proc) and 1 / throughput, on vs off, over
 *   several fresh pair servers. They move by microseconds from round to round on two shared cores
 *   (the load generator and PostgreSQL share them), as much as the 3 us they would have to resolve,
 *   so they are reported but decide nothing.
 */
import { median, medianFigures, round1 } from './bench-figures.mjs';
import { compareServers, costOver } from './compare-servers.mjs';
import { callgrindAvailable } from './instruction-count.mjs';
import { measureTelemetryInstructions, startTelemetryPairServer } from './telemetry-instructions.mjs';
import { measureTelemetryInIsolation } from './telemetry-isolated.mjs';

const PORTS = { off: 8294, on: 8295 };

function sideOf(server, telemetry) {
  return {
    server,
    load: { url: `http://127.0.0.1:${PORTS[telemetry]}/api/auth/session`, expectStatus: 401 },
  };
}

/**
 * Fresh pair servers (both sides in one process, telemetry-pair-server.mjs): the sides share their
 * compiled code, and each round loads one side only, so the process's CPU time per round is that side's.
 */
const PAIRS = 3;

async function measurePair(databaseUrl, durationSeconds) {
  const server = await startTelemetryPairServer(databaseUrl, PORTS);
  try {
    return await compareServers({
      baseline: sideOf(server, 'off'),
      portal: sideOf(server, 'on'),
      durationSeconds,
      rounds: 3,
    });
  } finally {
    await server.stop();
  }
}

function instructionsDetail(counted) {
  if (counted === null)
    return 'Instruction counts: not measured (valgrind is not installed: apt-get install valgrind).';
  return (
    `End to end by instruction count (callgrind; both sides in one process, telemetry-pair-server.mjs, after ` +
    `${counted.warmUpRequests.toLocaleString('en-US')} warm-up requests each and ${counted.settlingRounds} uncounted round; ${counted.rounds} alternating ` +
    `windows of ${counted.requestsPerWindow} one-at-a-time requests per side, about ${counted.windowSeconds} s ` +
    `each; timers and performance-log writes taken out): instructions per request per window off ` +
    `${counted.windowsPerRequest.off.join(', ')}, on ${counted.windowsPerRequest.on.join(', ')}; off's median ` +
    `${counted.offPerRequest}, and the median of each round's on - off ${counted.extraPerRequest} more; ` +
    `at this machine's ${counted.instructionsPerUs} instructions per user-mode ` +
    `microsecond (the baseline run natively: ${counted.baselineUserUsPerRequest} us per request), ` +
    `${counted.costUs} us per request. The performance log's write, once a second whatever the load, is ` +
    `${counted.flushInstructions} instructions (${counted.flushUsPerSecond} us per second).`
  );
}

export async function benchTelemetryMiddleware({ databaseUrl, durationSeconds }) {
  const pairs = [];
  for (let pair = 0; pair < PAIRS; pair += 1) pairs.push(await measurePair(databaseUrl, durationSeconds));
  const isolated = await measureTelemetryInIsolation();
  const counted = callgrindAvailable() ? await measureTelemetryInstructions(databaseUrl) : null;
  const pairCosts = pairs.map((comparison) => costOver(comparison));
  const cpuCost = round1(median(pairCosts.map((cost) => cost.cpuUs)));
  const throughputCost = round1(median(pairCosts.map((cost) => cost.throughputUs)));
  const baseline = medianFigures(pairs.map((comparison) => comparison.baseline));
  const measured = medianFigures(pairs.map((comparison) => comparison.portal));
  return {
    name: 'Telemetry middleware cost',
    detail:
      'GET /api/auth/session without a cookie (401, no database). ' +
      `In isolation (the built observer fed the access log's completion record, ${isolated.withoutUs.toFixed(2)} us ` +
      `without, ${isolated.withUs.toFixed(2)} us with): ${isolated.costUs} us per request. ` +
      `${instructionsDetail(counted)} ` +
      `Reported, deciding nothing: ${PAIRS} fresh pair servers (off and on in one process, 10 connections), ` +
      `each 3 alternating rounds of ${pairs[0].roundSeconds} s; server CPU us per request (on) - (off), per pair ` +
      `${pairCosts.map((cost) => cost.cpuUs).join(', ')}: median ${cpuCost} us; from throughput, ` +
      `1e6/req/s(on) - 1e6/req/s(off): median ${throughputCost} us. Rounds differ by microseconds with ` +
      'whatever else the two cores run, so neither resolves a 3 us bar',
    baselineName: 'the same build with TELEMETRY_HTTP=off',
    baseline,
    measured: {
      ...measured,
      isolatedCostUs: isolated.costUs,
      cpuCostUs: cpuCost,
      ...(counted === null
        ? {}
        : { countedCostUs: counted.costUs, extraInstructions: counted.extraPerRequest }),
    },
    bars: [
      { label: 'cost per request, in isolation', required: '<= 3 us', met: isolated.costUs <= 3 },
      {
        label: 'cost per request end to end, by instruction count',
        required: '<= 3 us',
        met: counted !== null && counted.costUs <= 3,
      },
    ],
  };
}
