import {
  ACCOUNT_LINK_MESSAGES,
  ACCOUNT_LINK_PAGES,
  API_PATHS,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES,
  registrationLinkSentMessage,
  type AccountLinkDto,
  type ManagedUserDto,
} from '../../../contract';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { deliveredLink, linkTokenIn, postSettled } from '../../../test-support/mailed-links';
import {
  freshClientIp,
  login,
  sessionCookie,
  sessionSetCookie,
  signIn,
} from '../../../test-support/sessions';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let catcher: MailCatcher;
let ownerCookie: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await startTestApp({ seed: true, env: { SMTP_URL: catcher.url } });
  ownerCookie = await signIn(app, 'owner@encore.test');
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

const NEW_PASSWORD = 'Fresh-start-9';

function post(path: string, body: object, clientIp = freshClientIp()) {
  return postSettled(app, path, body, clientIp);
}

async function addUser(email: string, department = 'Lobby Bar'): Promise<ManagedUserDto> {
  const response = await app
    .http()
    .post(API_PATHS.adminUsers)
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', ownerCookie)
    .send({ email, permissionLevel: 'user', department, organizationId: 1 });
  if (response.status !== 201) throw new Error(`user not added: ${response.status} ${response.text}`);
  return response.body as ManagedUserDto;
}

