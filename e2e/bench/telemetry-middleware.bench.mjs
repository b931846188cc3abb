/**
 * The cost of the telemetry middleware (HTTP metrics and the performance-log queue; DESIGN.md section 6
 * and issue 5: at most 3 us per request): the same portal build answering the same request with
 * TELEMETRY_HTTP=off (the baseline) and on, in the same run. The request is an API call that needs no
 * database (GET /api/auth/session without a cookie, a 401), so the difference is the middleware's own.
 * On a single-threaded server at saturation, time per request is 1 / throughput; the cost is the
 * difference of the two.
 */
import { runLoad } from './bookings-read.bench.mjs';
import { startServerProcess } from './portal-process.mjs';
import { join } from 'node:path';
import { repositoryRoot } from './bench-paths.mjs';

const PORT = 8294;

async function measure(databaseUrl, telemetry, durationSeconds) {
  const portal = await startServerProcess({
    script: join(repositoryRoot, 'api/dist/main.js'),
    env: {
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      METRICS_PORT: '0',
      TELEMETRY_HTTP: telemetry,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    },
    readyUrl: `http://127.0.0.1:${PORT}/readyz`,
  });
  try {
    const url = `http://127.0.0.1:${PORT}/api/auth/session`;
    await runLoad({ url, durationSeconds: 2, expectStatus: 401 });
    return await runLoad({ url, durationSeconds, expectStatus: 401 });
  } finally {
    await portal.stop();
  }
}

export async function benchTelemetryMiddleware({ databaseUrl, durationSeconds }) {
  const baseline = await measure(databaseUrl, 'off', durationSeconds);
  const measured = await measure(databaseUrl, 'on', durationSeconds);
  const costMicroseconds =
    Math.round((1e6 / measured.requestsPerSecond - 1e6 / baseline.requestsPerSecond) * 10) / 10;
  return {
    name: 'Telemetry middleware cost',
    detail:
      'GET /api/auth/session without a cookie (401, no database) with TELEMETRY_HTTP=off then on, 10 connections; ' +
      `cost per request = 1e6/req/s(on) - 1e6/req/s(off) = ${costMicroseconds} us`,
    baselineName: 'the same build with TELEMETRY_HTTP=off',
    baseline,
    measured: { ...measured, costPerRequestUs: costMicroseconds },
    bars: [{ label: 'cost per request', required: '<= 3 us', met: costMicroseconds <= 3 }],
  };
}
