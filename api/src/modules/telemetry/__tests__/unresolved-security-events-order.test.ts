import { API_PATHS, type SecurityEventDto, type SystemHealthDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

/** Unresolved events, each `minutesAgo`, each from its own address so no two are one row. */
async function recorded(...events: { eventType: string; severity: string; minutesAgo: number }[]) {
  await app()
    .knex('security_events')
    .insert(
      events.map((event, index) => ({
        eventType: event.eventType,
        severity: event.severity,
        ipAddress: `198.51.100.${index + 1}`,
        email: `event${index}@nowhere.test`,
        timestamp: app().knex.raw('now() - make_interval(mins => ?)', [event.minutesAgo]),
      })),
    );
}

async function ownerRead<T>(path: string): Promise<T> {
  const response = await app()
    .http()
    .get(path)
    .set('Cookie', await as('owner@encore.test'));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return response.body as T;
}

beforeEach(async () => {
  await app().knex('security_events').delete();
});

describe("GET /api/admin/persistent-security-events?resolved=false (the dashboard's unresolved list)", () => {
  it('when a high-severity event is older than 25 minor ones, then it still leads the list of 20 that health warns about', async () => {
    await recorded(
      { eventType: 'account_locked', severity: 'high', minutesAgo: 90 },
      ...Array.from({ length: 25 }, (_, index) => ({
        eventType: index % 2 === 0 ? 'login_failed' : 'authorization_denied',
        severity: index % 2 === 0 ? 'low' : 'medium',
        minutesAgo: 60 - index,
      })),
    );

    const health = await ownerRead<SystemHealthDto>(API_PATHS.adminHealth);
    const events = await ownerRead<SecurityEventDto[]>(
      `${API_PATHS.adminSecurityEvents}?resolved=false&limit=20`,
    );

    // Only the security findings: the health read also judges this test's own response times, which a
    // busy machine can make slow.
    expect(health.details.issues.filter((issue) => issue.includes('security event'))).toEqual([
      '1 unresolved high-severity security event',
    ]);
    expect(events).toHaveLength(20);
    expect(events[0]).toMatchObject({ eventType: 'account_locked', severity: 'high' });
  });

  it('when events of several severities are unresolved, then they come most severe first, and newest first within a severity', async () => {
    await recorded(
      { eventType: 'login_failed', severity: 'low', minutesAgo: 1 },
      { eventType: 'origin_refused', severity: 'critical', minutesAgo: 50 },
      { eventType: 'authorization_denied', severity: 'medium', minutesAgo: 2 },
      { eventType: 'account_locked', severity: 'high', minutesAgo: 40 },
      { eventType: 'origin_refused', severity: 'high', minutesAgo: 30 },
      { eventType: 'login_throttled', severity: 'medium', minutesAgo: 20 },
    );

    const events = await ownerRead<SecurityEventDto[]>(
      `${API_PATHS.adminSecurityEvents}?resolved=false&limit=20`,
    );

    expect(events.map((event) => `${event.severity} ${event.eventType}`)).toEqual([
      'critical origin_refused',
      'high origin_refused',
      'high account_locked',
      'medium authorization_denied',
      'medium login_throttled',
      'low login_failed',
    ]);
  });

  it('when every event is read (resolved or not), then they stay newest first', async () => {
    await recorded(
      { eventType: 'origin_refused', severity: 'critical', minutesAgo: 50 },
      { eventType: 'login_failed', severity: 'low', minutesAgo: 1 },
    );

    const events = await ownerRead<SecurityEventDto[]>(`${API_PATHS.adminSecurityEvents}?limit=20`);

    expect(events.map((event) => event.eventType)).toEqual(['login_failed', 'origin_refused']);
  });
});