async function storedUser(
  email: string,
): Promise<{ passwordHash: string | null; firebaseUid: string | null }> {
  const row: { passwordHash: string | null; firebaseUid: string | null } | undefined = await app
    .knex('users')
    .first('passwordHash', 'firebaseUid')
    .where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Audit rows of the action about the user with this e-mail. */
async function auditCount(action: string, email: string): Promise<number> {
  const rows: unknown[] = await app
    .knex('audit_logs')
    .where({ action, resource: 'user' })
    .whereIn('resourceId', app.knex('users').select(app.knex.raw('id::text')).where({ email }));
  return rows.length;
}

/** An account an administrator added that never registered, without the invitation's mail. */
async function addPendingUserRow(email: string): Promise<void> {
  await app.knex('users').insert({
    username: email.replace(/[@.]/g, '-'),
    email,
    organizationId: 1,
    department: 'DUSK',
  });
}

/** The registration mails queued to the address, oldest first, and whether each is held back. */
async function queuedRegistrationMails(
  email: string,
): Promise<{ textBody: string; heldBack: boolean; minutesUntilDue: number }[]> {
  const rows: { textBody: string; heldBack: boolean; minutesUntilDue: number | string }[] = await app
    .knex('mail_outbox')
    .select(
      'textBody',
      app.knex.raw('next_attempt_at > now() as "heldBack"'),
      app.knex.raw('extract(epoch from next_attempt_at - now()) / 60 as "minutesUntilDue"'),
    )
    .where({ recipient: email, kind: 'registration_link' })
    .orderBy('id');
  return rows.map((row) => ({ ...row, minutesUntilDue: Number(row.minutesUntilDue) }));
}

async function expireLinksOf(email: string): Promise<void> {
  await app
    .knex('account_links')
    .update({ expiresAt: app.knex.raw(`now() - interval '1 second'`) })
    .whereIn('userId', app.knex('users').select('id').where({ email }));
}

describe('invitations', () => {
  it('when the owner adds a user, then an invitation naming the organization and the inviter arrives, and its link signs the person in once', async () => {
    const added = await addUser('pianist@palmcove.test');
    expect(added.isPending).toBe(true);
    expect(Date.parse(added.invitationSentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(added.disabledAt).toBeNull();

    const { mail, token } = await deliveredLink(
      app,
      catcher,
      'pianist@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );
    expect(mail.parsed.subject).toBe('You are invited to Palm Cove Beach Resort on the Booking Portal');
    expect(mail.parsed.text).toContain(
      'owner@encore.test invited you to join Palm Cove Beach Resort on the Booking Portal as pianist@palmcove.test.',
    );
    expect(mail.parsed.text).toContain('expires in 7 days');
    expect(linkTokenIn(String(mail.parsed.html), ACCOUNT_LINK_PAGES.invitation)).toBe(token);
    expect(String(mail.parsed.html)).not.toMatch(/<img/i);
    // Only the token's hash is kept.
    expect(JSON.stringify(await app.knex('account_links').select())).not.toContain(token);

    const read = await post(API_PATHS.accountLink, { token });
    expect(read.status).toBe(200);
    const link = read.body as AccountLinkDto;
    expect(link).toEqual({
      purpose: 'invitation',
      email: 'pianist@palmcove.test',
      organization: { id: 1, name: 'Palm Cove Beach Resort' },
      department: 'Lobby Bar',
      expiresAt: expect.any(String),
    });
    const daysLeft = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.99);
    expect(daysLeft).toBeLessThanOrEqual(7);

    const weak = await post(API_PATHS.invitationAccept, { token, password: 'lowercase1' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ path: 'password', message: VALIDATION_MESSAGES.passwordStrength }]);

    const accepted = await post(API_PATHS.invitationAccept, { token, password: NEW_PASSWORD });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      role: 'user',
      user: { email: 'pianist@palmcove.test', department: 'Lobby Bar', firebaseUid: expect.any(String) },
      organization: { id: 1 },
    });
    const session = await app.http().get(API_PATHS.session).set('Cookie', sessionCookie(accepted));
    expect(session.status).toBe(200);
    expect((await login(app, 'pianist@palmcove.test', NEW_PASSWORD)).status).toBe(200);
    expect(await auditCount('user_invited', 'pianist@palmcove.test')).toBe(1);
    expect(await auditCount('user_registered', 'pianist@palmcove.test')).toBe(1);

    const again = await post(API_PATHS.invitationAccept, { token, password: 'Another-pass-7' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect((await post(API_PATHS.accountLink, { token })).status).toBe(404);
    expect((await login(app, 'pianist@palmcove.test', 'Another-pass-7')).status).toBe(401);
  });

  it('when an invitation has expired, then reading and accepting it are 404 and the user stays pending', async () => {
    await addUser('cellist@palmcove.test');
    const { token } = await deliveredLink(
      app,
      catcher,
      'cellist@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );
    await expireLinksOf('cellist@palmcove.test');

    const read = await post(API_PATHS.accountLink, { token });
    const accepted = await post(API_PATHS.invitationAccept, { token, password: NEW_PASSWORD });

    expect(read.status).toBe(404);
    expect(accepted.status).toBe(404);
    expect(accepted.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect(sessionSetCookie(accepted)).toBeUndefined();
    expect(await storedUser('cellist@palmcove.test')).toEqual({ passwordHash: null, firebaseUid: null });
  });

  it('when the same invitation is accepted twice at once, then exactly one succeeds', async () => {
    await addUser('violist@palmcove.test');
    const { token } = await deliveredLink(
      app,
      catcher,
      'violist@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );

    const answers = await Promise.all([
      post(API_PATHS.invitationAccept, { token, password: NEW_PASSWORD }),
      post(API_PATHS.invitationAccept, { token, password: 'Second-pass-8' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
    expect(await auditCount('user_registered', 'violist@palmcove.test')).toBe(1);
  });

  it('when a token is missing, of another purpose or made up, then 400 on token, or 404', async () => {
    const missing = await post(API_PATHS.accountLink, {});
    const unknown = await post(API_PATHS.accountLink, { token: 'x'.repeat(43) });
    const confirmWithInvitation = await post(API_PATHS.registerConfirm, {
      token: 'y'.repeat(43),
      password: NEW_PASSWORD,
    });

    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'token', message: ACCOUNT_LINK_MESSAGES.tokenRequired }]);
    expect(unknown.status).toBe(404);
    expect(confirmWithInvitation.status).toBe(404);

    await addUser('harpist@palmcove.test');
    const { token } = await deliveredLink(
      app,
      catcher,
      'harpist@palmcove.test',
      ACCOUNT_LINK_PAGES.invitation,
    );
    expect((await post(API_PATHS.registerConfirm, { token, password: NEW_PASSWORD })).status).toBe(404);
    expect((await post(API_PATHS.passwordResetComplete, { token, password: NEW_PASSWORD })).status).toBe(404);
    expect(await storedUser('harpist@palmcove.test')).toEqual({ passwordHash: null, firebaseUid: null });
  });
});

describe('registering a pending e-mail through the register form', () => {
  it("when a stranger registers newhire@palmcove.test, then no session and no account: only the mailbox's owner finishes it, with their own password", async () => {
    const stranger = await post(API_PATHS.register, {
      organizationId: 1,
      email: 'newhire@palmcove.test',
      password: 'Stranger-pass-1',
    });

    expect(stranger.status).toBe(202);
    expect(stranger.body).toEqual({
      message: registrationLinkSentMessage('newhire@palmcove.test'),
      pending: true,
    });
    expect(sessionSetCookie(stranger)).toBeUndefined();
    expect(await storedUser('newhire@palmcove.test')).toEqual({ passwordHash: null, firebaseUid: null });
    expect((await login(app, 'newhire@palmcove.test', 'Stranger-pass-1')).body).toEqual({
      message: AUTH_MESSAGES.noAccount,
    });
    const strangersLink = await deliveredLink(
      app,
      catcher,
      'newhire@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    expect(strangersLink.mail.parsed.subject).toBe('Finish creating your Booking Portal account');
    // The link went to the address only: nobody else received anything.
    expect(strangersLink.mail.recipients).toEqual(['newhire@palmcove.test']);

    // The real person fills in the form too: their link replaces the stranger's.
    const owner = await post(API_PATHS.register, {
      organizationId: 1,
      email: 'newhire@palmcove.test',
      password: 'Real-owner-2',
    });
    expect(owner.status).toBe(202);
    const ownersLink = await deliveredLink(
      app,
      catcher,
      'newhire@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    expect(ownersLink.token).not.toBe(strangersLink.token);
    expect(
      (await post(API_PATHS.registerConfirm, { token: strangersLink.token, password: 'Stranger-pass-1' }))
        .status,
    ).toBe(404);

    const read = await post(API_PATHS.accountLink, { token: ownersLink.token });
    expect(read.body).toMatchObject({ purpose: 'registration', email: 'newhire@palmcove.test' });
    const confirmed = await post(API_PATHS.registerConfirm, {
      token: ownersLink.token,
      password: 'Real-owner-2',
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ role: 'user', user: { email: 'newhire@palmcove.test' } });
    expect((await app.http().get(API_PATHS.session).set('Cookie', sessionCookie(confirmed))).status).toBe(
      200,
    );
    expect((await login(app, 'newhire@palmcove.test', 'Real-owner-2')).status).toBe(200);
    expect((await login(app, 'newhire@palmcove.test', 'Stranger-pass-1')).status).toBe(401);
    expect(
      (await post(API_PATHS.registerConfirm, { token: ownersLink.token, password: 'Real-owner-2' })).status,
    ).toBe(404);
    expect(await auditCount('user_registered', 'newhire@palmcove.test')).toBe(1);
  });

  it("when a stranger registers a pending e-mail with their own password, then its owner opening the mailed link cannot finish with any other password, five wrong ones use it up, the stranger never gets a session, and the owner's own registration finishes", async () => {
    // An owner added pending-admin@palmcove.test as an org admin of Palm Cove; it has not registered.
    const [pendingAdmin]: { id: number }[] = await app
      .knex('users')
      .insert({
        username: 'pending-admin-palmcove',
        email: 'pending-admin@palmcove.test',
        organizationId: 1,
        department: 'Lobby Bar',
      })
      .returning('id');
    await app
      .knex('admin_permissions')
      .insert({ userId: pendingAdmin?.id, permissionLevel: 'org_admin', organizationId: 1 });
    const strangerIp = freshClientIp();
    const stranger = await post(
      API_PATHS.register,
      { organizationId: 1, email: 'pending-admin@palmcove.test', password: 'Stranger-pass-1' },
      strangerIp,
    );
    expect(stranger.status).toBe(202);
    expect(sessionSetCookie(stranger)).toBeUndefined();
    const strangersLink = await deliveredLink(
      app,
      catcher,
      'pending-admin@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    expect(strangersLink.mail.parsed.text).toContain(
      'you will be asked for the password you chose on the form',
    );

    // The owner of the mailbox opens the link: the page reads it, then needs the password chosen on
    // the form. Theirs is not it; a wrong one leaves the link working.
    const read = await post(API_PATHS.accountLink, { token: strangersLink.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      purpose: 'registration',
      email: 'pending-admin@palmcove.test',
      organization: { id: 1, name: 'Palm Cove Beach Resort' },
    });
    const withoutPassword = await post(API_PATHS.registerConfirm, { token: strangersLink.token });
    expect(withoutPassword.status).toBe(400);
    expect(withoutPassword.body.errors).toEqual([
      { path: 'password', message: ACCOUNT_LINK_MESSAGES.registrationPasswordRequired },
    ]);
    const ownersGuesses = ['Real-owner-2', 'Real-owner-3', 'stranger-pass-1', 'Stranger-pass-1 '];
    for (const guess of ownersGuesses) {
      const refused = await post(API_PATHS.registerConfirm, { token: strangersLink.token, password: guess });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: ACCOUNT_LINK_MESSAGES.registrationPasswordMismatch,
        errors: [{ path: 'password', message: ACCOUNT_LINK_MESSAGES.registrationPasswordMismatch }],
      });
      expect(sessionSetCookie(refused)).toBeUndefined();
    }
    expect((await post(API_PATHS.accountLink, { token: strangersLink.token })).status).toBe(200);
    expect(await storedUser('pending-admin@palmcove.test')).toEqual({
      passwordHash: null,
      firebaseUid: null,
    });

    // The fifth wrong password uses the link up: not even the stranger's own finishes it now.
    const fifth = await post(API_PATHS.registerConfirm, {
      token: strangersLink.token,
      password: 'Real-owner-4',
    });
    expect(fifth.status).toBe(400);
    expect(fifth.body.errors).toEqual([
      { path: 'password', message: ACCOUNT_LINK_MESSAGES.registrationTriesUsedUp },
    ]);
    const strangersPassword = await post(
      API_PATHS.registerConfirm,
      { token: strangersLink.token, password: 'Stranger-pass-1' },
      strangerIp,
    );
    expect(strangersPassword.status).toBe(404);
    expect(sessionSetCookie(strangersPassword)).toBeUndefined();
    expect((await post(API_PATHS.accountLink, { token: strangersLink.token })).status).toBe(404);
    expect(await storedUser('pending-admin@palmcove.test')).toEqual({
      passwordHash: null,
      firebaseUid: null,
    });
    expect((await login(app, 'pending-admin@palmcove.test', 'Stranger-pass-1', strangerIp)).body).toEqual({
      message: AUTH_MESSAGES.noAccount,
    });
    expect(await auditCount('user_registered', 'pending-admin@palmcove.test')).toBe(0);

    // The owner registers through the form themselves and finishes with their own password.
    expect(
      (
        await post(API_PATHS.register, {
          organizationId: 1,
          email: 'pending-admin@palmcove.test',
          password: 'Real-owner-2',
        })
      ).status,
    ).toBe(202);
    const ownersLink = await deliveredLink(
      app,
      catcher,
      'pending-admin@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    expect(ownersLink.token).not.toBe(strangersLink.token);
    const confirmed = await post(API_PATHS.registerConfirm, {
      token: ownersLink.token,
      password: 'Real-owner-2',
    });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      role: 'org_admin',
      user: { email: 'pending-admin@palmcove.test' },
    });
    expect((await login(app, 'pending-admin@palmcove.test', 'Real-owner-2')).status).toBe(200);
    expect((await login(app, 'pending-admin@palmcove.test', 'Stranger-pass-1', strangerIp)).status).toBe(401);
    expect(await auditCount('user_registered', 'pending-admin@palmcove.test')).toBe(1);
  });

  it('when wrong passwords are sent with one registration link at once, then at most five are checked and the link is used up', async () => {
    await app.knex('users').insert({
      username: 'trumpeter-palmcove',
      email: 'trumpeter@palmcove.test',
      organizationId: 1,
      department: 'DUSK',
    });
    expect(
      (
        await post(API_PATHS.register, {
          organizationId: 1,
          email: 'trumpeter@palmcove.test',
          password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(202);
    const { token } = await deliveredLink(
      app,
      catcher,
      'trumpeter@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, guess) =>
        post(API_PATHS.registerConfirm, { token, password: `Guess-number-${guess}` }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(3);
    const link: { passwordTries: number; usedAt: unknown } | undefined = await app
      .knex('account_links')
      .first('passwordTries', 'usedAt')
      .whereIn('userId', app.knex('users').select('id').where({ email: 'trumpeter@palmcove.test' }));
    expect(link?.passwordTries).toBe(5);
    expect(link?.usedAt).not.toBeNull();
    expect((await post(API_PATHS.registerConfirm, { token, password: NEW_PASSWORD })).status).toBe(404);
    expect(await storedUser('trumpeter@palmcove.test')).toEqual({ passwordHash: null, firebaseUid: null });
  });

  it('when an added user without a department registers with one, then the link stores it', async () => {
    await app.knex('users').insert({
      username: 'bassist-palmcove',
      email: 'bassist@palmcove.test',
      organizationId: 1,
      department: null,
    });

    const refused = await post(API_PATHS.register, {
      organizationId: 1,
      email: 'bassist@palmcove.test',
      password: NEW_PASSWORD,
      department: 'Nowhere Hall',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'department', message: expect.any(String) }]);

    expect(
      (
        await post(API_PATHS.register, {
          organizationId: 1,
          email: 'bassist@palmcove.test',
          password: NEW_PASSWORD,
          department: 'DUSK',
        })
      ).status,
    ).toBe(202);
    const { token } = await deliveredLink(
      app,
      catcher,
      'bassist@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    const confirmed = await post(API_PATHS.registerConfirm, { token, password: NEW_PASSWORD });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user.department).toBe('DUSK');
  });

  it('when one client asks for a fourth registration link to an address within the hour, then the same answer, no fourth mail, and the third link still works', async () => {
    await addPendingUserRow('drummer@palmcove.test');
    const client = freshClientIp();
    const body = { organizationId: 1, email: 'drummer@palmcove.test', password: NEW_PASSWORD };

    const answers = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(await post(API_PATHS.register, body, client));
    const third = await deliveredLink(
      app,
      catcher,
      'drummer@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );
    answers.push(await post(API_PATHS.register, { ...body, password: 'Fourth-pass-4' }, client));
    await app.portal.identityJobs.settled();

    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await queuedRegistrationMails('drummer@palmcove.test')).toHaveLength(3);
    const confirmed = await post(API_PATHS.registerConfirm, { token: third.token, password: NEW_PASSWORD });
    expect(confirmed.status).toBe(201);
  });

  it("when a stranger used up their registration mails to a pending address, then its owner's own registration from another address still gets a link that works, and the stranger's links are dead", async () => {
    await addPendingUserRow('saxophonist@palmcove.test');
    const stranger = freshClientIp();
    const strangersBody = {
      organizationId: 1,
      email: 'saxophonist@palmcove.test',
      password: 'Stranger-pass-1',
    };
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await post(API_PATHS.register, strangersBody, stranger)).status).toBe(202);
    const strangersLink = await deliveredLink(
      app,
      catcher,
      'saxophonist@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );

    const owners = await post(API_PATHS.register, {
      organizationId: 1,
      email: 'saxophonist@palmcove.test',
      password: 'Real-owner-2',
    });
    expect(owners.status).toBe(202);
    expect(owners.body).toEqual({
      message: registrationLinkSentMessage('saxophonist@palmcove.test'),
      pending: true,
    });
    const ownersLink = await deliveredLink(
      app,
      catcher,
      'saxophonist@palmcove.test',
      ACCOUNT_LINK_PAGES.registerConfirm,
    );

    expect(ownersLink.token).not.toBe(strangersLink.token);
    expect(await queuedRegistrationMails('saxophonist@palmcove.test')).toHaveLength(4);
    const strangersConfirm = await post(
      API_PATHS.registerConfirm,
      { token: strangersLink.token, password: 'Stranger-pass-1' },
      stranger,
    );
    expect(strangersConfirm.status).toBe(404);
    expect(strangersConfirm.body).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    const confirmed = await post(API_PATHS.registerConfirm, {
      token: ownersLink.token,
      password: 'Real-owner-2',
    });
    expect(confirmed.status).toBe(201);
    expect((await login(app, 'saxophonist@palmcove.test', 'Real-owner-2')).status).toBe(200);
  });

  it('when one IPv6 /64 asks from four of its addresses, then they count as one client: three mails', async () => {
    await addPendingUserRow('oboist@palmcove.test');
    const body = { organizationId: 1, email: 'oboist@palmcove.test', password: NEW_PASSWORD };

    for (const host of ['1', '2', 'a:b', 'ffff:ffff:ffff'])
      expect((await post(API_PATHS.register, body, `2001:db8:77:1::${host}`)).status).toBe(202);
    await app.portal.identityJobs.settled();

    expect(await queuedRegistrationMails('oboist@palmcove.test')).toHaveLength(3);
  });

  it("when strangers from many addresses pass the address's ten mails in the hour, then the newest request's mail is held until the hour allows it, the older held ones are taken back, and its link works", async () => {
    await addPendingUserRow('celesta@palmcove.test');
    const body = (client: number) => ({
      organizationId: 1,
      email: 'celesta@palmcove.test',
      password: `Client-pass-${client}`,
    });
    for (let client = 0; client < 12; client += 1)
      expect((await post(API_PATHS.register, body(client))).status).toBe(202);
    await app.portal.identityJobs.settled();

    const mails = await queuedRegistrationMails('celesta@palmcove.test');
    expect(mails.filter((mail) => !mail.heldBack)).toHaveLength(10);
    // The eleventh request's held mail was taken back when the twelfth replaced its link.
    expect(mails.filter((mail) => mail.heldBack)).toHaveLength(1);
    const held = mails[mails.length - 1];
    expect(held?.heldBack).toBe(true);
    expect(held?.minutesUntilDue).toBeGreaterThan(55);
    expect(held?.minutesUntilDue).toBeLessThanOrEqual(60);
    await app.portal.mail.deliverDue();
    expect(catcher.mailsTo('celesta@palmcove.test')).toHaveLength(10);

    const token = linkTokenIn(held?.textBody ?? '', ACCOUNT_LINK_PAGES.registerConfirm);
    if (!token) throw new Error('no link in the held mail');
    const read = await post(API_PATHS.accountLink, { token });
    const hoursLeft = (Date.parse(String(read.body.expiresAt)) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(24.9);
    const earlier = linkTokenIn(mails[9]?.textBody ?? '', ACCOUNT_LINK_PAGES.registerConfirm);
    expect(
      (await post(API_PATHS.registerConfirm, { token: earlier ?? '', password: 'Client-pass-9' })).status,
    ).toBe(404);
    const confirmed = await post(API_PATHS.registerConfirm, { token, password: 'Client-pass-11' });
    expect(confirmed.status).toBe(201);
  });

  it('when one client address registers more than 20 times in 15 minutes, then 429', async () => {
    const address = freshClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await post(
        API_PATHS.register,
        { organizationId: 1, email: `probe-${attempt}@palmcove.test`, password: NEW_PASSWORD },
        address,
      );
      statuses.push(answer.status);
    }

    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
