import { API_PATHS, type AdminMetricsDto, type AuditLogDto, type SecurityEventDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp, login } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';

async function securityEvents(query = 'resolved=false&limit=20'): Promise<SecurityEventDto[]> {
  const response = await app()
    .http()
    .get(`${API_PATHS.adminSecurityEvents}?${query}`)
    .set('Cookie', await as(OWNER));
  if (response.status !== 200)
    throw new Error(`security events answered ${response.status}: ${response.text}`);
  return response.body as SecurityEventDto[];
}

async function adminMetrics(): Promise<AdminMetricsDto> {
  const response = await app()
    .http()
    .get(API_PATHS.adminMetrics)
    .set('Cookie', await as(OWNER));
  return response.body as AdminMetricsDto;
}

describe('security events', () => {
  it('when an account fails to sign in 5 times from one address, then one failed-login event counts them with its e-mail and address, and the dashboard counts 5', async () => {
    await as(OWNER);
    const before = await adminMetrics();
    const ip = freshClientIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(app(), 'manager@cypresshills.test', 'Wrong-password-1', ip)).status).toBe(401);
    }

    const events = (await securityEvents()).filter((event) => event.email === 'manager@cypresshills.test');
    const after = await adminMetrics();

    expect(events).toEqual([
      {
        id: expect.any(Number),
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        lastSeen: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        occurrences: 5,
        eventType: 'login_failed',
        ipAddress: ip,
        userAgent: null,
        email: 'manager@cypresshills.test',
        severity: 'low',
        details: JSON.stringify({ reason: 'wrong_password' }),
        resolved: false,
      },
    ]);
    expect(after.security.failedLogins - before.security.failedLogins).toBe(5);
    expect(after.security.recentEvents - before.security.recentEvents).toBe(5);
    expect(after.security.suspiciousActivity).toBe(before.security.suspiciousActivity);
  });

  it('when a super admin opens the dashboard reads, then an authorization denial is recorded', async () => {
    const response = await app()
      .http()
      .get(API_PATHS.adminMetrics)
      .set('Cookie', await as('admin@encore.test'));
    expect(response.status).toBe(403);

    const denial = (await securityEvents()).find(
      (event) => event.eventType === 'authorization_denied' && event.email === 'admin@encore.test',
    );
    expect(denial).toMatchObject({ severity: 'medium', resolved: false });
    expect(denial?.details).toContain('/api/admin/metrics');
  });

  it('when writes come from a foreign origin, then they are refused and folded into one event per address', async () => {
    const ip = freshClientIp();
    const send = () =>
      app()
        .http()
        .post(API_PATHS.login)
        .set('Origin', 'https://evil.example')
        .set('X-Forwarded-For', ip)
        .send({ email: 'owner@encore.test', password: 'Portal-demo-1' });
    expect((await send()).status).toBe(403);
    expect((await send()).status).toBe(403);

    // Refusals are recorded after the answer: wait until both are counted.
    let refusals: SecurityEventDto[] = [];
    for (let wait = 0; wait < 50; wait += 1) {
      refusals = (await securityEvents()).filter(
        (event) => event.eventType === 'origin_refused' && event.ipAddress === ip,
      );
      if (refusals[0]?.occurrences === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ severity: 'medium', occurrences: 2 });
    expect(JSON.parse(refusals[0]?.details ?? '{}')).toEqual({
      origin: 'https://evil.example',
      method: 'POST',
      path: '/api/auth/login',
    });
  });

  it('when an address goes over a rate limit, then one rate-limited event is recorded for the window', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let visit = 0; visit < 62; visit += 1) {
      const response = await app()
        .http()
        .post(API_PATHS.publicVisits)
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', ip)
        .send({ page: '/public' });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);

    const limited = (await securityEvents()).filter(
      (event) => event.eventType === 'rate_limited' && event.ipAddress === ip,
    );
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({ severity: 'medium' });
    expect(JSON.parse(limited[0]?.details ?? '{}')).toMatchObject({
      limit: 'site-visits',
      route: '/api/public/visits',
    });
    expect((await adminMetrics()).requests.rateLimited.count).toBeGreaterThanOrEqual(2);
  });

  it('when the owner resolves an event, then it leaves the unresolved list, stays in the full one and the resolution is audited', async () => {
    const [event] = await securityEvents();
    if (!event) throw new Error('no unresolved event to resolve');

    const response = await write('post', API_PATHS.adminSecurityEventResolve(event.id), await as(OWNER));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: event.id, resolved: true });
    expect((await securityEvents()).map((unresolved) => unresolved.id)).not.toContain(event.id);
    expect((await securityEvents('resolved=true&limit=20')).map((resolved) => resolved.id)).toContain(
      event.id,
    );
    const stored: { resolvedAt: Date | null; resolvedBy: number | null } | undefined = await app()
      .knex('security_events')
      .first('resolvedAt', 'resolvedBy')
      .where({ id: event.id });
    expect(Number.isNaN(new Date(String(stored?.resolvedAt)).getTime())).toBe(false);
    const owner: { id: number } | undefined = await app().knex('users').first('id').where({ email: OWNER });
    expect(stored?.resolvedBy).toBe(owner?.id);
    const audit = await app()
      .http()
      .get(`${API_PATHS.adminAuditLogs}?limit=5&action=security_event_resolved`)
      .set('Cookie', await as(OWNER));
    expect((audit.body as AuditLogDto[])[0]).toMatchObject({
      email: OWNER,
      resource: 'security_event',
      resourceId: String(event.id),
    });
  });

  it('when an unknown event is resolved, then 404', async () => {
    const cookie = await as(OWNER);

    expect((await write('post', API_PATHS.adminSecurityEventResolve(999_999), cookie)).status).toBe(404);
    expect((await write('post', '/api/admin/persistent-security-events/abc/resolve', cookie)).status).toBe(
      404,
    );
  });

  it('when the list is limited, then at most that many come, newest first', async () => {
    const events = await securityEvents('limit=3');

    expect(events).toHaveLength(3);
    const times = events.map((event) => event.timestamp);
    expect(times).toEqual([...times].sort().reverse());
  });
});
