import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { freshClientIp } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

describe('GET /api/organizations', () => {
  it('when a visitor asks, then every organization comes back with id, name, slug, logo, kind and time zone only', async () => {
    const response = await app().http().get(API_PATHS.organizations).set('X-Forwarded-For', freshClientIp());

    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: 1,
        name: 'Palm Cove Beach Resort',
        slug: 'palm-cove',
        logo: null,
        kind: 'client',
        timeZone: 'America/New_York',
      },
      {
        id: 2,
        name: 'Encore Music Entertainment',
        slug: 'encore-music',
        logo: null,
        kind: 'provider',
        timeZone: 'America/New_York',
      },
      {
        id: 3,
        name: 'Cypress Hills Country Club',
        slug: 'cypress-hills',
        logo: null,
        kind: 'client',
        timeZone: 'America/New_York',
      },
      {
        id: 4,
        name: 'Magnolia Country Club',
        slug: 'magnolia',
        logo: null,
        kind: 'client',
        timeZone: 'America/New_York',
      },
    ]);
  });

  it('when one address asks more than 120 times in a minute, then 429 with Retry-After', async () => {
    const address = freshClientIp();
    for (let call = 1; call <= 120; call += 1) {
      const allowed = await app().http().get(API_PATHS.organizations).set('X-Forwarded-For', address);
      expect(allowed.status).toBe(200);
    }

    const refused = await app().http().get(API_PATHS.organizations).set('X-Forwarded-For', address);

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: AUTH_MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
