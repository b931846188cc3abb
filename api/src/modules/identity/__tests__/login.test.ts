import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import {
  DEMO_PASSWORD,
  freshClientIp,
  login,
  sessionCookie,
  sessionSetCookie,
  sessionTokenOf,
} from '../../../test-support/sessions';
import { failedEarlier } from '../../../test-support/login-attempts';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

async function securityEvents(email: string): Promise<{ eventType: string; severity: string }[]> {
  return app().knex('security_events').select('eventType', 'severity').where({ email }).orderBy('id');
}

async function auditActions(
  email: string,
): Promise<{ action: string; success: boolean; ipAddress: string; userAgent: string }[]> {
  return app()
    .knex('audit_logs')
    .select('action', 'success', 'ipAddress', 'userAgent')
    .where({ email })
    .orderBy('id');
}

describe('POST /api/auth/login', () => {
  it('when the credentials are right, then it answers the session and sets an HttpOnly, SameSite=Lax cookie without Secure on http', async () => {
    const response = await login(app(), 'lobby@palmcove.test');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: { email: 'lobby@palmcove.test', organizationId: 1, department: 'Lobby Bar' },
      role: 'user',
      allowed: true,
      adminPermissions: [],
      organization: { id: 1, name: 'Palm Cove Beach Resort', slug: 'palm-cove', logo: null, kind: 'client' },
    });
    const cookie = sessionSetCookie(response) ?? '';
    expect(cookie).toMatch(/^bp_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; httponly/i);
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).toMatch(/; path=\//i);
    expect(cookie).not.toMatch(/; secure/i);
  });

  it('when the request reached the proxy over TLS (X-Forwarded-Proto: https, TRUST_PROXY), then the cookie is Secure', async () => {
    const response = await login(app(), 'dusk@palmcove.test').set('X-Forwarded-Proto', 'https');

    expect(response.status).toBe(200);
    expect(sessionSetCookie(response)).toMatch(/; secure/i);
  });

  it('when the e-mail is unknown, then 401 with the spec text', async () => {
    const response = await login(app(), 'nobody@palmcove.test');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.noAccount });
    expect(sessionSetCookie(response)).toBeUndefined();
  });

  it('when the password is wrong, then 401 "Incorrect password."', async () => {
    const response = await login(app(), 'staff@cypresshills.test', 'Wrong-password-1');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.incorrectPassword });
  });

  it('when the user is pending (added, never registered), then 401 as for an unknown e-mail', async () => {
    const response = await login(app(), 'newhire@palmcove.test');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.noAccount });
  });

  it('when the account is disabled, then 403 "This account has been disabled." even with the right password', async () => {
    await app()
      .knex('users')
      .update({ disabledAt: app().knex.fn.now() })
      .where({ email: 'manager@cypresshills.test' });

    const response = await login(app(), 'manager@cypresshills.test');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.disabled });
    expect(sessionSetCookie(response)).toBeUndefined();
  });

  it('when the e-mail is typed in capitals with spaces, then it still signs in', async () => {
    const response = await login(app(), '  Lobby@PalmCove.TEST ');

    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe('lobby@palmcove.test');
  });

  it('when the body misses the password, then 400 with the contract message and the field errors', async () => {
    const response = await login(app(), 'lobby@palmcove.test', '');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Password must be at least 8 characters',
      errors: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    });
  });
});

