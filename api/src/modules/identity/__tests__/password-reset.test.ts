import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINK_PAGES,
  API_PATHS,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES,
  passwordResetRequestedMessage,
} from '../../../contract';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { deliveredLink, postSettled } from '../../../test-support/mailed-links';
import {
  DEMO_PASSWORD,
  freshClientIp,
  login,
  sessionCookie,
  sessionSetCookie,
  signIn,
} from '../../../test-support/sessions';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
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

const NEW_PASSWORD = 'Brand-new-pass-4';

function post(path: string, body: object, clientIp = freshClientIp()) {
  return postSettled(app, path, body, clientIp);
}

function requestReset(email: string, clientIp = freshClientIp()) {
  return post(API_PATHS.passwordResetRequest, { email }, clientIp);
}

/** Reset mails queued to the address once the requests' work after their answers is done. */
async function queuedResetMails(email: string): Promise<number> {
  await app.portal.identityJobs.settled();
  const rows: unknown[] = await app.knex('mail_outbox').where({ recipient: email, kind: 'password_reset' });
  return rows.length;
}

async function sessionStatus(cookie: string): Promise<number> {
  return (await app.http().get(API_PATHS.session).set('Cookie', cookie)).status;
}

describe('password reset', () => {
  it('when a registered user resets their password, then every session of the account ends and the browser that set it is signed in', async () => {
    const laptop = await signIn(app, 'lobby@palmcove.test');
    const phone = await signIn(app, 'lobby@palmcove.test');

    const requested = await requestReset('Lobby@PalmCove.test');
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ message: passwordResetRequestedMessage('lobby@palmcove.test') });

    const { mail, token } = await deliveredLink(
      app,
      catcher,
      'lobby@palmcove.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    expect(mail.parsed.subject).toBe('Reset your Booking Portal password');
    expect(mail.parsed.text).toContain('expires in 30 minutes');
    const read = await post(API_PATHS.accountLink, { token });
    expect(read.body).toMatchObject({ purpose: 'password_reset', email: 'lobby@palmcove.test' });
    const minutesLeft = (Date.parse(String(read.body.expiresAt)) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const weak = await post(API_PATHS.passwordResetComplete, { token, password: 'Short1a' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ path: 'password', message: VALIDATION_MESSAGES.passwordMin }]);
    expect(await sessionStatus(laptop)).toBe(200);

    const completed = await post(API_PATHS.passwordResetComplete, { token, password: NEW_PASSWORD });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ user: { email: 'lobby@palmcove.test' }, role: 'user' });
    expect(await sessionStatus(sessionCookie(completed))).toBe(200);
    expect(await sessionStatus(laptop)).toBe(401);
    expect(await sessionStatus(phone)).toBe(401);
    expect((await login(app, 'lobby@palmcove.test', DEMO_PASSWORD)).body).toEqual({
      message: AUTH_MESSAGES.incorrectPassword,
    });
    expect((await login(app, 'lobby@palmcove.test', NEW_PASSWORD)).status).toBe(200);
    const audit: { email: string }[] = await app.knex('audit_logs').where({ action: 'password_reset' });
    expect(audit.map((row) => row.email)).toEqual(['lobby@palmcove.test']);

    const reused = await post(API_PATHS.passwordResetComplete, { token, password: 'Yet-another-5' });
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect(sessionSetCookie(reused)).toBeUndefined();
  });

  it("when strangers' failures locked the account, then the mailbox owner's new password ends the lock", async () => {
    await app
      .knex('users')
      .update({ lockedUntil: app.knex.raw(`now() + interval '1 hour'`) })
      .where({ email: 'manager@palmcove.test' });
    expect((await login(app, 'manager@palmcove.test')).body).toEqual({ message: AUTH_MESSAGES.locked });

    await requestReset('manager@palmcove.test');
    const { token } = await deliveredLink(
      app,
      catcher,
      'manager@palmcove.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    expect((await post(API_PATHS.passwordResetComplete, { token, password: NEW_PASSWORD })).status).toBe(200);

    expect((await login(app, 'manager@palmcove.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('when the address is unknown, pending or disabled, then the same answer and no mail', async () => {
    await app
      .knex('users')
      .update({ disabledAt: app.knex.fn.now() })
      .where({ email: 'staff@cypresshills.test' });

    for (const email of ['nobody@palmcove.test', 'newhire@palmcove.test', 'staff@cypresshills.test']) {
      const answer = await requestReset(email);
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: passwordResetRequestedMessage(email) });
      expect(await queuedResetMails(email)).toBe(0);
    }
  });

  it('when the reset link has expired, then completing it is 404 and the password stays', async () => {
    await requestReset('dusk@palmcove.test');
    const { token } = await deliveredLink(
      app,
      catcher,
      'dusk@palmcove.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    await app
      .knex('account_links')
      .update({ expiresAt: app.knex.raw(`now() - interval '1 second'`) })
      .where({ purpose: 'password_reset' });

    const completed = await post(API_PATHS.passwordResetComplete, { token, password: NEW_PASSWORD });

    expect(completed.status).toBe(404);
    expect((await login(app, 'dusk@palmcove.test', DEMO_PASSWORD)).status).toBe(200);
  });

  it('when a client asks again, then only the newest link works, and past its 3 mails to the address in the hour it sends nothing more', async () => {
    const client = freshClientIp();
    await requestReset('manager@cypresshills.test', client);
    const first = await deliveredLink(
      app,
      catcher,
      'manager@cypresshills.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    await requestReset('manager@cypresshills.test', client);
    const second = await deliveredLink(
      app,
      catcher,
      'manager@cypresshills.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    expect(second.token).not.toBe(first.token);
    expect((await post(API_PATHS.accountLink, { token: first.token })).status).toBe(404);
    expect((await post(API_PATHS.accountLink, { token: second.token })).status).toBe(200);

    const third = await requestReset('manager@cypresshills.test', client);
    const fourth = await requestReset('manager@cypresshills.test', client);

    expect(fourth.status).toBe(202);
    expect(fourth.body).toEqual(third.body);
    expect(await queuedResetMails('manager@cypresshills.test')).toBe(3);
  });

  it("when a stranger used up their reset mails to an address, then its owner's own request from another address still gets a link that sets the password", async () => {
    const stranger = freshClientIp();
    for (let attempt = 0; attempt < 4; attempt += 1) await requestReset('admin@encore.test', stranger);
    expect(await queuedResetMails('admin@encore.test')).toBe(3);

    const owners = await requestReset('admin@encore.test');
    const { token } = await deliveredLink(
      app,
      catcher,
      'admin@encore.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );

    expect(owners.status).toBe(202);
    expect(await queuedResetMails('admin@encore.test')).toBe(4);
    expect((await post(API_PATHS.passwordResetComplete, { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(app, 'admin@encore.test', NEW_PASSWORD)).status).toBe(200);
  });

  it('when the e-mail is not valid, then 400 on email and nothing is queued', async () => {
    const answer = await requestReset('not-an-address');

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: 'email', message: VALIDATION_MESSAGES.mustBeValidEmail }]);
  });

  it('when one client address asks for more than 20 resets in 15 minutes, then 429', async () => {
    const address = freshClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1)
      statuses.push((await requestReset(`someone-${attempt}@nowhere.test`, address)).status);

    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
