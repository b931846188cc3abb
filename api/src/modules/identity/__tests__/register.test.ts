import { API_PATHS, AUTH_MESSAGES, VALIDATION_MESSAGES } from '../../../contract';
import { registerThroughMailedLink } from '../../../test-support/mailed-links';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { freshClientIp, login, sessionCookie, sessionSetCookie } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const NEW_PASSWORD = 'Fresh-start-9';

function register(body: Record<string, unknown>) {
  return app()
    .http()
    .post(API_PATHS.register)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp())
    .send(body);
}

/** The form, then the link mailed to the address (read from the queued mail): the link's answer. */
function registerWithLink(
  body: { organizationId: number; email: string; password: string } & Record<string, unknown>,
) {
  return registerThroughMailedLink(app(), body, freshClientIp());
}

async function addPendingUser(
  email: string,
  organizationId: number,
  department: string | null,
): Promise<void> {
  await app()
    .knex('users')
    .insert({ username: email.replace(/[@.]/g, '-'), email, organizationId, department });
}

describe('POST /api/auth/register', () => {
  it('when a pending user registers, then 202 without a session and nothing changes until the mailed link is used', async () => {
    const response = await register({
      organizationId: 1,
      email: 'newhire@palmcove.test',
      password: NEW_PASSWORD,
    });

    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      message: 'We sent a link to newhire@palmcove.test. Open it to finish creating your account.',
      pending: true,
    });
    expect(sessionSetCookie(response)).toBeUndefined();
    const stored = await app()
      .knex('users')
      .first('passwordHash', 'firebaseUid')
      .where({ email: 'newhire@palmcove.test' });
    expect(stored).toEqual({ passwordHash: null, firebaseUid: null });
  });

  it('when a pending user registers and opens the mailed link, then 201 with a session, the user is registered and can log in', async () => {
    const response = await registerWithLink({
      organizationId: 1,
      email: 'newhire@palmcove.test',
      password: NEW_PASSWORD,
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      role: 'user',
      allowed: true,
      user: { email: 'newhire@palmcove.test', department: 'Lobby Bar', firebaseUid: expect.any(String) },
      organization: { id: 1, slug: 'palm-cove' },
    });
    expect(response.text).not.toMatch(/password|argon2/i);
    const session = await app().http().get(API_PATHS.session).set('Cookie', sessionCookie(response));
    expect(session.status).toBe(200);
    expect(session.text).not.toMatch(/password|argon2/i);
    const stored = await app()
      .knex('users')
      .first('passwordHash', 'firebaseUid')
      .where({ email: 'newhire@palmcove.test' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.firebaseUid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await login(app(), 'newhire@palmcove.test', NEW_PASSWORD)).status).toBe(200);
    const audit = await app()
      .knex('audit_logs')
      .where({ action: 'user_registered', email: 'newhire@palmcove.test' });
    expect(audit).toHaveLength(1);
  });

  it('when the e-mail is already registered, then 409 with the spec text', async () => {
    const response = await register({
      organizationId: 1,
      email: 'lobby@palmcove.test',
      password: NEW_PASSWORD,
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.alreadyRegistered });
  });

  it('when no administrator added the e-mail, then 404 with the spec text and no user is created', async () => {
    const response = await register({
      organizationId: 1,
      email: 'walk-in@palmcove.test',
      password: NEW_PASSWORD,
    });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.emailNotFound });
    expect(await app().knex('users').where({ email: 'walk-in@palmcove.test' })).toEqual([]);
  });

  it('when the organization is not the one the user was added to, then 404 and the user stays pending', async () => {
    await addPendingUser('chef@cypresshills.test', 3, 'Grill Room');

    const response = await register({
      organizationId: 1,
      email: 'chef@cypresshills.test',
      password: NEW_PASSWORD,
    });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.emailNotFound });
    const stored = await app()
      .knex('users')
      .first('firebaseUid', 'passwordHash')
      .where({ email: 'chef@cypresshills.test' });
    expect(stored).toEqual({ firebaseUid: null, passwordHash: null });
  });

  it('when the password misses the server rule, then 400 with the spec message', async () => {
    await addPendingUser('waiter@magnolia.test', 4, 'Terrace');

    const response = await register({
      organizationId: 4,
      email: 'waiter@magnolia.test',
      password: 'lowercase1',
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(VALIDATION_MESSAGES.passwordStrength);
    expect(response.body.errors).toEqual([
      { path: 'password', message: VALIDATION_MESSAGES.passwordStrength },
    ]);
  });

  it('when the body tries to set a role or id, then those fields are ignored', async () => {
    await addPendingUser('host@magnolia.test', 4, 'Main Dining');

    const response = await registerWithLink({
      organizationId: 4,
      email: 'host@magnolia.test',
      password: NEW_PASSWORD,
      role: 'owner',
      permissionLevel: 'owner',
      id: 1,
    });

    expect(response.status).toBe(201);
    expect(response.body.role).toBe('user');
    expect(response.body.user.email).toBe('host@magnolia.test');
    const hostId = response.body.user.id;
    expect(await app().knex('admin_permissions').where({ userId: hostId })).toEqual([]);
  });

  it('when a pending user without department registers with one, then the department is stored', async () => {
    await addPendingUser('pianist-fan@magnolia.test', 4, null);

    const response = await registerThroughMailedLink(
      app(),
      {
        organizationId: 4,
        email: 'pianist-fan@magnolia.test',
        password: NEW_PASSWORD,
        department: 'Terrace',
      },
      freshClientIp(),
    );

    expect(response.status).toBe(201);
    expect(response.body.user.department).toBe('Terrace');
  });
});
