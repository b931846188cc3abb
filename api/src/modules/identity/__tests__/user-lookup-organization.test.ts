import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { freshClientIp } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const PALM_COVE = 1;
const ENCORE = 2;
const CYPRESS_HILLS = 3;
const PENDING_PALM_COVE_EMAIL = 'newhire@palmcove.test';

function lookUp(email: string, organizationId?: number) {
  return app()
    .http()
    .get(API_PATHS.userByEmail(email, organizationId))
    .set('X-Forwarded-For', freshClientIp());
}

describe("GET /api/user-by-email/{email}?organizationId= (the register screen's chosen organization)", () => {
  it('when the e-mail was added by the chosen organization, then its department comes back', async () => {
    const response = await lookUp(PENDING_PALM_COVE_EMAIL, PALM_COVE);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.any(Number), department: 'Lobby Bar', isRegistered: false });
  });

  it.each([
    ['Cypress Hills', CYPRESS_HILLS],
    ['the provider', ENCORE],
  ])(
    'when %s is chosen and the e-mail belongs to Palm Cove, then 404 with the spec text and no department',
    async (_name, organizationId) => {
      const response = await lookUp(PENDING_PALM_COVE_EMAIL, organizationId);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.emailNotFound });
    },
  );

  it('when the provider is chosen and the e-mail is a provider account, then it is found', async () => {
    const response = await lookUp('admin@encore.test', ENCORE);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ isRegistered: true });
  });

  it('when no organization is given (an older screen), then the e-mail is looked up as before', async () => {
    const response = await lookUp(PENDING_PALM_COVE_EMAIL);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ department: 'Lobby Bar' });
  });

  it('when the organization is not a positive whole number, then 400 names the field', async () => {
    const response = await app()
      .http()
      .get(`${API_PATHS.userByEmail(PENDING_PALM_COVE_EMAIL)}?organizationId=palm`)
      .set('X-Forwarded-For', freshClientIp());

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ path: 'organizationId' })]);
  });
});
