import type { Knex } from 'knex';
import { API_PATHS } from '../../contract';
import { freshPerformerPageToken, pageTokenHeader } from '../../test-support/performer-pages';
import { DEMO_PASSWORD, freshClientIp } from '../../test-support/sessions';
import { TEST_ORIGIN } from '../../test-support/test-app';
import {
  freshAccountLink,
  REGISTRATION_LINK_PASSWORD,
  freshBooking,
  freshChangeSet,
  freshClosure,
  freshDepartment,
  freshDisabledUser,
  freshPermission,
  freshPerformer,
  freshSecurityEvent,
  freshUnavailability,
  freshUser,
  MATRIX_DATE,
  MATRIX_DUPLICATE_DATE,
  MATRIX_RANGE,
  nextSuffix,
  securityEventState,
} from './matrix-fixtures';
import {
  ACTOR_EMAILS,
  type Arranged,
  type MatrixTable,
  type Outcomes,
  type TenantFixture,
} from './matrix-types';

/*
 * Expected statuses per actor, columns in this order:
 *                        anonymous  user  org_admin  super_admin  owner
 * 'own' targets live in Palm Cove (the user's and org admin's organization), 'other' targets in
 * Cypress Hills. 401: no session; 403: the role may not call the route at all (decided before the
 * target is looked at, so it says nothing about the target); 404: the target is missing or another
 * tenant's (docs/ARCHITECTURE.md section 4).
 */
const PUBLIC: Outcomes = [200, 200, 200, 200, 200];
/** The user actor's department (lobby@palmcove.test's). */
const ACTOR_DEPARTMENT = 'Lobby Bar';
const SIGNED_IN: Outcomes = [401, 200, 200, 200, 200];
const OWN_ORGANIZATION_READ: Outcomes = [401, 200, 200, 200, 200];
const OTHER_ORGANIZATION_READ: Outcomes = [401, 404, 404, 200, 200];
const OWNER_ONLY: Outcomes = [401, 403, 403, 403, 200];
/** Owners and super admins only (booking writes, performers, adding users, permissions). */
const PROVIDER_STAFF = (status: number): Outcomes => [401, 403, 403, status, status];
/** Owners, super admins and org admins, the org admin only within their own organization. */
const ADMINS_OWN = (status: number): Outcomes => [401, 403, status, status, status];
const ADMINS_OTHER = (status: number): Outcomes => [401, 403, 404, status, status];

/**
 * The organization filter of a list read: none for 'own' (the caller's default scope, which must
 * not reach past a tenant-bound caller's own organization), the other tenant's id for 'other'.
 */
const organizationFilter = (tenant: TenantFixture): Record<string, string> =>
  tenant.scope === 'own' ? {} : { organizationId: String(tenant.organizationId) };

/** A fresh booking of the tenant in the user actor's department where it has one (Lobby Bar at Palm Cove). */
function bookingTheUserMaySee(knex: Knex, tenant: TenantFixture): Promise<number> {
  const own = tenant.departments.find((department) => department.name === ACTOR_DEPARTMENT);
  return freshBooking(knex, {
    ...tenant,
    departments: [own ?? tenant.departments[0], ...tenant.departments],
  });
}

const just = (path: string, extra: Omit<Arranged['request'], 'path'> = {}) =>
  Promise.resolve({ request: { path, ...extra } });

/** A whole day a matrix performer marks unavailable on their own page. */
const MATRIX_PAGE_PERIOD = {
  startDate: '2039-03-01',
  startTime: '00:00',
  endDate: '2039-03-02',
  endTime: '00:00',
};

/** A whole day of the matrix's date, closed or unavailable. */
const MATRIX_WHOLE_DAY = {
  startDate: MATRIX_DATE,
  startTime: '00:00',
  endDate: MATRIX_DUPLICATE_DATE,
  endTime: '00:00',
};

