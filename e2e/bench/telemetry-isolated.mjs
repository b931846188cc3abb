/**
 * The HTTP telemetry's own work per request, without a network, a database or other processes in the
 * way: the built observer (Prometheus series and the performance-log groups) is told of a request's
 * start and of the completion record the access log makes for every request (TELEMETRY_HTTP on or
 * off), beside the same loop without it. Alternating rounds, median; what is left is its cost in
 * microseconds per request.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repositoryRoot } from './bench-paths.mjs';
import { median } from './bench-figures.mjs';

const require = createRequire(import.meta.url);
const apiDist = join(repositoryRoot, 'api/dist');
const { createPortalMetrics, createHttpTelemetry } = require(join(apiDist, 'platform/metrics/index.js'));
const { createPerformanceLogWriter } = require(join(apiDist, 'modules/telemetry/performance-log.writer.js'));
const { createLogger } = require(join(apiDist, 'platform/logger/index.js'));

const REQUESTS_PER_ROUND = 200_000;
const ROUNDS = 7;

function completedRequest() {
  return {
    method: 'GET',
    route: '/api/auth/session',
    path: '/api/auth/session',
    status: 401,
    durationMs: 0.4,
    finishedAt: Date.now(),
    userId: null,
    organizationId: null,
    errorMessage: 'Authentication required',
  };
}

async function runRequests(observer) {
  const started = process.hrtime.bigint();
  for (let index = 0; index < REQUESTS_PER_ROUND; index += 1) {
    observer.started();
    // One request at a time awaits, as a request's completion comes from the event loop.
    await null;
    observer.completed(completedRequest());
  }
  return Number(process.hrtime.bigint() - started) / 1e3 / REQUESTS_PER_ROUND;
}

export async function measureTelemetryInIsolation() {
  const writer = createPerformanceLogWriter({
    // The rows' insert runs once a second off the request path; its database cost shows in the end-to-end reading.
    repository: { insertMany: async () => {} },
    logger: createLogger('silent'),
    onDropped: () => {},
  });
  const withTelemetry = createHttpTelemetry(createPortalMetrics(), { onCompleted: writer.record });
  const without = { started() {}, completed() {} };
  const rounds = { without: [], with: [] };
  await runRequests(without);
  await runRequests(withTelemetry);
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.without.push(await runRequests(without));
    rounds.with.push(await runRequests(withTelemetry));
  }
  await writer.close();
  const withoutUs = median(rounds.without);
  const withUs = median(rounds.with);
  return { withoutUs, withUs, costUs: Math.round((withUs - withoutUs) * 100) / 100 };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureTelemetryInIsolation());
