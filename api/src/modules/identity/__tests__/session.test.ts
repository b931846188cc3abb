import { API_PATHS, AUTH_MESSAGES, isProviderOrganization } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { statementsDuring } from '../../../test-support/sql-statements';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import {
  login,
  sessionCookie,
  sessionSetCookie,
  sessionTokenOf,
  signIn,
} from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

describe('GET /api/auth/session: role resolution for every demo account', () => {
  it.each([
    ['owner@encore.test', 'owner', 2],
    ['admin@encore.test', 'super_admin', 2],
    ['manager@palmcove.test', 'org_admin', 1],
    ['manager@cypresshills.test', 'org_admin', 3],
    ['lobby@palmcove.test', 'user', 1],
    ['dusk@palmcove.test', 'user', 1],
    ['staff@cypresshills.test', 'user', 3],
  ])('when %s is signed in, then the role is %s in organization %i', async (email, role, organizationId) => {
    const cookie = await signIn(app(), email);

    const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role, allowed: true, user: { email, organizationId } });
    expect(response.body.organization.id).toBe(organizationId);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['owner@encore.test', 'provider'],
    ['manager@palmcove.test', 'client'],
  ])(
    "when %s is signed in, then the session's organization carries its stored kind, %s",
    async (email, kind) => {
      const cookie = await signIn(app(), email);

      const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);

      expect(response.status).toBe(200);
      expect(response.body.organization.kind).toBe(kind);
      expect(isProviderOrganization(response.body.organization)).toBe(kind === 'provider');
    },
  );

  it('when the owner is signed in, then the answer lists the owner permission', async () => {
    const cookie = await signIn(app(), 'owner@encore.test');

    const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);

    const owner = await app().knex('users').first('id').where({ email: 'owner@encore.test' });
    expect(response.body.adminPermissions).toEqual([
      {
        id: expect.any(Number),
        userId: owner.id,
        permissionLevel: 'owner',
        organizationId: null,
        grantedBy: null,
        grantedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
  });

  it('when a user belongs to no organization and holds no permission, then allowed is false', async () => {
    await app()
      .knex('users')
      .insert({
        username: 'outsider',
        email: 'outsider@example.test',
        passwordHash: await app()
          .knex('users')
          .first('passwordHash')
          .where({ email: 'lobby@palmcove.test' })
          .then((row) => row.passwordHash),
        firebaseUid: 'outsider-uid',
      });
    const cookie = await signIn(app(), 'outsider@example.test');

    const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);

    expect(response.body).toMatchObject({ role: 'user', allowed: false, organization: null });
  });

  it('when there is no session cookie, then 401 "Authentication required"', async () => {
    const response = await app().http().get(API_PATHS.session);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
  });

  it('when a plain user sends x-is-admin and owner-flag headers, then the answer is still a plain user', async () => {
    const cookie = await signIn(app(), 'lobby@palmcove.test');

    const response = await app()
      .http()
      .get(API_PATHS.session)
      .set('Cookie', cookie)
      .set('x-is-admin', 'true')
      .set('x-is-owner', 'true')
      .set('x-owner', 'true');

    expect(response.body.role).toBe('user');
  });

  it('when the token is presented without its signature or with a foreign one, then 401', async () => {
    const cookie = await signIn(app(), 'lobby@palmcove.test');
    const other = await signIn(app(), 'dusk@palmcove.test');
    const token = sessionTokenOf(cookie);
    const foreignSignature = other.split('; ')[1] ?? '';

    const unsigned = await app().http().get(API_PATHS.session).set('Cookie', `bp_session=${token}`);
    const mismatched = await app()
      .http()
      .get(API_PATHS.session)
      .set('Cookie', `bp_session=${token}; ${foreignSignature}`);

    expect(unsigned.status).toBe(401);
    expect(mismatched.status).toBe(401);
    expect((await app().http().get(API_PATHS.session).set('Cookie', cookie)).status).toBe(200);
  });

  it('when the session has expired, then 401 and the stale cookie is cleared', async () => {
    const cookie = await signIn(app(), 'dusk@palmcove.test');
    await app()
      .knex('sessions')
      .update({ expiresAt: app().knex.raw(`now() - interval '1 minute'`) });

    const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);

    expect(response.status).toBe(401);
    expect(sessionSetCookie(response)).toMatch(/^bp_session=;.*expires=Thu, 01 Jan 1970/i);
  });

  it('when the user is disabled after signing in, then the session stops working', async () => {
    const cookie = await signIn(app(), 'staff@cypresshills.test');
    await app()
      .knex('users')
      .update({ disabledAt: app().knex.fn.now() })
      .where({ email: 'staff@cypresshills.test' });

    expect((await app().http().get(API_PATHS.session).set('Cookie', cookie)).status).toBe(401);
    await app().knex('users').update({ disabledAt: null }).where({ email: 'staff@cypresshills.test' });
  });
});

