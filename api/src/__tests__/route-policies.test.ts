import { API_TEST_TIMEOUT_MS } from '../test-support/test-database';
import { provideTestApp } from '../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp();

describe('route table', () => {
  it('when the app is built, then every route is listed with its declared access policy', () => {
    expect(app().portal.routes).toEqual([
      { method: 'GET', path: '/healthz', policy: { access: 'public' } },
      { method: 'GET', path: '/readyz', policy: { access: 'public' } },
      { method: 'POST', path: '/api/auth/login', policy: { access: 'public' } },
      { method: 'POST', path: '/api/auth/logout', policy: { access: 'public' } },
      { method: 'GET', path: '/api/auth/session', policy: { access: 'session' } },
      { method: 'POST', path: '/api/auth/register', policy: { access: 'public' } },
      { method: 'GET', path: '/api/user-permissions', policy: { access: 'session' } },
      { method: 'GET', path: '/api/user-by-email/:email', policy: { access: 'public' } },
      { method: 'GET', path: '/api/organizations', policy: { access: 'public' } },
    ]);
  });

  it('when a session route is called without a session, then each one answers 401', async () => {
    const protectedRoutes = app().portal.routes.filter((route) => route.policy.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const response = await app().http().get(route.path);
      expect(response.status).toBe(401);
    }
  });
});
