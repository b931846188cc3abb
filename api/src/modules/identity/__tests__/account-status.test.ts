import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINK_PAGES,
  API_PATHS,
  AUDIT_ACTION_FILTERS,
  AUTH_MESSAGES,
  type AuditLogDto,
  type ManagedUserDto,
} from '../../../contract';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { deliveredLink } from '../../../test-support/mailed-links';
import { freshClientIp, login, signIn } from '../../../test-support/sessions';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let catcher: MailCatcher;
const cookies = new Map<string, string>();

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await startTestApp({ seed: true, env: { SMTP_URL: catcher.url } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

async function as(email: string): Promise<string> {
  const known = cookies.get(email);
  if (known) return known;
  const cookie = await signIn(app, email);
  cookies.set(email, cookie);
  return cookie;
}

async function userId(email: string): Promise<number> {
  const row: { id: number } | undefined = await app.knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function act(by: string, path: string) {
  return app
    .http()
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp())
    .set('Cookie', await as(by));
}

async function addPendingUser(email: string, organizationId: number, department: string): Promise<number> {
  const response = await app
    .http()
    .post(API_PATHS.adminUsers)
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', await as('owner@encore.test'))
    .send({ email, permissionLevel: 'user', department, organizationId });
  if (response.status !== 201) throw new Error(`user not added: ${response.status} ${response.text}`);
  return (response.body as ManagedUserDto).id;
}

/** A public call of the mailed-link flows, from a client address of its own. */
function postLink(path: string, body: object) {
  return app.http().post(path).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', freshClientIp()).send(body);
}

async function storedPassword(email: string): Promise<string | null> {
  const row: { passwordHash: string | null } | undefined = await app
    .knex('users')
    .first('passwordHash')
    .where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.passwordHash;
}

async function auditActions(resourceId: number): Promise<string[]> {
  const rows: { action: string }[] = await app
    .knex('audit_logs')
    .select('action')
    .where({ resource: 'user', resourceId: String(resourceId) })
    .orderBy('id');
  return rows.map((row) => row.action);
}

describe('disable and enable', () => {
  it("when an org admin disables a user of their organization, then the user's sessions end at once, sign-in answers the spec's text, and enabling lets them back", async () => {
    const duskSession = await signIn(app, 'dusk@palmcove.test');
    const dusk = await userId('dusk@palmcove.test');

    const disabled = await act('manager@palmcove.test', API_PATHS.userDisable(dusk));

    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({
      id: dusk,
      email: 'dusk@palmcove.test',
      disabledAt: expect.any(String),
    });
    expect((await app.http().get(API_PATHS.session).set('Cookie', duskSession)).status).toBe(401);
    expect(await app.knex('sessions').where({ userId: dusk })).toEqual([]);
    const refused = await login(app, 'dusk@palmcove.test');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: AUTH_MESSAGES.disabled });
    const listed = await app
      .http()
      .get(API_PATHS.users)
      .set('Cookie', await as('manager@palmcove.test'));
    const row = (listed.body as ManagedUserDto[]).find((user) => user.id === dusk);
    expect(row?.disabledAt).toBe(disabled.body.disabledAt);

    // Disabling twice changes nothing and writes no second audit row.
    expect((await act('manager@palmcove.test', API_PATHS.userDisable(dusk))).status).toBe(200);

    const enabled = await act('manager@palmcove.test', API_PATHS.userEnable(dusk));
    expect(enabled.status).toBe(200);
    expect(enabled.body.disabledAt).toBeNull();
    expect((await login(app, 'dusk@palmcove.test')).status).toBe(200);
    expect(await auditActions(dusk)).toEqual(['user_disabled', 'user_enabled']);
  });

  it.each([
    ['lobby@palmcove.test', 'dusk@palmcove.test', 403, undefined],
    ['manager@palmcove.test', 'staff@cypresshills.test', 404, undefined],
    ['manager@palmcove.test', 'manager@palmcove.test', 403, ACCOUNT_LINK_MESSAGES.cannotDisableSelf],
    ['admin@encore.test', 'owner@encore.test', 403, ACCOUNT_LINK_MESSAGES.cannotDisableOwner],
    ['owner@encore.test', 'owner@encore.test', 403, ACCOUNT_LINK_MESSAGES.cannotDisableOwner],
    // Only owners edit the provider's users, so a super admin cannot disable one (themselves included).
    ['admin@encore.test', 'admin@encore.test', 403, undefined],
  ])('when %s disables %s, then %i and the account stays enabled', async (by, target, status, message) => {
    const targetId = await userId(target);

    const response = await act(by, API_PATHS.userDisable(targetId));

    expect(response.status).toBe(status);
    if (message) expect(response.body).toEqual({ message });
    const stored: { disabledAt: Date | null } | undefined = await app
      .knex('users')
      .first('disabledAt')
      .where({ id: targetId });
    expect(stored?.disabledAt).toBeNull();
  });

  it("when a super admin disables a client's org admin and the owner disables a super admin, then both are disabled", async () => {
    const cypressManager = await userId('manager@cypresshills.test');
    const superAdmin = await userId('admin@encore.test');

    const bySuperAdmin = await act('admin@encore.test', API_PATHS.userDisable(cypressManager));
    const byOwner = await act('owner@encore.test', API_PATHS.userDisable(superAdmin));

    expect(bySuperAdmin.status).toBe(200);
    expect(byOwner.status).toBe(200);
    expect((await login(app, 'admin@encore.test')).status).toBe(403);
    expect((await act('owner@encore.test', API_PATHS.userEnable(superAdmin))).status).toBe(200);
    expect((await act('owner@encore.test', API_PATHS.userEnable(cypressManager))).status).toBe(200);
    // Disabling ended the super admin's session: the next call signs in again.
    cookies.delete('admin@encore.test');
  });

  it('when a pending user is disabled, then its invitation dies (even once enabled again), and neither it nor the register form completes the account', async () => {
    const pending = await addPendingUser('trumpeter@palmcove.test', 1, 'DUSK');
    const { token } = await deliveredLink(
      app,
      catcher,
      'trumpeter@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );

    expect((await act('manager@palmcove.test', API_PATHS.userDisable(pending))).status).toBe(200);
    const accepted = await app
      .http()
      .post(API_PATHS.invitationAccept)
      .set('Origin', TEST_ORIGIN)
      .send({ token, password: 'Trumpet-pass-1' });
    const registered = await app
      .http()
      .post(API_PATHS.register)
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', freshClientIp())
      .send({ organizationId: 1, email: 'trumpeter@palmcove.test', password: 'Trumpet-pass-1' });
    const resent = await act('manager@palmcove.test', API_PATHS.userInvitation(pending));

    expect(accepted.status).toBe(404);
    expect(accepted.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect(registered.status).toBe(403);
    expect(resent.status).toBe(409);
    expect(resent.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.disabledNotInvited });
    expect((await act('manager@palmcove.test', API_PATHS.userEnable(pending))).status).toBe(200);
    const acceptedOnceEnabled = await postLink(API_PATHS.invitationAccept, {
      token,
      password: 'Trumpet-pass-1',
    });
    expect(acceptedOnceEnabled.status).toBe(404);
    expect(acceptedOnceEnabled.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect(await storedPassword('trumpeter@palmcove.test')).toBeNull();
  });

  it('when a user with a reset link is disabled and enabled again, then the link stays dead: 404 both times, the password stays and no session starts', async () => {
    const requested = await postLink(API_PATHS.passwordResetRequest, { email: 'dusk@palmcove.test' });
    expect(requested.status).toBe(202);
    const { token } = await deliveredLink(
      app,
      catcher,
      'dusk@palmcove.test',
      ACCOUNT_LINK_PAGES.resetPassword,
    );
    const passwordBefore = await storedPassword('dusk@palmcove.test');
    const dusk = await userId('dusk@palmcove.test');

    expect((await act('manager@palmcove.test', API_PATHS.userDisable(dusk))).status).toBe(200);
    const whileDisabled = await postLink(API_PATHS.passwordResetComplete, {
      token,
      password: 'Taken-over-7',
    });
    expect((await act('manager@palmcove.test', API_PATHS.userEnable(dusk))).status).toBe(200);
    const onceEnabled = await postLink(API_PATHS.passwordResetComplete, { token, password: 'Taken-over-7' });

    for (const answer of [whileDisabled, onceEnabled]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedPassword('dusk@palmcove.test')).toBe(passwordBefore);
    expect((await login(app, 'dusk@palmcove.test', 'Taken-over-7')).status).toBe(401);
    expect((await login(app, 'dusk@palmcove.test')).status).toBe(200);
  });

  it('when a pending user who asked for a registration link is disabled and enabled again, then that link stays dead and the password chosen with it is never set', async () => {
    await addPendingUser('cornetist@palmcove.test', 1, 'DUSK');
    const registered = await postLink(API_PATHS.register, {
      organizationId: 1,
      email: 'cornetist@palmcove.test',
      password: 'Cornet-pass-3',
    });
    expect(registered.status).toBe(202);
    const { token } = await deliveredLink(
      app,
      catcher,
      'cornetist@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    const cornetist = await userId('cornetist@palmcove.test');

    expect((await act('manager@palmcove.test', API_PATHS.userDisable(cornetist))).status).toBe(200);
    expect((await act('manager@palmcove.test', API_PATHS.userEnable(cornetist))).status).toBe(200);
    const confirmed = await postLink(API_PATHS.registerConfirm, { token, password: 'Cornet-pass-3' });

    expect(confirmed.status).toBe(404);
    expect(confirmed.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect(await storedPassword('cornetist@palmcove.test')).toBeNull();
  });
});

describe('resend invitation', () => {
  it('when an org admin resends an invitation, then a new mail arrives, the old link dies and the new one signs the person in', async () => {
    const pending = await addPendingUser('saxophonist@palmcove.test', 1, 'Lobby Bar');
    const first = await deliveredLink(
      app,
      catcher,
      'saxophonist@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );
    const before: { invitationSentAt: Date } | undefined = await app
      .knex('users')
      .first('invitationSentAt')
      .where({ id: pending });

    const resent = await act('manager@palmcove.test', API_PATHS.userInvitation(pending));

    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: pending, isPending: true, invitationSentAt: expect.any(String) });
    expect(Date.parse(resent.body.invitationSentAt)).toBeGreaterThanOrEqual(
      before?.invitationSentAt.getTime() ?? 0,
    );
    const second = await deliveredLink(
      app,
      catcher,
      'saxophonist@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );
    expect(second.token).not.toBe(first.token);
    expect(second.mail.parsed.text).toContain(
      'manager@palmcove.test invited you to join Palm Cove Beach Resort',
    );
    const body = (token: string) => ({ token, password: 'Saxophone-pass-3' });
    const send = (token: string) =>
      app.http().post(API_PATHS.invitationAccept).set('Origin', TEST_ORIGIN).send(body(token));
    expect((await send(first.token)).status).toBe(404);
    expect((await send(second.token)).status).toBe(201);
    expect(await auditActions(pending)).toEqual([
      'user_created',
      'user_invited',
      'user_invited',
      'user_registered',
    ]);

    const afterRegistration = await act('manager@palmcove.test', API_PATHS.userInvitation(pending));
    expect(afterRegistration.status).toBe(409);
    expect(afterRegistration.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.onlyPendingInvited });
    const listed = await app
      .http()
      .get(API_PATHS.users)
      .set('Cookie', await as('manager@palmcove.test'));
    const row = (listed.body as ManagedUserDto[]).find((user) => user.id === pending);
    expect(row).toMatchObject({ isPending: false, invitationSentAt: null });
  });

  it("when a plain user or another organization's admin resends, then 403 or 404 and no mail is queued", async () => {
    const pending = await addPendingUser('oboist@cypresshills.test', 3, 'Clubhouse');
    const queued = async () =>
      (await app.knex('mail_outbox').where({ recipient: 'oboist@cypresshills.test', kind: 'invitation' }))
        .length;
    expect(await queued()).toBe(1);

    expect((await act('lobby@palmcove.test', API_PATHS.userInvitation(pending))).status).toBe(403);
    expect((await act('manager@palmcove.test', API_PATHS.userInvitation(pending))).status).toBe(404);
    expect(await queued()).toBe(1);
    expect((await act('admin@encore.test', API_PATHS.userInvitation(pending))).status).toBe(200);
    expect(await queued()).toBe(2);
  });
});

describe('the activity log', () => {
  it.each(['user_invited', 'user_registered', 'user_disabled', 'user_enabled'])(
    'when the owner filters by %s, then the account changes above are listed under it',
    async (action) => {
      expect(AUDIT_ACTION_FILTERS).toContain(action);

      const response = await app
        .http()
        .get(API_PATHS.adminAuditLogs)
        .query({ limit: 20, offset: 0, action })
        .set('Cookie', await as('owner@encore.test'));

      expect(response.status).toBe(200);
      const rows = response.body as AuditLogDto[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.action === action && row.resource === 'user')).toBe(true);
    },
  );
});
