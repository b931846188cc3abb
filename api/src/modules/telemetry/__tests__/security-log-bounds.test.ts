import { randomBytes } from 'node:crypto';
import { API_PATHS, type SecurityEventDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs, freshClientIp, login } from '../../../test-support/sessions';
import { openCeilingForTheHour } from '../../../test-support/minute-ceilings';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** docs/CONFIGURATION.md's Security limits: the security log's ceiling. */
const SECURITY_LOG_CEILING = 10_000;
const LONG_TEXT = randomBytes(10_500).toString('base64');

interface StoredEvent {
  id: number;
  eventType: string;
  email: string | null;
  userAgent: string | null;
  details: string | null;
  occurrences: number;
  resolved: boolean;
}

async function storedEvents(where: Record<string, unknown>): Promise<StoredEvent[]> {
  return app()
    .knex('security_events')
    .select('id', 'eventType', 'email', 'userAgent', 'details', 'occurrences', 'resolved')
    .where(where)
    .orderBy('id');
}

/**
 * Events fold within a clock hour: a test that counts one folded row waits out the last seconds of
 * an hour rather than straddle two.
 */
async function clearOfHourBoundary(): Promise<void> {
  const row: { secondsLeft: number | string } | undefined = await app()
    .knex.select(
      app().knex.raw(
        `extract(epoch from date_trunc('hour', now()) + interval '1 hour' - now()) as "secondsLeft"`,
      ),
    )
    .first();
  const secondsLeft = Number(row?.secondsLeft ?? 3600);
  if (secondsLeft < 10) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
}

async function deniedRead(cookie: string, userAgent = 'denied-reader') {
  return app().http().get(API_PATHS.adminMetrics).set('Cookie', cookie).set('User-Agent', userAgent);
}

