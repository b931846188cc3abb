import { ACCOUNT_LINK_PAGES, API_PATHS } from '../../../contract';
import { whileAuditRefuses } from '../../../test-support/audit-refusal';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { deliveredLink } from '../../../test-support/mailed-links';
import { DEMO_PASSWORD, freshClientIp, login, signIn } from '../../../test-support/sessions';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * Every account change made by mail or User Management commits with its one audit row: while the
 * audit log refuses the row, the change (and any mail or link it would bring) does not happen.
 */
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

function post(path: string, body: object, cookie?: string) {
  const call = app.http().post(path).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', freshClientIp());
  return (cookie ? call.set('Cookie', cookie) : call).send(body);
}

async function count(table: string, where: Record<string, unknown>): Promise<number> {
  const row: { count?: string | number } | undefined = await app
    .knex(table)
    .where(where)
    .count({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}

async function userIdOf(email: string): Promise<number> {
  const row: { id: number } | undefined = await app.knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('account changes and their audit rows', () => {
  it('when the invitation cannot be audited, then Add User stores no user, no link and no mail', async () => {
    const owner = await signIn(app, 'owner@encore.test');
    const body = {
      email: 'unaudited-invite@palmcove.test',
      permissionLevel: 'user',
      department: 'DUSK',
      organizationId: 1,
    };

    await whileAuditRefuses(app.knex, 'user_invited', async () => {
      expect((await post(API_PATHS.adminUsers, body, owner)).status).toBe(400);
    });

    expect(await count('users', { email: 'unaudited-invite@palmcove.test' })).toBe(0);
    expect(await count('mail_outbox', { recipient: 'unaudited-invite@palmcove.test' })).toBe(0);
    expect((await post(API_PATHS.adminUsers, body, owner)).status).toBe(201);
    expect(
      await count('mail_outbox', { recipient: 'unaudited-invite@palmcove.test', kind: 'invitation' }),
    ).toBe(1);
  });

  it('when the registration cannot be audited, then the invitation stays unused and the user pending', async () => {
    const owner = await signIn(app, 'owner@encore.test');
    const body = {
      email: 'unaudited-accept@palmcove.test',
      permissionLevel: 'user',
      department: 'DUSK',
      organizationId: 1,
    };
    expect((await post(API_PATHS.adminUsers, body, owner)).status).toBe(201);
    const { token } = await deliveredLink(app, catcher, body.email, ACCOUNT_LINK_PAGES.invitation);

    await whileAuditRefuses(app.knex, 'user_registered', async () => {
      expect((await post(API_PATHS.invitationAccept, { token, password: 'Accepted-pass-1' })).status).toBe(
        400,
      );
    });

    expect(await count('users', { email: body.email, firebaseUid: null })).toBe(1);
    expect((await post(API_PATHS.invitationAccept, { token, password: 'Accepted-pass-1' })).status).toBe(201);
  });

  it('when the reset cannot be audited, then the old password still works and no session ends', async () => {
    const session = await signIn(app, 'dusk@palmcove.test');
    expect((await post(API_PATHS.passwordResetRequest, { email: 'dusk@palmcove.test' })).status).toBe(202);
    const { token } = await deliveredLink(
      app,
      catcher,
      'dusk@palmcove.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );

    await whileAuditRefuses(app.knex, 'password_reset', async () => {
      expect((await post(API_PATHS.passwordResetComplete, { token, password: 'Reset-pass-22' })).status).toBe(
        400,
      );
    });

    expect((await login(app, 'dusk@palmcove.test', DEMO_PASSWORD)).status).toBe(200);
    expect((await app.http().get(API_PATHS.session).set('Cookie', session)).status).toBe(200);
  });

  it('when disabling cannot be audited, then the account stays enabled and its sessions live', async () => {
    const manager = await signIn(app, 'manager@palmcove.test');
    const lobbySession = await signIn(app, 'lobby@palmcove.test');
    const lobby = await userIdOf('lobby@palmcove.test');

    await whileAuditRefuses(app.knex, 'user_disabled', async () => {
      expect((await post(API_PATHS.userDisable(lobby), {}, manager)).status).toBe(400);
    });

    expect((await app.http().get(API_PATHS.session).set('Cookie', lobbySession)).status).toBe(200);
    expect(await count('users', { id: lobby, disabledAt: null })).toBe(1);
  });
});
