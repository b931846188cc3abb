import type { Response } from 'supertest';
import { AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { failedEarlier, isLocked } from '../../../test-support/login-attempts';
import { DEMO_PASSWORD, freshClientIp, login } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const WRONG_PASSWORD = 'Wrong-password-1';
const DEVICE_COOKIE = /^bp_device_\d+=/;

function setCookieLines(response: Response): string[] {
  const header: unknown = response.headers['set-cookie'];
  return Array.isArray(header) ? header.filter((line): line is string => typeof line === 'string') : [];
}

/** The signed device cookie a successful sign-in gave this browser, ready for a Cookie header. */
function deviceCookieOf(response: Response): string {
  const pairs = setCookieLines(response)
    .filter((line) => /^bp_device_\d+(\.sig)?=/.test(line))
    .map((line) => line.split(';')[0] ?? '');
  if (pairs.length !== 2)
    throw new Error(`no signed device cookie in the answer (status ${response.status})`);
  return pairs.join('; ');
}

/**
 * A browser that signed in to `email` the day before: its device cookie. (A sign-in starts the
 * count of its kind of browser again, so it is dated before the failures a test makes.)
 */
async function trustedBrowserOf(email: string): Promise<string> {
  const response = await login(app(), email);
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  await app()
    .knex('login_attempts')
    .update({ createdAt: app().knex.raw(`created_at - interval '1 day'`) })
    .where({ email, success: true });
  return deviceCookieOf(response);
}

function loginFrom(browser: string, email: string, password: string, ip = freshClientIp()) {
  return login(app(), email, password, ip).set('Cookie', browser);
}

async function failuresOf(email: string): Promise<number> {
  const [row] = await app().knex('login_attempts').where({ email, success: false }).count({ count: '*' });
  return Number(row?.count);
}

describe('the device cookie a successful sign-in gives', () => {
  it('when a browser signs in, then it gets a signed, HttpOnly, SameSite=Lax device cookie for that account, kept for a year', async () => {
    const response = await login(app(), 'dusk@palmcove.test');

    const line = setCookieLines(response).find((cookie) => DEVICE_COOKIE.test(cookie)) ?? '';
    expect(line).toMatch(/; httponly/i);
    expect(line).toMatch(/; samesite=lax/i);
    expect(line).toMatch(/; path=\/api\/auth\/login/i);
    expect(line).not.toMatch(/; secure/i);
    const expires = Date.parse(/; expires=([^;]+)/i.exec(line)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(setCookieLines(response).some((cookie) => /^bp_device_\d+\.sig=/.test(cookie))).toBe(true);
  });

  it('when the sign-in reached the proxy over TLS, then the device cookie is Secure like the session cookie', async () => {
    const response = await login(app(), 'dusk@palmcove.test').set('X-Forwarded-Proto', 'https');

    expect(setCookieLines(response).find((cookie) => DEVICE_COOKIE.test(cookie))).toMatch(/; secure/i);
  });

  it('when a sign-in fails, then no device cookie is given', async () => {
    const response = await login(app(), 'dusk@palmcove.test', WRONG_PASSWORD);

    expect(response.status).toBe(401);
    expect(setCookieLines(response).some((cookie) => DEVICE_COOKIE.test(cookie))).toBe(false);
  });
});

describe('lockout and throttling apply to strangers, not to the account own browser', () => {
  it('when strangers reach 10 failures within the hour, then they are locked out but the browser with the device cookie still signs in', async () => {
    const email = 'manager@palmcove.test';
    const ownBrowser = await trustedBrowserOf(email);
    await failedEarlier(app().knex, email, 8);
    const strangers = [await login(app(), email, WRONG_PASSWORD), await login(app(), email, WRONG_PASSWORD)];
    expect(strangers.map((response) => response.status)).toEqual([401, 401]);
    expect(await isLocked(app().knex, email)).toBe(true);

    const stranger = await login(app(), email, DEMO_PASSWORD);
    const own = await loginFrom(ownBrowser, email, DEMO_PASSWORD);

    expect([stranger.status, stranger.body]).toEqual([403, { message: AUTH_MESSAGES.locked }]);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ user: { email } });
  });

  it('when ten addresses each send one wrong password (TRUST_PROXY), then nobody is locked and the owner browser signs in', async () => {
    const email = 'owner@encore.test';
    const ownBrowser = await trustedBrowserOf(email);

    const statuses: number[] = [];
    for (let address = 0; address < 10; address += 1)
      statuses.push((await login(app(), email, WRONG_PASSWORD, freshClientIp())).status);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(await isLocked(app().knex, email)).toBe(false);
    expect((await loginFrom(ownBrowser, email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('when attempts are answered 429, then they never count toward the lock, even with the right password', async () => {
    const email = 'lobby@palmcove.test';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(app(), email, WRONG_PASSWORD)).status).toBe(401);

    const throttled: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1)
      throttled.push((await login(app(), email, attempt % 2 ? DEMO_PASSWORD : WRONG_PASSWORD)).status);

    expect(throttled).toEqual(Array.from({ length: 10 }, () => 429));
    expect(await failuresOf(email)).toBe(5);
    expect(await isLocked(app().knex, email)).toBe(false);
    // The throttle's 15 minutes later: a stranger who knows the password signs in.
    await app()
      .knex('login_attempts')
      .update({ createdAt: app().knex.raw(`created_at - interval '16 minutes'`) })
      .where({ email });
    expect((await login(app(), email, DEMO_PASSWORD)).status).toBe(200);
  });

  it("when a browser holds another account's device cookie or a forged one, then it is a stranger to this account", async () => {
    const email = 'staff@cypresshills.test';
    const otherAccountBrowser = await trustedBrowserOf('manager@cypresshills.test');
    const ownBrowser = await trustedBrowserOf(email);
    const forged = ownBrowser.replace(/(bp_device_\d+\.sig=)[^;]+/, '$1forged');
    await failedEarlier(app().knex, email, 10);
    expect((await login(app(), email, WRONG_PASSWORD)).status).toBe(401);
    expect(await isLocked(app().knex, email)).toBe(true);

    expect((await loginFrom(otherAccountBrowser, email, DEMO_PASSWORD)).status).toBe(403);
    expect((await loginFrom(forged, email, DEMO_PASSWORD)).status).toBe(403);
    expect((await loginFrom(ownBrowser, email, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('the device cookie has its own ceiling', () => {
  it('when a trusted browser fails 5 times, then its 6th attempt is 429 even with the right password, while strangers keep their own count', async () => {
    const email = 'admin@encore.test';
    const ownBrowser = await trustedBrowserOf(email);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await loginFrom(ownBrowser, email, WRONG_PASSWORD)).status).toBe(401);

    const sixth = await loginFrom(ownBrowser, email, DEMO_PASSWORD);

    expect([sixth.status, sixth.body]).toEqual([429, { message: AUTH_MESSAGES.tooManyAttempts }]);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app(), email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('when trusted browsers reach 10 failures within the hour, then they get the lock message too, and strangers are not locked by them', async () => {
    const email = 'dusk@palmcove.test';
    const ownBrowser = await trustedBrowserOf(email);
    await failedEarlier(app().knex, email, 8, { trusted: true });
    expect((await loginFrom(ownBrowser, email, WRONG_PASSWORD)).status).toBe(401);
    expect((await loginFrom(ownBrowser, email, WRONG_PASSWORD)).status).toBe(401);

    const locked = await loginFrom(ownBrowser, email, DEMO_PASSWORD);

    expect([locked.status, locked.body]).toEqual([403, { message: AUTH_MESSAGES.locked }]);
    expect(await isLocked(app().knex, email)).toBe(false);
  });
});
