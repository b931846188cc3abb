import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { freshClientIp, signIn } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

function permissionsOf(email: string, cookie: string) {
  return app().http().get(API_PATHS.userPermissions).query({ email }).set('Cookie', cookie);
}

describe('GET /api/user-permissions', () => {
  it('when a user asks for their own e-mail, then the permissions and organization (with slug) come back', async () => {
    const cookie = await signIn(app(), 'manager@palmcove.test');

    const response = await permissionsOf('manager@palmcove.test', cookie);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      adminPermissions: [expect.objectContaining({ permissionLevel: 'org_admin', organizationId: 1 })],
      organization: { id: 1, name: 'Palm Cove Beach Resort', slug: 'palm-cove', logo: null, kind: 'client' },
    });
  });

  it("when a user asks for another user's e-mail, then 403 and an authorization_denied event is written", async () => {
    const cookie = await signIn(app(), 'lobby@palmcove.test');

    const response = await permissionsOf('manager@palmcove.test', cookie);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    const events = await app()
      .knex('security_events')
      .where({ eventType: 'authorization_denied', email: 'lobby@palmcove.test' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ severity: 'medium', resolved: false });
  });

  it('when a plain user claims to be admin with x-is-admin: true, then it is still 403', async () => {
    const cookie = await signIn(app(), 'dusk@palmcove.test');

    const response = await permissionsOf('owner@encore.test', cookie)
      .set('x-is-admin', 'true')
      .set('x-is-owner', 'true');

    expect(response.status).toBe(403);
  });

  it("when the owner asks for another user's e-mail, then it is answered", async () => {
    const cookie = await signIn(app(), 'owner@encore.test');

    const response = await permissionsOf('staff@cypresshills.test', cookie);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      adminPermissions: [],
      organization: {
        id: 3,
        name: 'Cypress Hills Country Club',
        slug: 'cypress-hills',
        logo: null,
        kind: 'client',
      },
    });
  });

  it("when a super admin asks for another user's e-mail, then it is answered", async () => {
    const cookie = await signIn(app(), 'admin@encore.test');

    const response = await permissionsOf('manager@cypresshills.test', cookie);

    expect(response.status).toBe(200);
    expect(response.body.adminPermissions).toEqual([
      expect.objectContaining({ permissionLevel: 'org_admin', organizationId: 3 }),
    ]);
  });

  it('when the owner asks for an unknown e-mail, then 404', async () => {
    const cookie = await signIn(app(), 'owner@encore.test');

    const response = await permissionsOf('ghost@nowhere.test', cookie);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.emailNotFound });
  });

  it('when nobody is signed in, then 401', async () => {
    const response = await app().http().get(API_PATHS.userPermissions).query({ email: 'owner@encore.test' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
  });
});

describe('GET /api/user-permissions per client address', () => {
  it('when one address reads permissions more than 30 times in a minute, then 429 with Retry-After', async () => {
    const cookie = await signIn(app(), 'owner@encore.test');
    const address = freshClientIp();
    const read = () =>
      app()
        .http()
        .get(API_PATHS.userPermissions)
        .query({ email: 'lobby@palmcove.test' })
        .set('Cookie', cookie)
        .set('X-Forwarded-For', address);
    for (let lookup = 1; lookup <= 30; lookup += 1) expect((await read()).status).toBe(200);

    const refused = await read();

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: AUTH_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/user-by-email/{email}', () => {
  it('when an administrator added the e-mail, then id, department and isRegistered come back (and nothing else)', async () => {
    const pending = await app()
      .http()
      .get(API_PATHS.userByEmail('newhire@palmcove.test'))
      .set('X-Forwarded-For', freshClientIp());
    const registered = await app()
      .http()
      .get(API_PATHS.userByEmail('Lobby@PalmCove.test'))
      .set('X-Forwarded-For', freshClientIp());

    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ id: expect.any(Number), department: 'Lobby Bar', isRegistered: false });
    expect(registered.body).toEqual({ id: expect.any(Number), department: 'Lobby Bar', isRegistered: true });
  });

  it('when the e-mail is unknown, then 404 with the spec text', async () => {
    const response = await app()
      .http()
      .get(API_PATHS.userByEmail('stranger@palmcove.test'))
      .set('X-Forwarded-For', freshClientIp());

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.emailNotFound });
  });

  it('when one address looks up more than 30 e-mails in a minute, then 429 with Retry-After', async () => {
    const address = freshClientIp();
    for (let lookup = 1; lookup <= 30; lookup += 1) {
      const allowed = await app()
        .http()
        .get(API_PATHS.userByEmail(`probe${lookup}@palmcove.test`))
        .set('X-Forwarded-For', address);
      expect(allowed.status).toBe(404);
    }

    const refused = await app()
      .http()
      .get(API_PATHS.userByEmail('lobby@palmcove.test'))
      .set('X-Forwarded-For', address);

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: AUTH_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const counter = await app()
      .knex('rate_limit_counters')
      .first('hits')
      .where({ key: `user-by-email:${address}` });
    expect(counter).toEqual({ hits: 31 });
    const other = await app()
      .http()
      .get(API_PATHS.userByEmail('lobby@palmcove.test'))
      .set('X-Forwarded-For', freshClientIp());
    expect(other.status).toBe(200);
  });
});
