import { randomBytes } from 'node:crypto';
import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { freshStrangerCeiling } from '../../../test-support/login-attempts';
import { MAX_ADDRESS_LENGTH } from '../client-address';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** The test app trusts X-Forwarded-For (TRUST_PROXY=true), as a portal behind nginx does. */
const app = provideTestApp({ seed: true });

/** A printable header value nobody can compress or parse as an address. */
function garbage(length: number): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

function attemptLogin(target: TestApp, forwardedFor: string | null, email = 'nobody@palmcove.test') {
  const request = target.http().post(API_PATHS.login).set('Origin', TEST_ORIGIN);
  return (forwardedFor === null ? request : request.set('X-Forwarded-For', forwardedFor)).send({
    email,
    password: 'Wrong-password-1',
  });
}

async function lastAttemptAddress(target: TestApp, email: string): Promise<string | undefined> {
  const row: { ip: string } | undefined = await target
    .knex('login_attempts')
    .first('ip')
    .where({ email })
    .orderBy('id', 'desc');
  return row?.ip;
}

describe('X-Forwarded-For behind a trusted proxy', () => {
  // Each test reads its attempts' e-mails: past the minute's ceiling on strangers' rows they are left out.
  beforeEach(() => freshStrangerCeiling(app().knex));

  it.each([
    ['4,000 characters of garbage', () => garbage(4_000)],
    [
      '4,000 characters of comma-separated garbage',
      () => Array.from({ length: 400 }, () => garbage(9)).join(','),
    ],
    [
      'a list of 500 addresses',
      () => Array.from({ length: 500 }, (_, n) => `198.51.100.${n % 250}`).join(', '),
    ],
  ])('when a rate-limited route gets %s, then it answers as usual, never 500', async (_label, header) => {
    const forwardedFor = header();
    const login = await attemptLogin(app(), forwardedFor);
    const lookup = await app()
      .http()
      .get('/api/user-by-email/lobby@palmcove.test')
      .set('X-Forwarded-For', forwardedFor);
    const schedule = await app().http().get(API_PATHS.publicBookings).set('X-Forwarded-For', forwardedFor);
    const visit = await app()
      .http()
      .post(API_PATHS.publicVisits)
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', forwardedFor)
      .send({ page: '/public' });

    expect([login.status, login.body]).toEqual([401, { message: AUTH_MESSAGES.noAccount }]);
    expect([lookup.status, schedule.status, visit.status]).toEqual([200, 200, 204]);
  });

  it('when the header lists several hops, then the client is the right-most one, the address the proxy saw', async () => {
    const email = 'hops@palmcove.test';
    await attemptLogin(app(), '203.0.113.50, 10.20.30.40, 192.0.2.77', email);

    expect(await lastAttemptAddress(app(), email)).toBe('192.0.2.77');
  });

  it('when a client varies the hops it writes itself, then it is still throttled by the address the proxy added', async () => {
    const proxySaw = '192.0.2.99';
    for (let attempt = 1; attempt <= 20; attempt += 1)
      await attemptLogin(app(), `198.51.100.${attempt}, ${proxySaw}`, `stranger${attempt}@hops.test`);

    const next = await attemptLogin(app(), `198.51.100.200, ${proxySaw}`, 'owner@encore.test');

    expect([next.status, next.body]).toEqual([429, { message: AUTH_MESSAGES.tooManyAttempts }]);
  });

  it('when the right-most hop is no address, or longer than any address, then the connection’s own address is used', async () => {
    const cases = [
      ['garbage@hops.test', `192.0.2.1, ${garbage(40)}`],
      ['overlong@hops.test', `192.0.2.2, ${'0'.repeat(MAX_ADDRESS_LENGTH)}1.2.3.4`],
      ['empty@hops.test', '192.0.2.3, '],
      ['port@hops.test', '192.0.2.4:8080'],
    ] as const;
    for (const [email, forwardedFor] of cases) await attemptLogin(app(), forwardedFor, email);

    const stored = await Promise.all(cases.map(([email]) => lastAttemptAddress(app(), email)));
    expect(stored.map((address) => address?.replace(/^::ffff:/, ''))).toEqual([
      '127.0.0.1',
      '127.0.0.1',
      '127.0.0.1',
      '127.0.0.1',
    ]);
  });

  it('when the header is thousands of characters long, then its right-most hop is still the client', async () => {
    const email = 'long-header@hops.test';
    await attemptLogin(app(), `${garbage(4_000)}, 192.0.2.88`, email);

    expect(await lastAttemptAddress(app(), email)).toBe('192.0.2.88');
  });

  it('when the right-most hop is an IPv6 address, then the trail keeps it as written and the limits count its /64', async () => {
    const email = 'ipv6@hops.test';
    await attemptLogin(app(), '192.0.2.1, 2001:db8::7', email);

    expect(await lastAttemptAddress(app(), email)).toBe('2001:db8:0:0::/64');
    const audit: { ipAddress: string } | undefined = await app()
      .knex('audit_logs')
      .first('ipAddress')
      .where({ email, action: 'login_failed' });
    expect(audit?.ipAddress).toBe('2001:db8::7');
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  const direct = provideTestApp({ env: { TRUST_PROXY: 'false' } });

  it('when a client sends the header to a portal no proxy fronts, then it is ignored', async () => {
    const email = 'direct@hops.test';
    await attemptLogin(direct(), '192.0.2.10', email);

    expect((await lastAttemptAddress(direct(), email))?.replace(/^::ffff:/, '')).toBe('127.0.0.1');
  });
});
