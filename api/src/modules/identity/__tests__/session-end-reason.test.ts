import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ACCOUNT_LINK_PAGES, API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { deliveredLink, postSettled } from '../../../test-support/mailed-links';
import {
  freshClientIp,
  sessionCookie,
  sessionSetCookie,
  sessionTokenOf,
  signIn,
} from '../../../test-support/sessions';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await startTestApp({ seed: true, env: { SMTP_URL: catcher.url } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

const NOT_SIGNED_IN = { message: AUTH_MESSAGES.notSignedIn };

function read(path: string, cookie?: string) {
  const call = app.http().get(path);
  return cookie === undefined ? call : call.set('Cookie', cookie);
}

function write(method: 'post' | 'patch', path: string, cookie: string) {
  return app.http()[method](path).set('Origin', TEST_ORIGIN).set('Cookie', cookie);
}

async function userIdOf(email: string): Promise<number> {
  const row: { id: number } | undefined = await app.knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A cookie pair for `token` signed with the app's own key, as only the server could make it. */
function signedCookieFor(token: string): string {
  const keys = app.portal.app.keys;
  const key: unknown = Array.isArray(keys) ? keys[0] : undefined;
  if (typeof key !== 'string') throw new Error('the app has no signing key');
  const signature = createHmac('sha1', key).update(`bp_session=${token}`).digest('base64url');
  return `bp_session=${token}; bp_session.sig=${signature}`;
}

async function endedSessionTraces(): Promise<number> {
  const [row] = await app.knex('ended_sessions').count({ count: '*' });
  return Number(row?.count);
}

describe('a 401 to a session that ended says why', () => {
  it('when an administrator disables the account, then its open session is told "disabled" on every read and write, and the cookie is cleared', async () => {
    const staff = await signIn(app, 'staff@cypresshills.test');
    const owner = await signIn(app, 'owner@encore.test');

    const disabled = await write(
      'post',
      API_PATHS.userDisable(await userIdOf('staff@cypresshills.test')),
      owner,
    );
    expect(disabled.status).toBe(200);

    const session = await read(API_PATHS.session, staff);
    expect(session.status).toBe(401);
    expect(session.body).toEqual({ message: AUTH_MESSAGES.notSignedIn, reason: 'disabled' });
    expect(sessionSetCookie(session)).toMatch(/^bp_session=;.*expires=Thu, 01 Jan 1970/i);
    const bookings = await read(`${API_PATHS.bookings}?organizationId=3`, staff);
    expect(bookings.status).toBe(401);
    expect(bookings.body.reason).toBe('disabled');
    const logout = await write('post', API_PATHS.logout, staff);
    expect(logout.status).toBe(204);
    const booking = await write('post', API_PATHS.bookings, staff).send({});
    expect(booking.status).toBe(401);
    expect(booking.body.reason).toBe('disabled');

    // Enabling the account again revives none of its sessions: the old cookie still says why it ended.
    await write('post', API_PATHS.userEnable(await userIdOf('staff@cypresshills.test')), owner);
    expect((await read(API_PATHS.session, staff)).body.reason).toBe('disabled');
  });

  it('when the session is signed out from elsewhere, then a copy of its cookie is told "signed_out"', async () => {
    const here = await signIn(app, 'dusk@palmcove.test');
    const stillSignedIn = await signIn(app, 'dusk@palmcove.test');

    expect((await write('post', API_PATHS.logout, here)).status).toBe(204);

    const replay = await read(API_PATHS.session, here);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: AUTH_MESSAGES.notSignedIn, reason: 'signed_out' });
    expect((await read(API_PATHS.session, stillSignedIn)).status).toBe(200);
  });

  it('when the account\'s password is reset, then its other sessions are told "password_reset" and the resetting browser stays signed in', async () => {
    const laptop = await signIn(app, 'lobby@palmcove.test');
    await postSettled(app, API_PATHS.passwordResetRequest, { email: 'lobby@palmcove.test' }, freshClientIp());
    const { token } = await deliveredLink(
      app,
      catcher,
      'lobby@palmcove.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );

    const completed = await postSettled(
      app,
      API_PATHS.passwordResetComplete,
      { token, password: 'Brand-new-pass-4' },
      freshClientIp(),
    );
    expect(completed.status).toBe(200);

    const replay = await read(API_PATHS.session, laptop);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: AUTH_MESSAGES.notSignedIn, reason: 'password_reset' });
    expect((await read(API_PATHS.session, sessionCookie(completed))).status).toBe(200);
  });

  it('when the session has expired, then "expired", before and after the housekeeping deletes its row', async () => {
    const cookie = await signIn(app, 'manager@cypresshills.test');
    const sessionId = await app
      .knex('sessions')
      .first('id')
      .orderBy('createdAt', 'desc')
      .then((row: { id: string }) => row.id);
    await app
      .knex('sessions')
      .update({ expiresAt: app.knex.raw(`now() - interval '1 minute'`) })
      .where({ id: sessionId });

    const expired = await read(API_PATHS.session, cookie);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: AUTH_MESSAGES.notSignedIn, reason: 'expired' });

    await app.portal.identityJobs.pruneExpiredRows();
    expect(await app.knex('sessions').where({ id: sessionId }).first()).toBeUndefined();
    expect((await read(API_PATHS.session, cookie)).body.reason).toBe('expired');
  });

  it('when an ended session would have expired, then the housekeeping deletes why it ended and its cookie is told "expired"', async () => {
    const cookie = await signIn(app, 'manager@palmcove.test');
    await write('post', API_PATHS.logout, cookie);
    expect((await read(API_PATHS.session, cookie)).body.reason).toBe('signed_out');
    const traces = await endedSessionTraces();
    await app
      .knex('ended_sessions')
      .update({ expiresAt: app.knex.raw(`now() - interval '1 minute'`) })
      .where({ id: createHash('sha256').update(sessionTokenOf(cookie)).digest('hex') });

    await app.portal.identityJobs.pruneExpiredRows();

    expect(await endedSessionTraces()).toBe(traces - 1);
    expect((await read(API_PATHS.session, cookie)).body.reason).toBe('expired');
  });
});