describe('login throttling and lockout', () => {
  it('when an account has 5 failed attempts, then the 6th is refused with 429 and Retry-After even with the right password', async () => {
    const email = 'dusk@palmcove.test';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await login(app(), email, 'Wrong-password-1', freshClientIp());
      expect(failed.status).toBe(401);
    }
    const attemptsBefore = await app().knex('login_attempts').where({ email }).count({ total: '*' });

    const sixth = await login(app(), email, DEMO_PASSWORD, freshClientIp());

    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sessionSetCookie(sixth)).toBeUndefined();
    // The refused 6th checked no password: it is not an attempt, and counts toward nothing.
    const attempts = await app().knex('login_attempts').where({ email }).orderBy('id').select('success');
    expect(attempts.slice(-5).map((attempt) => attempt.success)).toEqual([false, false, false, false, false]);
    expect(await app().knex('login_attempts').where({ email }).count({ total: '*' })).toEqual(attemptsBefore);
    expect((await securityEvents(email)).map((event) => event.eventType)).toContain('login_throttled');
  });

  it('when one address fails 20 times across accounts, then its next attempt is throttled whatever the account', async () => {
    const address = freshClientIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await login(app(), `stranger${attempt}@example.test`, 'Wrong-password-1', address);
    }

    const next = await login(app(), 'owner@encore.test', DEMO_PASSWORD, address);

    expect(next.status).toBe(429);
    expect(next.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when an account reaches 10 password failures within an hour, then it is locked to strangers: 403 with the spec text and an account_locked event', async () => {
    const email = 'manager@palmcove.test';
    await failedEarlier(app().knex, email, 9);
    expect((await login(app(), email, 'Wrong-password-1', freshClientIp())).status).toBe(401);

    const locked = await login(app(), email, DEMO_PASSWORD, freshClientIp());

    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ message: AUTH_MESSAGES.locked });
    const user = await app()
      .knex('users')
      .first(app().knex.raw('locked_until > now() as "isLocked"'))
      .where({ email });
    expect(user).toEqual({ isLocked: true });
    expect(await securityEvents(email)).toContainEqual({ eventType: 'account_locked', severity: 'high' });
  });

  it('when a successful login follows failures, then the account counter starts again', async () => {
    const email = 'lobby@palmcove.test';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login(app(), email, 'Wrong-password-1', freshClientIp());
    expect((await login(app(), email)).status).toBe(200);

    for (let attempt = 1; attempt <= 4; attempt += 1)
      await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect((await login(app(), email)).status).toBe(200);
  });
});

describe('login trail', () => {
  it('when logins fail and succeed, then security events and audit rows record them with e-mail, address and user agent', async () => {
    const email = 'staff@cypresshills.test';
    const address = freshClientIp();
    await login(app(), email, 'Wrong-password-2', address).set('User-Agent', 'trail-test');
    await login(app(), email, DEMO_PASSWORD, address).set('User-Agent', 'trail-test');

    expect(await securityEvents(email)).toContainEqual({ eventType: 'login_failed', severity: 'low' });
    const audit = await auditActions(email);
    expect(audit).toContainEqual({
      action: 'login_failed',
      success: false,
      ipAddress: address,
      userAgent: 'trail-test',
    });
    expect(audit).toContainEqual({
      action: 'login_success',
      success: true,
      ipAddress: address,
      userAgent: 'trail-test',
    });
  });

  it('when passwords are stored, then they are argon2id hashes (19 MiB, t=2) that never appear in an answer', async () => {
    const users: { passwordHash: string | null }[] = await app()
      .knex('users')
      .select('passwordHash')
      .whereNotNull('passwordHash');
    expect(users.length).toBeGreaterThan(0);
    for (const { passwordHash } of users) {
      const [, algorithm, , parameters = ''] = (passwordHash ?? '').split('$');
      expect(algorithm).toBe('argon2id');
      expect(parameters.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    }

    const response = await login(app(), 'admin@encore.test');
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/argon2|passwordHash|password/i);
  });
});

describe('session rotation', () => {
  it('when a signed-in browser logs in again, then the new session id differs and the old cookie is dead', async () => {
    const first = sessionCookie(await login(app(), 'admin@encore.test'));
    const second = await login(app(), 'admin@encore.test').set('Cookie', first);
    const rotated = sessionCookie(second);

    expect(rotated).not.toBe(first);
    expect((await app().http().get(API_PATHS.session).set('Cookie', first)).status).toBe(401);
    expect((await app().http().get(API_PATHS.session).set('Cookie', rotated)).status).toBe(200);
  });

  it('when a session is stored, then its id is the sha256 of the cookie token, never the token', async () => {
    const cookie = sessionCookie(await login(app(), 'admin@encore.test'));
    const token = sessionTokenOf(cookie);
    const { createHash } = await import('node:crypto');

    const rows = await app().knex('sessions').select('id');
    expect(rows.map((row) => row.id)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows.map((row) => row.id)).not.toContain(token);
  });
});

describe('origin check on login', () => {
  it('when a login comes from a foreign Origin, then 403 and no session, attempt or audit row is written', async () => {
    const attemptsBefore = await app().knex('login_attempts').count({ total: '*' });

    const response = await app()
      .http()
      .post(API_PATHS.login)
      .set('Origin', 'https://evil.example')
      .send({ email: 'lobby@palmcove.test', password: DEMO_PASSWORD });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.foreignOrigin });
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(await app().knex('login_attempts').count({ total: '*' })).toEqual(attemptsBefore);
  });

  it('when the Origin is the portal, then the login is accepted', async () => {
    const response = await app()
      .http()
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'lobby@palmcove.test', password: DEMO_PASSWORD });

    expect(response.status).toBe(200);
  });
});