describe('POST /api/auth/logout', () => {
  it('when a signed-in user logs out, then 204, the cookie is cleared and replaying it gives 401', async () => {
    const cookie = await signIn(app(), 'manager@palmcove.test');

    const response = await app()
      .http()
      .post(API_PATHS.logout)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie);

    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toMatch(/^bp_session=;/);
    const replay = await app().http().get(API_PATHS.session).set('Cookie', cookie);
    expect(replay.status).toBe(401);
    const token = sessionTokenOf(cookie);
    const { createHash } = await import('node:crypto');
    expect(
      await app()
        .knex('sessions')
        .where({ id: createHash('sha256').update(token).digest('hex') }),
    ).toEqual([]);
  });

  it('when a request with the session cookie has neither Origin nor Referer, then 403 and the session survives', async () => {
    const cookie = await signIn(app(), 'manager@palmcove.test');

    const response = await app().http().post(API_PATHS.logout).set('Cookie', cookie);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.foreignOrigin });
    expect((await app().http().get(API_PATHS.session).set('Cookie', cookie)).status).toBe(200);
  });

  it('when a logout comes from a foreign Referer, then 403 and the session survives', async () => {
    const cookie = await signIn(app(), 'manager@palmcove.test');

    const response = await app()
      .http()
      .post(API_PATHS.logout)
      .set('Cookie', cookie)
      .set('Referer', 'https://evil.example/page');

    expect(response.status).toBe(403);
    expect((await app().http().get(API_PATHS.session).set('Cookie', cookie)).status).toBe(200);
  });

  it('when the Referer is a page of the portal, then the logout is accepted', async () => {
    const cookie = await signIn(app(), 'manager@palmcove.test');

    const response = await app()
      .http()
      .post(API_PATHS.logout)
      .set('Cookie', cookie)
      .set('Referer', `${TEST_ORIGIN}/users`);

    expect(response.status).toBe(204);
  });
});

describe('GET /api/auth/session: cost', () => {
  it.each(['owner@encore.test', 'manager@palmcove.test', 'lobby@palmcove.test'])(
    'when %s reads the session, then the answer is the one the login gave',
    async (email) => {
      const signedIn = await login(app(), email);

      const response = await app().http().get(API_PATHS.session).set('Cookie', sessionCookie(signedIn));

      expect(response.status).toBe(200);
      expect(response.body).toEqual(signedIn.body);
    },
  );

  it('when a signed-in manager asks for the session, then it runs 1 SQL statement, the session lookup', async () => {
    const cookie = await signIn(app(), 'manager@palmcove.test');
    const statements = await statementsDuring(app().knex, async () => {
      const response = await app().http().get(API_PATHS.session).set('Cookie', cookie);

      expect(response.status).toBe(200);
      expect(response.body.adminPermissions).toEqual([
        expect.objectContaining({ permissionLevel: 'org_admin', organizationId: 1 }),
      ]);
      expect(response.body.organization).toEqual({
        id: 1,
        name: 'Palm Cove Beach Resort',
        slug: 'palm-cove',
        logo: null,
        kind: 'client',
      });
    });
    // The session with its user, permissions and organization: all the description needs.
    expect(statements).toHaveLength(1);
  });
});
