/**
 * The telemetry middleware's own work per request, without a network, a database or other processes in
 * the way: the built middleware (Prometheus series and the performance-log groups) runs against a
 * stand-in request that answers 401 and closes, beside the same steps with no middleware. Alternating
 * rounds, median; what is left is the middleware's cost in microseconds per request.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repositoryRoot } from './bench-paths.mjs';

const require = createRequire(import.meta.url);
const apiDist = join(repositoryRoot, 'api/dist');
const { createPortalMetrics, httpTelemetry } = require(join(apiDist, 'platform/metrics/index.js'));
const { createPerformanceLogWriter } = require(join(apiDist, 'modules/telemetry/performance-log.writer.js'));
const { createLogger } = require(join(apiDist, 'platform/logger/index.js'));

const REQUESTS_PER_ROUND = 200_000;
const ROUNDS = 7;

function standInRequest() {
  const res = new EventEmitter();
  res.writableFinished = true;
  return {
    method: 'GET',
    path: '/api/auth/session',
    status: 401,
    body: { message: 'Authentication required' },
    res,
    state: {},
    _matchedRoute: '/api/auth/session',
  };
}

const answer = async () => {};

async function runRequests(middleware) {
  const started = process.hrtime.bigint();
  for (let index = 0; index < REQUESTS_PER_ROUND; index += 1) {
    const ctx = standInRequest();
    await middleware(ctx, answer);
    ctx.res.emit('close');
  }
  return Number(process.hrtime.bigint() - started) / 1e3 / REQUESTS_PER_ROUND;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function measureTelemetryInIsolation() {
  const writer = createPerformanceLogWriter({
    // The rows' insert runs once a second off the request path; its database cost shows in the end-to-end reading.
    repository: { insertMany: async () => {} },
    logger: createLogger('silent'),
    onDropped: () => {},
  });
  const withTelemetry = httpTelemetry(createPortalMetrics(), { onCompleted: writer.record });
  const without = (ctx, next) => next();
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
