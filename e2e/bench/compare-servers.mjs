/**
 * Measures a portal server beside its baseline server in the same run: both processes run at once and
 * the load rounds alternate baseline/portal, so whatever else the two cores are doing hits both alike.
 * Each figure is the median of its rounds; beside throughput and latency, the CPU time the server
 * process spent per request (from /proc), which moves far less with the machine's other work.
 */
import { median, round1 } from './bench-figures.mjs';
import { loadFigures, runLoad } from './load.mjs';
import { processCpuMicroseconds } from './portal-process.mjs';

const DEFAULT_ROUNDS = 5;
const WARM_UP_SECONDS = 2;

async function measureRound({ server, load }, seconds) {
  const cpuBefore = processCpuMicroseconds(server.pid);
  const result = await runLoad({ ...load, durationSeconds: seconds });
  const cpuMicroseconds = processCpuMicroseconds(server.pid) - cpuBefore;
  return { ...result, cpuUsPerRequest: cpuMicroseconds / result.totalRequests };
}

function summarize(rounds) {
  return {
    ...loadFigures({
      requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
      p50Ms: median(rounds.map((round) => round.p50Ms)),
      p99Ms: median(rounds.map((round) => round.p99Ms)),
    }),
    cpuUsPerRequest: round1(median(rounds.map((round) => round.cpuUsPerRequest))),
  };
}

/**
 * `baseline` and `portal`: { server: { pid }, load: runLoad's options without durationSeconds }.
 * Returns the median figures of each, and the seconds per round used.
 */
export async function compareServers({ baseline, portal, durationSeconds, rounds = DEFAULT_ROUNDS }) {
  const roundSeconds = Math.max(3, Math.round(durationSeconds / 2));
  const measured = { baseline: [], portal: [] };
  for (const side of [baseline, portal]) await runLoad({ ...side.load, durationSeconds: WARM_UP_SECONDS });
  for (let round = 0; round < rounds; round += 1) {
    measured.baseline.push(await measureRound(baseline, roundSeconds));
    measured.portal.push(await measureRound(portal, roundSeconds));
  }
  return {
    baseline: summarize(measured.baseline),
    portal: summarize(measured.portal),
    rounds,
    roundSeconds,
  };
}

/** Microseconds per request the portal costs over its baseline, by CPU time and by throughput. */
export function costOver(comparison) {
  return {
    cpuUs: round1(comparison.portal.cpuUsPerRequest - comparison.baseline.cpuUsPerRequest),
    throughputUs: round1(
      1e6 / comparison.portal.requestsPerSecond - 1e6 / comparison.baseline.requestsPerSecond,
    ),
  };
}
