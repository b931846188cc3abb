import { API_TEST_TIMEOUT_MS } from '../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp();

const SUPERTEST_METHODS = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const;

const adminRoles = { access: 'roles', roles: ['owner', 'super_admin', 'org_admin'] };
const ownersAndSuperAdmins = { access: 'roles', roles: ['owner', 'super_admin'] };
const ownerOnly = { access: 'roles', roles: ['owner'] };

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
      { method: 'GET', path: '/api/users', policy: adminRoles },
      { method: 'POST', path: '/api/admin/users', policy: ownersAndSuperAdmins },
      { method: 'PATCH', path: '/api/users/:id', policy: adminRoles },
      { method: 'DELETE', path: '/api/users/:id', policy: adminRoles },
      { method: 'POST', path: '/api/admin/permissions', policy: ownersAndSuperAdmins },
      { method: 'DELETE', path: '/api/admin/permissions/:id', policy: ownersAndSuperAdmins },
      { method: 'GET', path: '/api/organizations', policy: { access: 'public' } },
      { method: 'PUT', path: '/api/organizations/:id/time-zone', policy: adminRoles },
      { method: 'GET', path: '/api/organizations/:id/departments', policy: { access: 'session' } },
      { method: 'POST', path: '/api/departments', policy: adminRoles },
      { method: 'PATCH', path: '/api/departments/:id', policy: adminRoles },
      { method: 'DELETE', path: '/api/departments/:id', policy: adminRoles },
      { method: 'GET', path: '/api/performers', policy: { access: 'session' } },
      { method: 'POST', path: '/api/performers', policy: ownersAndSuperAdmins },
      { method: 'PATCH', path: '/api/performers/:id', policy: ownersAndSuperAdmins },
      { method: 'DELETE', path: '/api/performers/:id', policy: ownersAndSuperAdmins },
      { method: 'GET', path: '/api/bookings', policy: { access: 'session' } },
      { method: 'GET', path: '/api/bookings.csv', policy: { access: 'session' } },
      { method: 'POST', path: '/api/bookings', policy: ownersAndSuperAdmins },
      { method: 'PATCH', path: '/api/bookings/:id', policy: ownersAndSuperAdmins },
      { method: 'DELETE', path: '/api/bookings/:id', policy: ownersAndSuperAdmins },
      { method: 'POST', path: '/api/bookings/:id/duplicate', policy: ownersAndSuperAdmins },
      { method: 'GET', path: '/api/booking-policies/:organizationId', policy: ownersAndSuperAdmins },
      { method: 'PUT', path: '/api/booking-policies/:organizationId', policy: ownersAndSuperAdmins },
      { method: 'GET', path: '/api/public/bookings', policy: { access: 'public' } },
      {
        method: 'GET',
        path: '/api/public/feeds/departments/:departmentId.ics',
        policy: { access: 'public' },
      },
      { method: 'GET', path: '/api/feeds/performers/:token.ics', policy: { access: 'public' } },
      { method: 'GET', path: '/api/performers/:id/feed', policy: ownerOnly },
      { method: 'POST', path: '/api/performers/:id/feed/reset', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/metrics', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/health', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/dashboard-metrics', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/historical-trends', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/audit-logs', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/persistent-security-events', policy: ownerOnly },
      { method: 'POST', path: '/api/admin/persistent-security-events/:id/resolve', policy: ownerOnly },
      { method: 'GET', path: '/api/admin/site-visits', policy: ownerOnly },
      { method: 'POST', path: '/api/public/visits', policy: { access: 'public' } },
    ]);
  });

  it('when a session route is called without a session, then each one answers 401', async () => {
    const protectedRoutes = app().portal.routes.filter((route) => route.policy.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const method = SUPERTEST_METHODS[route.method];
      const response = await app().http()[method](route.path).set('Origin', TEST_ORIGIN);
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });
});