describe('a 401 to a stranger says nothing more', () => {
  it('when there is no cookie, a random token, an unsigned one or a forged signature, then only "Authentication required"', async () => {
    const real = await signIn(app, 'admin@encore.test');
    const randomToken = randomBytes(32).toString('base64url');

    const answers = await Promise.all([
      read(API_PATHS.session),
      read(API_PATHS.session, `bp_session=${randomToken}`),
      read(
        API_PATHS.session,
        `bp_session=${randomToken}; bp_session.sig=${randomBytes(20).toString('base64url')}`,
      ),
      read(API_PATHS.session, `bp_session=${sessionTokenOf(real)}`),
      read(`${API_PATHS.bookings}?organizationId=1`, `bp_session=${randomToken}`),
    ]);

    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(NOT_SIGNED_IN);
    }
  });

  it('when a signed token matches no session at all, then "expired", as for a session long gone', async () => {
    const answer = await read(API_PATHS.session, signedCookieFor(randomBytes(32).toString('base64url')));

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: AUTH_MESSAGES.notSignedIn, reason: 'expired' });
  });

  it('when strangers sign out with cookies of their own making, or an ended session signs out again, then no trace is kept', async () => {
    const cookie = await signIn(app, 'admin@encore.test');
    await write('post', API_PATHS.logout, cookie);
    const traces = await endedSessionTraces();

    await write('post', API_PATHS.logout, cookie);
    await write('post', API_PATHS.logout, `bp_session=${randomBytes(32).toString('base64url')}`);
    await write('post', API_PATHS.logout, signedCookieFor(randomBytes(32).toString('base64url')));

    expect(await endedSessionTraces()).toBe(traces);
  });
});
