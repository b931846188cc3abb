import { spawnSync } from 'node:child_process';
import request from 'supertest';
import { API_PATHS } from '../../../contract';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import { createLogger } from '../../logger';
import { startMetricsServer, type MetricsServer } from '..';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let metricsServer: MetricsServer;
const logger = createLogger('silent');

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  // Port 0: parallel test files never fight over METRICS_PORT.
  metricsServer = await startMetricsServer(app.portal.metrics.registry, {
    port: 0,
    host: '127.0.0.1',
    logger,
  });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await metricsServer.close();
  await app.close();
}, DATABASE_HOOK_TIMEOUT_MS);

const { as } = actingAs(() => app);

function scrape() {
  return request(`http://127.0.0.1:${metricsServer.port}`).get('/metrics');
}

/**
 * The Prometheus text exposition format 0.0.4, line by line: HELP and TYPE comments, then samples
 * `name{label="value",...} number`. Returns the problems found (empty when valid).
 */
function exposition(text: string): {
  problems: string[];
  samples: { name: string; labels: string; value: number }[];
} {
  const problems: string[] = [];
  const samples: { name: string; labels: string; value: number }[] = [];
  const types = new Map<string, string>();
  const sample =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.eE+-]+|NaN|\+Inf|-Inf)$/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const typeLine = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(
      line,
    );
    if (typeLine?.[1] && typeLine[2]) {
      types.set(typeLine[1], typeLine[2]);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    const match = sample.exec(line);
    if (!match?.[1] || match[3] === undefined) {
      problems.push(`not a valid line: ${line}`);
      continue;
    }
    const family = match[1].replace(/_(bucket|sum|count|total)$/, '');
    if (!types.has(match[1]) && !types.has(family)) problems.push(`sample without TYPE: ${match[1]}`);
    samples.push({ name: match[1], labels: match[2] ?? '', value: Number(match[3]) });
  }
  return { problems, samples };
}

describe('Prometheus metrics', () => {
  it('when requests have been answered, then /metrics on the metrics port serves them as valid Prometheus text', async () => {
    const cookie = await as('lobby@palmcove.test');
    await app.http().get(API_PATHS.organizationDepartments(1)).set('Cookie', cookie);
    await app.http().get(API_PATHS.organizationDepartments(1)).set('Cookie', cookie);
    await app.http().get('/api/no-such-thing/42');

    const response = await scrape();

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const { problems, samples } = exposition(response.text);
    expect(problems).toEqual([]);
    const departmentReads = samples.find(
      (entry) =>
        entry.name === 'http_requests_total' &&
        entry.labels === '{method="GET",route="/api/organizations/:id/departments",status_class="2xx"}',
    );
    expect(departmentReads?.value).toBe(2);
    expect(response.text).toContain('http_requests_total{method="GET",route="unmatched",status_class="4xx"}');
    expect(response.text).toContain('http_request_duration_seconds_bucket{le="0.001",method="GET"');
    // Raw paths and tenant ids never become label values.
    expect(response.text).not.toContain('/api/organizations/1/departments');
    expect(response.text).not.toContain('/api/no-such-thing');
    expect(response.text).not.toContain('nodejs_active_handles_total');
    for (const family of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_active_handles',
      'db_query_duration_seconds',
      'http_requests_in_flight',
      'auth_login_failures_total',
      'auth_active_sessions',
      'http_rate_limited_requests_total',
      'security_events_total',
    ]) {
      expect({ family, present: response.text.includes(`# TYPE ${family} `) }).toEqual({
        family,
        present: true,
      });
    }
    const queries = samples.filter((entry) => entry.name === 'db_query_duration_seconds_count');
    expect(queries.reduce((sum, entry) => sum + entry.value, 0)).toBeGreaterThan(0);
    expect(queries.map((entry) => entry.labels)).toContain('{operation="select"}');
    const sessions = samples.find((entry) => entry.name === 'auth_active_sessions');
    expect(sessions?.value).toBeGreaterThanOrEqual(1);
  });

  const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
  const withPromtool = promtool.status === 0 ? it : it.skip;
  withPromtool('when promtool checks the scraped text, then it reports no problem', async () => {
    const response = await scrape();

    const check = spawnSync('promtool', ['check', 'metrics'], { input: response.text, encoding: 'utf8' });

    expect({ status: check.status, output: `${check.stdout}${check.stderr}` }).toEqual({
      status: 0,
      output: '',
    });
  });

  it('when logins fail and a rate limit is hit, then their counters and the 429s are counted', async () => {
    const ip = freshClientIp();
    await app
      .http()
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ email: 'dusk@palmcove.test', password: 'Wrong-password-1' });
    for (let visit = 0; visit < 61; visit += 1) {
      await app
        .http()
        .post(API_PATHS.publicVisits)
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', ip)
        .send({ page: '/public' });
    }

    const { samples } = exposition((await scrape()).text);

    expect(samples.find((entry) => entry.name === 'auth_login_failures_total')?.value).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      samples.find(
        (entry) =>
          entry.name === 'http_rate_limited_requests_total' &&
          entry.labels === '{route="/api/public/visits"}',
      )?.value,
    ).toBe(1);
    expect(
      samples.find(
        (entry) =>
          entry.name === 'security_events_total' &&
          entry.labels === '{event_type="login_failed",severity="low"}',
      )?.value,
    ).toBeGreaterThanOrEqual(1);
  });

  it('when /metrics is asked of the public port, then it is not served there', async () => {
    const response = await app.http().get('/metrics');

    expect(response.status).toBe(404);
    expect(response.text).not.toContain('http_requests_total');
  });

  it('when anything else is asked of the metrics port, then 404', async () => {
    const response = await request(`http://127.0.0.1:${metricsServer.port}`).get('/api/auth/session');

    expect(response.status).toBe(404);
  });
});

describe('TELEMETRY_HTTP=off', () => {
  let quiet: TestApp;

  beforeAll(async () => {
    quiet = await startTestApp({ env: { TELEMETRY_HTTP: 'off' } });
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await quiet.close();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when the per-request telemetry is off, then requests are neither counted nor logged to performance_logs', async () => {
    await quiet.http().get(API_PATHS.organizations);
    await quiet.http().get('/api/no-such-thing');
    await quiet.portal.close();

    const text = await quiet.portal.metrics.registry.metrics();

    expect(text).not.toMatch(/^http_requests_total\{/m);
    const [row] = await quiet.knex('performance_logs').count({ count: '*' });
    expect(Number(row?.count)).toBe(0);
  });
});
