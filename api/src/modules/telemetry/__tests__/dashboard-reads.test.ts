import {
  API_PATHS,
  type AdminMetricsDto,
  type DashboardMetricsDto,
  type HistoricalTrendsDto,
  type SystemHealthDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

const OWNER = 'owner@encore.test';
/** The dashboard's own owner-flag header (docs/PRODUCT.md section 7): sent by the page, ignored by the server. */
const OWNER_HEADER = { 'x-is-owner': 'true' };

const ADMIN_READS = [
  API_PATHS.adminMetrics,
  API_PATHS.adminHealth,
  `${API_PATHS.adminDashboardMetrics}?days=7`,
  `${API_PATHS.adminHistoricalTrends}?days=7`,
  `${API_PATHS.adminAuditLogs}?limit=50`,
  `${API_PATHS.adminAuditLogs}?limit=20&offset=0&action=login_success&search=encore`,
  `${API_PATHS.adminSecurityEvents}?resolved=false&limit=20`,
  `${API_PATHS.adminSiteVisits}?days=30&page=/public`,
];

async function read<T>(path: string, email = OWNER): Promise<T> {
  const response = await app()
    .http()
    .get(path)
    .set('Cookie', await as(email))
    .set(OWNER_HEADER);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return response.body as T;
}

function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Successful requests answered `days` days ago, as one row of the request telemetry. */
async function servedDaysAgo(days: number, requestCount: number): Promise<void> {
  await app()
    .knex('performance_logs')
    .insert({
      timestamp: app().knex.raw('now() - make_interval(days => ?)', [days]),
      endpoint: '/api/bookings',
      method: 'GET',
      responseTime: 12,
      statusCode: 200,
      requestCount,
    });
}

describe('owner-only access', () => {
  it.each(['admin@encore.test', 'manager@palmcove.test', 'lobby@palmcove.test'])(
    'when %s calls every dashboard read, even with the owner header, then each answers 403',
    async (email) => {
      const cookie = await as(email);
      for (const path of ADMIN_READS) {
        const response = await app().http().get(path).set('Cookie', cookie).set(OWNER_HEADER);
        expect({ path, status: response.status }).toEqual({ path, status: 403 });
      }
      const resolve = await app()
        .http()
        .post(API_PATHS.adminSecurityEventResolve(1))
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', cookie)
        .set(OWNER_HEADER);
      expect(resolve.status).toBe(403);
    },
  );

  it('when nobody is signed in, then every dashboard read answers 401', async () => {
    for (const path of ADMIN_READS) {
      const response = await app().http().get(path).set(OWNER_HEADER);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
  });

  it('when the owner calls every dashboard read, then each answers 200 without caching', async () => {
    const cookie = await as(OWNER);
    for (const path of ADMIN_READS) {
      const response = await app().http().get(path).set('Cookie', cookie);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /api/admin/metrics', () => {
  it('when the owner reads it, then it has the metric shapes of docs/PRODUCT.md section 3', async () => {
    const metrics = await read<AdminMetricsDto>(API_PATHS.adminMetrics);

    expect(metrics).toEqual({
      requests: {
        total: { count: expect.any(Number) },
        success: { count: expect.any(Number) },
        errors: { count: expect.any(Number) },
        rateLimited: { count: expect.any(Number) },
        clientErrors: { count: expect.any(Number) },
        serverErrors: { count: expect.any(Number) },
      },
      performance: {
        responseTime: { avg: expect.any(Number), min: expect.any(Number), max: expect.any(Number) },
        dbQueries: { avg: expect.any(Number), count: expect.any(Number) },
      },
      security: {
        failedLogins: expect.any(Number),
        suspiciousActivity: expect.any(Number),
        recentEvents: expect.any(Number),
      },
      system: {
        uptime: expect.any(Number),
        memoryUsage: expect.any(Number),
        activeConnections: expect.any(Number),
      },
    });
    expect(metrics.performance.dbQueries.count).toBeGreaterThan(0);
    expect(metrics.system.memoryUsage).toBeGreaterThan(0);
    // The metrics read itself is in flight while it is answered.
    expect(metrics.system.activeConnections).toBeGreaterThanOrEqual(1);
  });

  it('when API requests are made, then the request figures grow by them', async () => {
    const cookie = await as('lobby@palmcove.test');
    await as(OWNER);
    const before = await read<AdminMetricsDto>(API_PATHS.adminMetrics);
    for (let index = 0; index < 3; index += 1) {
      expect((await app().http().get(API_PATHS.performers).set('Cookie', cookie)).status).toBe(200);
    }
    expect((await app().http().get('/api/no-such-route')).status).toBe(404);

    const after = await read<AdminMetricsDto>(API_PATHS.adminMetrics);

    // 3 reads, 1 unknown route and the first metrics read itself.
    expect(after.requests.total.count - before.requests.total.count).toBe(5);
    expect(after.requests.success.count - before.requests.success.count).toBe(4);
    expect(after.requests.errors.count - before.requests.errors.count).toBe(1);
    expect(after.requests.clientErrors.count - before.requests.clientErrors.count).toBe(1);
    expect(after.requests.serverErrors.count).toBe(before.requests.serverErrors.count);
    expect(after.performance.responseTime.max).toBeGreaterThan(0);
    expect(after.performance.responseTime.min).toBeLessThanOrEqual(after.performance.responseTime.avg);
  });

  it('when answers are 400, 401, 403, 404 and 409, then each is a client error and every answer is in one bucket', async () => {
    const lobby = await as('lobby@palmcove.test');
    await as(OWNER);
    const before = await read<AdminMetricsDto>(API_PATHS.adminMetrics);
    const statuses = [
      (await app().http().get(`${API_PATHS.bookings}?from=not-a-date`).set('Cookie', lobby)).status,
      (await app().http().get(API_PATHS.users)).status,
      (await app().http().get(API_PATHS.adminMetrics).set('Cookie', lobby)).status,
      (await app().http().get('/api/no-such-route')).status,
      (
        await app().http().post(API_PATHS.register).set('Origin', TEST_ORIGIN).send({
          organizationId: 1,
          email: 'lobby@palmcove.test',
          password: 'Portal-demo-1',
          department: 'Lobby Bar',
        })
      ).status,
    ];
    expect(statuses).toEqual([400, 401, 403, 404, 409]);

    const after = await read<AdminMetricsDto>(API_PATHS.adminMetrics);

    const grown = (bucket: keyof AdminMetricsDto['requests']) =>
      after.requests[bucket].count - before.requests[bucket].count;
    // The five answers and the first metrics read itself (a success).
    expect(grown('total')).toBe(6);
    expect(grown('success')).toBe(1);
    expect(grown('clientErrors')).toBe(5);
    expect(grown('serverErrors')).toBe(0);
    expect(grown('errors')).toBe(5);
    expect(grown('rateLimited')).toBe(0);
    const { total, success, errors, rateLimited, clientErrors, serverErrors } = after.requests;
    expect(success.count + errors.count + rateLimited.count).toBe(total.count);
    expect(clientErrors.count + serverErrors.count).toBe(errors.count);
  });
});

describe('GET /api/admin/health', () => {
  it('when nothing is wrong, then the status is healthy with no issues', async () => {
    const health = await read<SystemHealthDto>(API_PATHS.adminHealth);

    expect(health).toEqual({
      status: 'healthy',
      details: {
        uptime: expect.any(Number),
        errorRate: 0,
        memoryUsage: expect.any(Number),
        issues: [],
        issueCauses: [],
      },
    });
  });

  it('when critical and high security events are unresolved, then the status is critical and each is an issue', async () => {
    const ids: number[] = await app()
      .knex('security_events')
      .insert([
        { eventType: 'account_locked', severity: 'high', email: 'lobby@palmcove.test' },
        { eventType: 'origin_refused', severity: 'critical', ipAddress: '198.51.100.7' },
      ])
      .returning('id')
      .then((rows: { id: number }[]) => rows.map((row) => row.id));

    const health = await read<SystemHealthDto>(API_PATHS.adminHealth);

    expect(health.status).toBe('critical');
    expect(health.details.issues).toEqual([
      '1 unresolved critical security event',
      '1 unresolved high-severity security event',
    ]);
    expect(health.details.issueCauses).toEqual([
      {
        text: '1 unresolved critical security event',
        level: 'critical',
        cause: 'security-events',
        severity: 'critical',
      },
      {
        text: '1 unresolved high-severity security event',
        level: 'warning',
        cause: 'security-events',
        severity: 'high',
      },
    ]);
    await app().knex('security_events').whereIn('id', ids).update({ resolved: true });
    expect((await read<SystemHealthDto>(API_PATHS.adminHealth)).status).toBe('healthy');
  });
});

describe('GET /api/admin/dashboard-metrics', () => {
  it('when requests hit a parameterised route, then the slowest endpoints name route templates, never ids', async () => {
    const cookie = await as('lobby@palmcove.test');
    await app().http().get(API_PATHS.organizationDepartments(1)).set('Cookie', cookie);

    const metrics = await read<DashboardMetricsDto>(`${API_PATHS.adminDashboardMetrics}?days=1`);

    expect(metrics).toEqual({
      performance: {
        avgResponseTime: expect.any(Number),
        totalRequests: expect.any(Number),
        errorRate: expect.any(Number),
        slowestEndpoints: expect.any(Array),
      },
      securityAlerts: expect.any(Number),
    });
    expect(metrics.performance.totalRequests).toBeGreaterThan(0);
    const endpoints = metrics.performance.slowestEndpoints;
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.length).toBeLessThanOrEqual(5);
    for (const endpoint of endpoints) {
      expect(endpoint).toEqual({
        endpoint: expect.stringMatching(/^(GET|POST|PATCH|PUT|DELETE) \/\S*$/),
        avgTime: expect.any(Number),
      });
      expect(endpoint.endpoint).not.toMatch(/\/\d+(\/|$)/);
    }
    const times = endpoints.map((endpoint) => endpoint.avgTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const stored: { endpoint: string }[] = await app().knex('performance_logs').distinct('endpoint');
    expect(stored.map((row) => row.endpoint)).toContain('/api/organizations/:id/departments');
    expect(stored.map((row) => row.endpoint)).not.toContain('/api/organizations/1/departments');
  });

  it('when days is not a whole number from 1 to 90, then 400 names the rule', async () => {
    const cookie = await as(OWNER);
    for (const days of ['0', '91', 'week', '1.5']) {
      const response = await app()
        .http()
        .get(`${API_PATHS.adminDashboardMetrics}?days=${days}`)
        .set('Cookie', cookie);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: 'days must be a whole number from 1 to 90' });
    }
  });
});

describe('GET /api/admin/historical-trends', () => {
  it('when the owner asks for 7 days, then there is one daily row per day ending today and the totals add up', async () => {
    const trends = await read<HistoricalTrendsDto>(`${API_PATHS.adminHistoricalTrends}?days=7`);

    expect(trends).toEqual({
      totalRequests: expect.any(Number),
      totalAuditEvents: expect.any(Number),
      totalSecurityEvents: expect.any(Number),
      dailyStats: expect.any(Array),
    });
    expect(trends.dailyStats).toHaveLength(7);
    for (const day of trends.dailyStats) {
      expect(day).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        requests: expect.any(Number),
        avgResponseTime: expect.any(Number),
        errors: expect.any(Number),
        securityEvents: expect.any(Number),
      });
    }
    expect(trends.dailyStats.at(-1)?.date).toBe(utcToday());
    const dates = trends.dailyStats.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    expect(trends.totalRequests).toBe(trends.dailyStats.reduce((sum, day) => sum + day.requests, 0));
    expect(trends.totalSecurityEvents).toBe(
      trends.dailyStats.reduce((sum, day) => sum + day.securityEvents, 0),
    );
    expect(trends.totalRequests).toBeGreaterThan(0);
    // Every sign-in of this file is audited.
    expect(trends.totalAuditEvents).toBeGreaterThan(0);
  });

  it('when the range is the last 24 hours, then the last 7 daily rows still come and the totals are of today', async () => {
    await servedDaysAgo(3, 1000);

    const day = await read<HistoricalTrendsDto>(`${API_PATHS.adminHistoricalTrends}?days=1`);

    expect(day.dailyStats).toHaveLength(7);
    expect(day.dailyStats.at(-1)?.date).toBe(utcToday());
    expect(day.dailyStats.reduce((sum, row) => sum + row.requests, 0)).toBeGreaterThanOrEqual(1000);
    expect(day.totalRequests).toBe(day.dailyStats.at(-1)?.requests);
  });

  it('when rows are older than the range, then they are not counted', async () => {
    await servedDaysAgo(40, 1);
    const thirty = await read<HistoricalTrendsDto>(`${API_PATHS.adminHistoricalTrends}?days=30`);
    const ninety = await read<HistoricalTrendsDto>(`${API_PATHS.adminHistoricalTrends}?days=90`);

    expect(thirty.dailyStats).toHaveLength(30);
    expect(ninety.dailyStats).toHaveLength(90);
    expect(ninety.totalRequests - thirty.totalRequests).toBeGreaterThanOrEqual(1);
  });
});