/** Finds a performer feed token in whatever the owner's feed-link answer carries. */
function feedTokenIn(text: string): string {
  const match = /\/api\/feeds\/performers\/([^/"?]+)\.ics/.exec(text);
  if (!match?.[1]) throw new Error(`no performer feed address in: ${text}`);
  return decodeURIComponent(match[1]);
}

export const AUTHORIZATION_MATRIX: MatrixTable = {
  // Platform
  'GET /healthz': { any: PUBLIC, arrange: () => just('/healthz') },
  'GET /readyz': { any: PUBLIC, arrange: () => just('/readyz') },

  // Identity: sign-in, session, registration
  'POST /api/auth/login': {
    any: PUBLIC,
    ownSession: true,
    arrange: () => just(API_PATHS.login, { body: { email: 'lobby@palmcove.test', password: DEMO_PASSWORD } }),
  },
  'POST /api/auth/logout': {
    any: [204, 204, 204, 204, 204],
    ownSession: true,
    arrange: () => just(API_PATHS.logout),
  },
  'GET /api/auth/session': { any: SIGNED_IN, arrange: () => just(API_PATHS.session) },
  'POST /api/auth/register': {
    // A pending e-mail: a link goes to the address, nobody is signed in (202 whoever asks).
    any: [202, 202, 202, 202, 202],
    async arrange({ app, world }) {
      const pending = await freshUser(app.knex, world.tenants.own);
      return {
        request: {
          path: API_PATHS.register,
          body: {
            organizationId: world.tenants.own.organizationId,
            email: pending.email,
            password: 'Matrix-pass-1',
          },
        },
      };
    },
  },
  // Identity: mailed account links (public: the token is the credential)
  'POST /api/auth/account-link': {
    any: PUBLIC,
    arrange: async ({ app, world }) =>
      just(API_PATHS.accountLink, {
        body: { token: await freshAccountLink(app.knex, world.tenants.own, 'invitation') },
      }),
  },
  'POST /api/auth/invitation/accept': {
    any: [201, 201, 201, 201, 201],
    ownSession: true,
    arrange: async ({ app, world }) =>
      just(API_PATHS.invitationAccept, {
        body: {
          token: await freshAccountLink(app.knex, world.tenants.own, 'invitation'),
          password: 'Matrix-pass-1',
        },
      }),
  },
  'POST /api/auth/register/confirm': {
    any: [201, 201, 201, 201, 201],
    ownSession: true,
    arrange: async ({ app, world }) =>
      just(API_PATHS.registerConfirm, {
        body: {
          token: await freshAccountLink(app.knex, world.tenants.own, 'registration'),
          password: REGISTRATION_LINK_PASSWORD,
        },
      }),
  },
  'POST /api/auth/password-reset/request': {
    // The same answer for any address, whoever asks.
    any: [202, 202, 202, 202, 202],
    arrange: ({ world }) =>
      just(API_PATHS.passwordResetRequest, { body: { email: world.tenants.own.colleague.email } }),
  },
  'POST /api/auth/password-reset/complete': {
    any: PUBLIC,
    ownSession: true,
    arrange: async ({ app, world }) =>
      just(API_PATHS.passwordResetComplete, {
        body: {
          token: await freshAccountLink(app.knex, world.tenants.own, 'password_reset'),
          password: 'Matrix-pass-2',
        },
      }),
  },
  'GET /api/user-permissions': {
    // Everyone may read their own permissions; only provider staff anyone else's (a colleague here).
    own: [401, 403, 403, 200, 200],
    other: [401, 403, 403, 200, 200],
    arrange: ({ tenant }) => just(API_PATHS.userPermissions, { query: { email: tenant.colleague.email } }),
  },
  'GET /api/user-by-email/:email': {
    // The register screen's lookup, public by design (docs/PRODUCT.md section 7).
    any: PUBLIC,
    arrange: ({ world }) => just(API_PATHS.userByEmail(world.tenants.own.colleague.email)),
  },

  // Identity: user management
  'GET /api/users': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    arrange: ({ tenant }) => just(API_PATHS.users, { query: organizationFilter(tenant) }),
  },
  'POST /api/admin/users': {
    own: PROVIDER_STAFF(201),
    other: PROVIDER_STAFF(201),
    arrange: ({ tenant }) =>
      just(API_PATHS.adminUsers, {
        body: {
          email: `added-${nextSuffix()}@${tenant.marker}.test`,
          permissionLevel: 'user',
          department: tenant.departments[0].name,
          organizationId: tenant.organizationId,
        },
      }),
  },
  'GET /api/users/:id': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    async arrange({ app, tenant }) {
      const user = await freshUser(app.knex, tenant, 'registered');
      return { request: { path: API_PATHS.user(user.id) } };
    },
  },
  'PATCH /api/users/:id': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    async arrange({ app, tenant }) {
      const user = await freshUser(app.knex, tenant, 'registered');
      return { request: { path: API_PATHS.user(user.id), body: { department: tenant.departments[1].name } } };
    },
  },
  'DELETE /api/users/:id': {
    own: ADMINS_OWN(204),
    other: ADMINS_OTHER(204),
    async arrange({ app, tenant }) {
      const user = await freshUser(app.knex, tenant, 'registered');
      return { request: { path: API_PATHS.user(user.id) } };
    },
  },
  'POST /api/users/:id/invitation': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    async arrange({ app, tenant }) {
      const user = await freshUser(app.knex, tenant);
      return { request: { path: API_PATHS.userInvitation(user.id) } };
    },
  },
  'POST /api/users/:id/disable': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    async arrange({ app, tenant }) {
      const user = await freshUser(app.knex, tenant, 'registered');
      return { request: { path: API_PATHS.userDisable(user.id) } };
    },
  },
  'POST /api/users/:id/enable': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    async arrange({ app, tenant }) {
      const user = await freshDisabledUser(app.knex, tenant);
      return { request: { path: API_PATHS.userEnable(user.id) } };
    },
  },
  'POST /api/admin/permissions': {
    own: PROVIDER_STAFF(201),
    other: PROVIDER_STAFF(201),
    async arrange({ app, tenant }) {
      const user = await freshUser(app.knex, tenant, 'registered');
      return {
        request: {
          path: API_PATHS.adminPermissions,
          body: { userId: user.id, permissionLevel: 'org_admin', organizationId: tenant.organizationId },
        },
      };
    },
  },
  'DELETE /api/admin/permissions/:id': {
    own: PROVIDER_STAFF(204),
    other: PROVIDER_STAFF(204),
    async arrange({ app, tenant }) {
      return { request: { path: API_PATHS.adminPermission(await freshPermission(app.knex, tenant)) } };
    },
  },

  // Organizations and departments
  'GET /api/organizations': { any: PUBLIC, arrange: () => just(API_PATHS.organizations) },
  'PUT /api/organizations/:id/time-zone': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    // Not the seeded America/New_York: every refused call of a tenant comes before its first accepted
    // one, so a refused write that went through would show in the data.
    arrange: ({ tenant }) =>
      just(API_PATHS.organizationTimeZone(tenant.organizationId), { body: { timeZone: 'America/Chicago' } }),
  },
  'GET /api/organizations/:id/departments': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) => just(API_PATHS.organizationDepartments(tenant.organizationId)),
  },
  'POST /api/departments': {
    own: ADMINS_OWN(201),
    other: ADMINS_OTHER(201),
    arrange: ({ tenant }) =>
      just(API_PATHS.departments, {
        body: {
          name: `${tenant.marker} new venue ${nextSuffix()}`,
          color: '#c3b6fd',
          organizationId: tenant.organizationId,
        },
      }),
  },
  'GET /api/departments/:id': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) => just(API_PATHS.department(tenant.departments[0].id)),
  },
  'PATCH /api/departments/:id': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    arrange: ({ tenant }) =>
      just(API_PATHS.department(tenant.departments[0].id), {
        body: { color: `#${String(nextSuffix() % 1_000_000).padStart(6, '0')}` },
      }),
  },
  'DELETE /api/departments/:id': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    async arrange({ app, tenant }) {
      return { request: { path: API_PATHS.department(await freshDepartment(app.knex, tenant)), body: {} } };
    },
  },

  // Performers (all of them belong to the provider organization: no tenant target)
  'GET /api/performers': {
    any: SIGNED_IN,
    arrange: () => just(API_PATHS.performers, { query: { organizationId: '2' } }),
  },
  'POST /api/performers': {
    any: PROVIDER_STAFF(201),
    arrange: () =>
      just(API_PATHS.performers, {
        body: { name: `Matrix Newcomer ${nextSuffix()}`, instruments: ['harp'], organizationId: 2 },
      }),
  },
  'GET /api/performers/:id': {
    any: SIGNED_IN,
    arrange: ({ world }) => just(API_PATHS.performer(world.performerId)),
  },
  'PATCH /api/performers/:id': {
    any: PROVIDER_STAFF(200),
    arrange: ({ world }) =>
      just(API_PATHS.performer(world.performerId), { body: { bio: `Bio ${nextSuffix()}` } }),
  },
  'DELETE /api/performers/:id': {
    any: PROVIDER_STAFF(204),
    async arrange({ app }) {
      return { request: { path: API_PATHS.performer(await freshPerformer(app.knex)) } };
    },
  },

  // Availability: performers' unavailable periods (provider staff), organizations' closures
  'GET /api/performers/:id/unavailability': {
    any: PROVIDER_STAFF(200),
    arrange: ({ world }) => just(API_PATHS.performerUnavailability(world.performerId)),
  },
  'POST /api/performers/:id/unavailability': {
    any: PROVIDER_STAFF(201),
    arrange: ({ world }) =>
      just(API_PATHS.performerUnavailability(world.performerId), {
        body: { ...MATRIX_WHOLE_DAY, reason: `Matrix away ${nextSuffix()}` },
      }),
  },
  'GET /api/performers/:id/unavailability/:periodId': {
    any: PROVIDER_STAFF(200),
    async arrange({ app, world }) {
      const periodId = await freshUnavailability(app.knex, world.performerId);
      return just(API_PATHS.performerUnavailabilityPeriod(world.performerId, periodId));
    },
  },
  'DELETE /api/performers/:id/unavailability/:periodId': {
    any: PROVIDER_STAFF(204),
    async arrange({ app, world }) {
      const periodId = await freshUnavailability(app.knex, world.performerId);
      return { request: { path: API_PATHS.performerUnavailabilityPeriod(world.performerId, periodId) } };
    },
  },
  'GET /api/organizations/:id/closures': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) =>
      just(API_PATHS.organizationClosures(tenant.organizationId), { query: MATRIX_RANGE }),
  },
  'GET /api/organizations/:id/closures/covered-bookings': {
    own: ADMINS_OWN(200),
    other: ADMINS_OTHER(200),
    arrange: ({ tenant }) =>
      just(API_PATHS.organizationClosureCoverage(tenant.organizationId), {
        query: { ...MATRIX_WHOLE_DAY, departmentId: String(tenant.departments[0].id) },
      }),
  },
  'GET /api/organizations/:id/closures/:closureId': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    async arrange({ app, tenant }) {
      const closureId = await freshClosure(app.knex, tenant);
      return just(API_PATHS.organizationClosure(tenant.organizationId, closureId));
    },
  },
  'POST /api/organizations/:id/closures': {
    own: ADMINS_OWN(201),
    other: ADMINS_OTHER(201),
    arrange: ({ tenant }) =>
      just(API_PATHS.organizationClosures(tenant.organizationId), {
        body: {
          ...MATRIX_WHOLE_DAY,
          departmentId: tenant.departments[0].id,
          reason: `${tenant.marker} closed ${nextSuffix()}`,
        },
      }),
  },
  'DELETE /api/organizations/:id/closures/:closureId': {
    own: ADMINS_OWN(204),
    other: ADMINS_OTHER(204),
    async arrange({ app, tenant }) {
      const closureId = await freshClosure(app.knex, tenant);
      return { request: { path: API_PATHS.organizationClosure(tenant.organizationId, closureId) } };
    },
  },

  // Bookings
  'GET /api/bookings': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) =>
      just(API_PATHS.bookings, { query: { ...MATRIX_RANGE, ...organizationFilter(tenant) } }),
  },
  'GET /api/bookings.csv': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) =>
      just(API_PATHS.bookingsCsv, { query: { ...MATRIX_RANGE, ...organizationFilter(tenant) } }),
  },
  'GET /api/bookings/:id': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) => just(API_PATHS.booking(tenant.bookingId)),
  },
  'GET /api/performer-notices': {
    own: OWN_ORGANIZATION_READ,
    other: OTHER_ORGANIZATION_READ,
    arrange: ({ tenant }) =>
      just(API_PATHS.performerNotices, { query: { ...MATRIX_RANGE, ...organizationFilter(tenant) } }),
  },
  'POST /api/bookings': {
    own: PROVIDER_STAFF(201),
    other: PROVIDER_STAFF(201),
    arrange: ({ tenant }) =>
      just(API_PATHS.bookings, {
        body: {
          title: `Solo - ${tenant.departments[0].name}`,
          date: MATRIX_DATE,
          time: '10:00',
          duration: 60,
          department: tenant.departments[0].name,
          ensemble: 'Solo',
          userId: '',
          organizationId: tenant.organizationId,
        },
      }),
  },
  'PATCH /api/bookings/:id': {
    own: PROVIDER_STAFF(200),
    other: PROVIDER_STAFF(200),
    arrange: ({ tenant }) =>
      just(API_PATHS.booking(tenant.bookingId), { body: { notes: `Matrix note ${nextSuffix()}` } }),
  },
  'DELETE /api/bookings/:id': {
    own: PROVIDER_STAFF(204),
    other: PROVIDER_STAFF(204),
    async arrange({ app, tenant }) {
      return { request: { path: API_PATHS.booking(await freshBooking(app.knex, tenant)) } };
    },
  },
  'POST /api/bookings/:id/duplicate': {
    own: PROVIDER_STAFF(201),
    other: PROVIDER_STAFF(201),
    arrange: ({ tenant }) =>
      just(API_PATHS.bookingDuplicate(tenant.bookingId), {
        body: { targetDates: [MATRIX_DUPLICATE_DATE], keepPerformers: true },
      }),
  },
  'GET /api/availability': {
    own: PROVIDER_STAFF(200),
    other: PROVIDER_STAFF(200),
    arrange: ({ tenant }) =>
      just(API_PATHS.availability, {
        query: {
          organizationId: String(tenant.organizationId),
          department: tenant.departments[0].name,
          dates: MATRIX_DATE,
          time: '10:00',
          duration: '60',
        },
      }),
  },
  'GET /api/booking-policies/:organizationId': {
    own: PROVIDER_STAFF(200),
    other: PROVIDER_STAFF(200),
    arrange: ({ tenant }) => just(API_PATHS.bookingPolicy(tenant.organizationId)),
  },
  'PUT /api/booking-policies/:organizationId': {
    own: PROVIDER_STAFF(200),
    other: PROVIDER_STAFF(200),
    arrange: ({ tenant }) =>
      just(API_PATHS.bookingPolicy(tenant.organizationId), { body: { conflictPolicy: 'warn' } }),
  },

  // Change sets: the calendar's Undo (n), the activity log's expanded entry, a booking's History
  'POST /api/change-sets': {
    // A bulk Make Pending of a fresh confirmed booking of the tenant: one change set.
    own: PROVIDER_STAFF(201),
    other: PROVIDER_STAFF(201),
    arrange: async ({ app, tenant }) =>
      just(API_PATHS.changeSets, {
        body: { action: 'make_pending', bookingIds: [await freshBooking(app.knex, tenant)] },
      }),
  },
  'GET /api/change-sets/undoable': {
    any: PROVIDER_STAFF(200),
    arrange: () => just(API_PATHS.changeSetsUndoable),
  },
  'GET /api/change-sets/:id': {
    // Any writer reads any writer's change set (the activity log shows everyone's).
    own: PROVIDER_STAFF(200),
    other: PROVIDER_STAFF(200),
    arrange: async ({ app, tenant }) =>
      just(API_PATHS.changeSet(await freshChangeSet(app.knex, tenant, ACTOR_EMAILS.owner))),
  },
  'POST /api/change-sets/:id/undo': {
    // Only its author undoes a change set: each actor's target is their own.
    own: PROVIDER_STAFF(201),
    other: PROVIDER_STAFF(201),
    async arrange({ app, tenant, actor }) {
      const author = ACTOR_EMAILS[actor === 'anonymous' ? 'owner' : actor];
      return just(API_PATHS.changeSetUndo(await freshChangeSet(app.knex, tenant, author)), { body: {} });
    },
  },
  'GET /api/bookings/:id/history': {
    own: PROVIDER_STAFF(200),
    other: PROVIDER_STAFF(200),
    arrange: ({ tenant }) => just(API_PATHS.bookingHistory(tenant.bookingId)),
  },

  // Telemetry: the owner's System Dashboard
  'GET /api/admin/metrics': { any: OWNER_ONLY, arrange: () => just(API_PATHS.adminMetrics) },
  'GET /api/admin/health': { any: OWNER_ONLY, arrange: () => just(API_PATHS.adminHealth) },
  'GET /api/admin/mail-delivery': { any: OWNER_ONLY, arrange: () => just(API_PATHS.adminMailDelivery) },
  'GET /api/admin/dashboard-metrics': {
    any: OWNER_ONLY,
    arrange: () => just(API_PATHS.adminDashboardMetrics, { query: { days: '7' } }),
  },
  'GET /api/admin/historical-trends': {
    any: OWNER_ONLY,
    arrange: () => just(API_PATHS.adminHistoricalTrends, { query: { days: '7' } }),
  },
  'GET /api/admin/audit-logs': {
    any: OWNER_ONLY,
    arrange: () => just(API_PATHS.adminAuditLogs, { query: { limit: '20', offset: '0', action: 'all' } }),
  },
  'GET /api/admin/persistent-security-events': {
    any: OWNER_ONLY,
    arrange: () => just(API_PATHS.adminSecurityEvents, { query: { resolved: 'false', limit: '20' } }),
  },
  'POST /api/admin/persistent-security-events/:id/resolve': {
    any: OWNER_ONLY,
    async arrange({ app }) {
      const id = await freshSecurityEvent(app.knex);
      return {
        request: { path: API_PATHS.adminSecurityEventResolve(id) },
        watch: () => securityEventState(app.knex, id),
      };
    },
  },
  'GET /api/admin/site-visits': {
    any: OWNER_ONLY,
    arrange: () => just(API_PATHS.adminSiteVisits, { query: { days: '30', page: '/public' } }),
  },
  'POST /api/public/visits': {
    any: [204, 204, 204, 204, 204],
    arrange: () => just(API_PATHS.publicVisits, { body: { page: '/public', referrer: null } }),
  },
  'GET /api/public/bookings': {
    any: PUBLIC,
    arrange: () => just(API_PATHS.publicBookings, { query: MATRIX_RANGE }),
  },
  'GET /api/public/venue': { any: PUBLIC, arrange: () => just(API_PATHS.publicVenue) },
  // The API's published contract and its reference page: the same for everyone, no tenant data.
  'GET /api/openapi.json': { any: PUBLIC, arrange: () => just('/api/openapi.json') },
  'GET /api/docs': { any: PUBLIC, arrange: () => just('/api/docs') },
  'GET /api/docs/reference.js': { any: PUBLIC, arrange: () => just('/api/docs/reference.js') },
  'GET /api/docs/redoc.standalone.js': { any: PUBLIC, arrange: () => just('/api/docs/redoc.standalone.js') },
  'GET /api/public/feeds/departments/:departmentId.ics': {
    // Only the public organization's (Palm Cove's) venues have a public feed; any other id is unknown.
    own: PUBLIC,
    other: [404, 404, 404, 404, 404],
    arrange: ({ tenant }) => just(API_PATHS.publicDepartmentFeed(tenant.departments[0].id)),
  },
  'GET /api/feeds/performers/:token.ics': {
    // The unguessable token is the credential: anyone holding it reads the feed.
    any: PUBLIC,
    async arrange({ app, world, cookieOf }) {
      // A reset always answers with a new address (a repeated GET of the link only says it exists).
      const owner = await app
        .http()
        .post(API_PATHS.performerFeedReset(world.performerId))
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', cookieOf('owner'));
      return { request: { path: API_PATHS.performerFeed(feedTokenIn(owner.text)) } };
    },
  },
  'GET /api/performers/:id/feed': {
    any: OWNER_ONLY,
    arrange: ({ world }) => just(API_PATHS.performerFeedLink(world.performerId)),
  },
  'POST /api/performers/:id/feed/reset': {
    any: OWNER_ONLY,
    arrange: ({ world }) => just(API_PATHS.performerFeedReset(world.performerId)),
  },
  'GET /api/performers/:id/page': {
    any: OWNER_ONLY,
    arrange: ({ world }) => just(API_PATHS.performerPageLink(world.performerId)),
  },
  'POST /api/performers/:id/page/reset': {
    any: OWNER_ONLY,
    arrange: ({ world }) => just(API_PATHS.performerPageReset(world.performerId)),
  },
  'POST /api/performers/:id/page/send': {
    // The new link goes to the performer's address (202); nobody who calls sees it.
    any: [401, 403, 403, 403, 202],
    async arrange({ app }) {
      const performerId = await freshPerformer(app.knex);
      await app
        .knex('performers')
        .update({ email: `matrix-page-${performerId}@performers.test` })
        .where({ id: performerId });
      return just(API_PATHS.performerPageSend(performerId));
    },
  },
  // A performer's own page: its Bearer token is the credential, whoever else is signed in.
  'GET /api/performer-page': {
    any: PUBLIC,
    arrange: async ({ app }) =>
      just(API_PATHS.performerPage, {
        headers: pageTokenHeader(await freshPerformerPageToken(app.knex, await freshPerformer(app.knex))),
      }),
  },
  'POST /api/performer-page/unavailability': {
    any: [201, 201, 201, 201, 201],
    arrange: async ({ app }) =>
      just(API_PATHS.performerPageUnavailability, {
        headers: pageTokenHeader(await freshPerformerPageToken(app.knex, await freshPerformer(app.knex))),
        body: MATRIX_PAGE_PERIOD,
      }),
  },
  'GET /api/performer-page/unavailability/:id': {
    any: PUBLIC,
    async arrange({ app }) {
      const performerId = await freshPerformer(app.knex);
      const headers = pageTokenHeader(await freshPerformerPageToken(app.knex, performerId));
      const periodId = await freshUnavailability(app.knex, performerId);
      return just(API_PATHS.performerPageUnavailabilityPeriod(periodId), { headers });
    },
  },
  'DELETE /api/performer-page/unavailability/:id': {
    any: [204, 204, 204, 204, 204],
    async arrange({ app }) {
      const headers = pageTokenHeader(
        await freshPerformerPageToken(app.knex, await freshPerformer(app.knex)),
      );
      const added = await app
        .http()
        .post(API_PATHS.performerPageUnavailability)
        .set('Origin', TEST_ORIGIN)
        .set('X-Forwarded-For', freshClientIp())
        .set(headers)
        .send(MATRIX_PAGE_PERIOD);
      const { id } = added.body as { id: number };
      return just(API_PATHS.performerPageUnavailabilityPeriod(id), { headers });
    },
  },
  'GET /api/changes/stream': {
    any: SIGNED_IN,
    arrange: () => just(API_PATHS.changeStream, { endless: true }),
  },
  'POST /api/changes/presence': {
    // Whoever may read the booking (the user: a booking of their own department).
    own: [401, 204, 204, 204, 204],
    other: [401, 404, 404, 204, 204],
    arrange: async ({ app, tenant }) =>
      just(API_PATHS.changePresence, { body: { bookingId: await bookingTheUserMaySee(app.knex, tenant) } }),
  },
  'DELETE /api/changes/presence': {
    own: [401, 204, 204, 204, 204],
    other: [401, 404, 404, 204, 204],
    arrange: async ({ app, tenant }) =>
      just(API_PATHS.changePresence, { body: { bookingId: await bookingTheUserMaySee(app.knex, tenant) } }),
  },
};