describe('stored text is capped where log rows are written', () => {
  it('when a refused request carries a 14 KB User-Agent and Origin, then the event keeps 512 characters of the agent and at most 2 KB of details, still JSON', async () => {
    const ip = freshClientIp();
    const response = await app()
      .http()
      .post(API_PATHS.login)
      .set('Origin', `https://${LONG_TEXT.slice(0, 6_000).replace(/[^A-Za-z0-9]/g, 'a')}.example`)
      .set('User-Agent', LONG_TEXT.slice(0, 6_000))
      .set('X-Forwarded-For', ip)
      .send({ email: 'owner@encore.test', password: 'Portal-demo-1' });
    expect(response.status).toBe(403);

    // The refusal is recorded after the answer: wait for its row.
    let stored: StoredEvent[] = [];
    for (let wait = 0; wait < 50 && stored.length === 0; wait += 1) {
      stored = await storedEvents({ eventType: 'origin_refused', ipAddress: ip });
      if (stored.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [event] = stored;
    expect(event?.userAgent).toBe(LONG_TEXT.slice(0, 512));
    expect(event?.details?.length).toBeLessThanOrEqual(2048);
    expect(JSON.parse(event?.details ?? 'null')).toMatchObject({ truncated: true });
  });

  it('when a signed-in write and its sign-in carry a 14 KB User-Agent, then the audit rows and the session keep 512 characters', async () => {
    const signedIn = await login(app(), 'owner@encore.test').set('User-Agent', LONG_TEXT);
    expect(signedIn.status).toBe(200);

    const sessions: { userAgent: string }[] = await app().knex('sessions').select('userAgent');
    const audits: { userAgent: string }[] = await app()
      .knex('audit_logs')
      .select('userAgent')
      .where({ action: 'login_success' });
    for (const row of [...sessions, ...audits]) expect(row.userAgent?.length ?? 0).toBeLessThanOrEqual(512);
    expect(audits.map((row) => row.userAgent)).toContain(LONG_TEXT.slice(0, 512));
  });
});

describe('repeated events are folded into one row', () => {
  it('when 40 denied reads of one user arrive at once, then one authorization_denied row counts 40, first and last seen', async () => {
    const cookie = await as('dusk@palmcove.test');
    await clearOfHourBoundary();

    const statuses = (await Promise.all(Array.from({ length: 40 }, () => deniedRead(cookie)))).map(
      (response) => response.status,
    );

    expect(new Set(statuses)).toEqual(new Set([403]));
    const rows = await storedEvents({ eventType: 'authorization_denied', email: 'dusk@palmcove.test' });
    expect(rows.map((row) => row.occurrences)).toEqual([40]);
    const listed = await app()
      .http()
      .get(`${API_PATHS.adminSecurityEvents}?resolved=false&limit=20`)
      .set('Cookie', await as('owner@encore.test'));
    const event = (listed.body as SecurityEventDto[]).find((entry) => entry.id === rows[0]?.id);
    expect(event).toMatchObject({
      occurrences: 40,
      timestamp: expect.any(String),
      lastSeen: expect.any(String),
    });
    expect(Date.parse(event?.lastSeen ?? '')).toBeGreaterThanOrEqual(Date.parse(event?.timestamp ?? ''));
  });

  it('when the folded row was resolved, or was first seen in an earlier hour, then the next denial starts a new row', async () => {
    const cookie = await as('lobby@palmcove.test');
    await clearOfHourBoundary();
    expect((await deniedRead(cookie)).status).toBe(403);
    const [first] = await storedEvents({ eventType: 'authorization_denied', email: 'lobby@palmcove.test' });
    if (!first) throw new Error('no denial recorded');
    expect(
      (await write('post', API_PATHS.adminSecurityEventResolve(first.id), await as('owner@encore.test')))
        .status,
    ).toBe(200);

    expect((await deniedRead(cookie)).status).toBe(403);
    await app()
      .knex('security_events')
      .update({ timestamp: app().knex.raw(`timestamp - interval '2 hours'`) })
      .where({ eventType: 'authorization_denied', email: 'lobby@palmcove.test', resolved: false });
    expect((await deniedRead(cookie)).status).toBe(403);
    expect((await deniedRead(cookie)).status).toBe(403);

    const rows = await storedEvents({ eventType: 'authorization_denied', email: 'lobby@palmcove.test' });
    expect(rows.map((row) => [row.resolved, row.occurrences])).toEqual([
      [true, 1],
      [false, 1],
      [false, 2],
    ]);
  });

  it('when one address is throttled while trying 30 more e-mails, then at most 10 refusals a minute leave an audit row and e-mail, and every one is counted', async () => {
    const address = freshClientIp();
    await clearOfHourBoundary();
    for (let attempt = 0; attempt < 20; attempt += 1)
      await login(app(), `guess-${attempt}@example.test`, 'Wrong-password-1', address);
    const auditsBefore = await app().knex('audit_logs').where({ ipAddress: address }).count({ count: '*' });
    // The 20 failures filled the ceiling on strangers' rows across all clients; this test is about one
    // client's own bound, so the refusals meet a ceiling with room left.
    await openCeilingForTheHour(app().knex, 'stranger_trail_window');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1)
      statuses.push((await login(app(), `more-${attempt}@example.test`, 'Wrong-password-1', address)).status);

    expect(statuses).toEqual(Array.from({ length: 30 }, () => 429));
    const auditsAfter = await app().knex('audit_logs').where({ ipAddress: address }).count({ count: '*' });
    expect(Number(auditsAfter[0]?.count) - Number(auditsBefore[0]?.count)).toBeLessThanOrEqual(10);
    const throttled = await storedEvents({ eventType: 'login_throttled', ipAddress: address });
    expect(throttled.length).toBeLessThanOrEqual(11);
    expect(throttled.reduce((sum, row) => sum + row.occurrences, 0)).toBe(30);
    expect(await app().knex('login_attempts').where({ ip: address }).count({ count: '*' })).toEqual([
      { count: 20 },
    ]);
  });
});

describe('the security log has a ceiling', () => {
  it('when it holds more rows than the ceiling, then the oldest resolved rows go first, then the oldest low-severity unresolved ones', async () => {
    const { knex } = app();
    await knex('security_events').del();
    // Oldest first by id: 30 resolved, then 40 unresolved low, then the ceiling's worth of unresolved high.
    await knex.raw(
      `insert into security_events (event_type, severity, ip_address, resolved, timestamp, last_seen)
       select 'seeded', case when n <= 30 then 'medium' when n <= 70 then 'low' else 'high' end,
              '198.51.100.' || (n % 250), n <= 30, now() - make_interval(mins => ? - n), now() - make_interval(mins => ? - n)
       from generate_series(1, ?) as n`,
      [SECURITY_LOG_CEILING + 100, SECURITY_LOG_CEILING + 100, SECURITY_LOG_CEILING + 50],
    );

    await app().portal.telemetryJobs.boundSecurityLog();

    const [{ count }] = (await knex('security_events').count({ count: '*' })) as [{ count: number | string }];
    expect(Number(count)).toBe(SECURITY_LOG_CEILING);
    const left: { severity: string; resolved: boolean; count: number | string }[] = await knex(
      'security_events',
    )
      .select('severity', 'resolved', knex.raw('count(*) as "count"'))
      .groupBy('severity', 'resolved')
      .orderBy('severity');
    expect(left.map((group) => ({ ...group, count: Number(group.count) }))).toEqual([
      { severity: 'high', resolved: false, count: SECURITY_LOG_CEILING - 20 },
      { severity: 'low', resolved: false, count: 20 },
    ]);
  });
});
