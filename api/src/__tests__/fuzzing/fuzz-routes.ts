import fc from 'fast-check';
import {
  freshPermission,
  freshSecurityEvent,
  REGISTRATION_LINK_PASSWORD,
} from '../authorization-matrix/matrix-fixtures';
import {
  freshBooking,
  freshDepartment,
  freshDisabledUser,
  freshPerformer,
  freshUser,
} from '../authorization-matrix/matrix-fixtures';
import {
  freshPerformerPageToken,
  freshUnavailablePeriod,
  pageTokenHeader,
} from '../../test-support/performer-pages';
import { freshChangeSet, freshClosure, freshUnavailability } from '../authorization-matrix/matrix-fixtures';
import type { JsonFields, QueryFields } from './fuzz-inputs';
import { nextSuffix, type FuzzTenant, type FuzzWorld } from './fuzz-world';

/** The owner's account, the fuzzing's caller (api-fuzzing.test.ts signs it in). */
const FUZZ_OWNER_EMAIL = 'owner@encore.test';

/** Who sends a route's cases: the owner passes every role check, so the input reaches validation. */
type FuzzActor = 'owner' | 'anonymous';

export interface FuzzRoute {
  actor: FuzzActor;
  /**
   * A real target for the path parameter (fresh where the call may consume it), one per parameter
   * where the path has several; else only hostile ones.
   */
  target?: (world: FuzzWorld) => Promise<number | string | readonly (number | string)[]>;
  /** A valid body of the route (mutated by the fuzzing); write routes without one get `{}`. */
  body?: (world: FuzzWorld) => fc.Arbitrary<JsonFields>;
  /** Valid query parameters of the route (mutated by the fuzzing). */
  query?: (world: FuzzWorld) => fc.Arbitrary<QueryFields>;
  /** Share of FUZZ_RUNS for routes whose valid cases are costly (a login hashes a password). */
  runsShare?: number;
  /** Headers carrying a credential other than the session (a performer page's Bearer token). */
  headers?: (world: FuzzWorld) => Promise<Record<string, string>>;
  /** An event stream, open until the client leaves: read up to its first event, then closed. */
  endless?: true;
}

const FUZZ_DATES = ['2032-01-05', '2032-01-06', '2032-01-07', '2032-02-29', '2032-12-31'] as const;
const date = fc.constantFrom(...FUZZ_DATES);
const time = fc.constantFrom('00:00', '09:30', '19:00', '23:45');
const duration = fc.integer({ min: 15, max: 1440 });
const ensemble = fc.constantFrom('Solo', 'Duo', 'Trio', 'Quartet', 'none', '');
const status = fc.constantFrom('pending', 'confirmed');
const color = fc.constantFrom('#86cffd', '#C3B6FD', '', null);
const departmentOf = (tenant: FuzzTenant) => fc.constantFrom(...tenant.departments.map(({ name }) => name));
const tenantAndDepartment = (world: FuzzWorld) =>
  fc.oneof(
    departmentOf(world.tenants.own).map((department) => ({ organizationId: 1, department })),
    departmentOf(world.tenants.other).map((department) => ({ organizationId: 3, department })),
  );
const unknownEmail = fc.nat().map((n) => `fuzz-${n}@nowhere.test`);
/** A well-formed link token nobody was mailed. */
const madeUpToken = fc.nat().map((n) => `fuzz${n}`.padEnd(43, '_'));
const linkPassword = fc.constantFrom('Fuzz-pass-3', 'weak', 'NoDigitsHere');
const performerData = (world: FuzzWorld) =>
  fc.oneof(
    fc.constant(null),
    fc.constant(JSON.stringify([{ performerId: world.standing.performerId, instrument: 'piano' }])),
  );

const stillStanding = (pick: (world: FuzzWorld) => number) => (world: FuzzWorld) =>
  Promise.resolve(pick(world));

/** A period's or closure's span: two dates in order (the same date is refused unless the times are). */
const spanFields = {
  dates: fc.subarray([...FUZZ_DATES], { minLength: 2, maxLength: 2 }),
  startTime: time,
  endTime: time,
};
const spanOf = <Rest extends object>({ dates, ...rest }: { dates: string[] } & Rest) => ({
  ...rest,
  startDate: dates[0],
  endDate: dates[1],
});

/** The fuzzing's own performer page: not the standing performer's, which the reset cases replace. */
const fuzzPages = new WeakMap<FuzzWorld, Promise<{ performerId: number; token: string }>>();
function fuzzPage(world: FuzzWorld): Promise<{ performerId: number; token: string }> {
  const known = fuzzPages.get(world);
  if (known) return known;
  const made = freshPerformer(world.knex).then(async (performerId) => ({
    performerId,
    token: await freshPerformerPageToken(world.knex, performerId),
  }));
  fuzzPages.set(world, made);
  return made;
}
const pageHeaders = async (world: FuzzWorld) => pageTokenHeader((await fuzzPage(world)).token);

/**
 * One target per world for the single reads of a period or closure (a read consumes nothing): fresh
 * ones per case would fill the standing performer's and organization's limits the writes' cases meet.
 */
function onePerWorld<T>(make: (world: FuzzWorld) => Promise<T>): (world: FuzzWorld) => Promise<T> {
  const made = new WeakMap<FuzzWorld, Promise<T>>();
  return (world) => {
    const known = made.get(world) ?? make(world);
    made.set(world, known);
    return known;
  };
}
const readPeriod = onePerWorld(async (world) => [
  world.standing.performerId,
  await freshUnavailability(world.knex, world.standing.performerId),
]);
const readClosure = onePerWorld(async (world) => [1, await freshClosure(world.knex, world.tenants.own)]);
const readPagePeriod = onePerWorld(async (world) =>
  freshUnavailablePeriod(world.knex, (await fuzzPage(world)).performerId),
);
const pagePeriod = () =>
  fc.record(
    {
      startDate: date,
      startTime: time,
      endDate: date,
      endTime: time,
      reason: fc.constantFrom(null, '', 'Holiday', 'Away <b>'),
    },
    { requiredKeys: ['startDate', 'startTime', 'endDate', 'endTime'] },
  );

/**
 * Every write route (and every read with input) keyed 'METHOD path' as the router lists it. A
 * route missing here fails the coverage test, so a new route cannot skip the fuzzing.
 */
export const FUZZ_WRITE_ROUTES: Readonly<Record<string, FuzzRoute>> = {
  'POST /api/auth/login': {
    actor: 'anonymous',
    runsShare: 0.5,
    body: ({ loginAccount }) =>
      fc.record({
        email: fc.oneof(unknownEmail, fc.constant(loginAccount.email)),
        password: fc.oneof(fc.constant(loginAccount.password), fc.string({ minLength: 8, maxLength: 20 })),
      }),
  },
  // Anonymous: a logout with the owner's cookie would end the session the other cases ride on.
  'POST /api/auth/logout': { actor: 'anonymous' },
  'POST /api/auth/register': {
    actor: 'anonymous',
    body: (world) =>
      fc.record({
        organizationId: fc.constantFrom(1, 3),
        email: fc.oneof(fc.constantFrom(...world.pendingEmails), unknownEmail),
        password: fc.constantFrom('Fuzz-pass-2', 'weak', 'NoDigitsHere'),
        department: fc.oneof(departmentOf(world.tenants.own), fc.constant(null)),
      }),
  },
  'POST /api/auth/account-link': {
    actor: 'anonymous',
    body: (world) =>
      fc.record({ token: fc.oneof(fc.constantFrom(...world.linkTokens.invitation), madeUpToken) }),
  },
  'POST /api/auth/invitation/accept': {
    actor: 'anonymous',
    runsShare: 0.5,
    body: (world) =>
      fc.record({
        token: fc.oneof(fc.constantFrom(...world.linkTokens.invitation), madeUpToken),
        password: linkPassword,
      }),
  },
  'POST /api/auth/register/confirm': {
    actor: 'anonymous',
    body: (world) =>
      fc.record({
        token: fc.oneof(fc.constantFrom(...world.linkTokens.registration), madeUpToken),
        // The password chosen on the form finishes it; any other is refused and counts as a try.
        password: fc.constantFrom(REGISTRATION_LINK_PASSWORD, 'Fuzz-pass-3', 'weak', ''),
      }),
  },
  'POST /api/auth/password-reset/request': {
    actor: 'anonymous',
    body: (world) => fc.record({ email: fc.oneof(fc.constant(world.loginAccount.email), unknownEmail) }),
  },
  'POST /api/auth/password-reset/complete': {
    actor: 'anonymous',
    runsShare: 0.5,
    body: (world) =>
      fc.record({
        token: fc.oneof(fc.constantFrom(...world.linkTokens.passwordReset), madeUpToken),
        password: linkPassword,
      }),
  },
  'POST /api/users/:id/invitation': {
    actor: 'owner',
    target: async (world) => (await freshUser(world.knex, world.tenants.own)).id,
  },
  'POST /api/users/:id/disable': {
    actor: 'owner',
    target: async (world) => (await freshUser(world.knex, world.tenants.own, 'registered')).id,
  },
  'POST /api/users/:id/enable': {
    actor: 'owner',
    target: async (world) => (await freshDisabledUser(world.knex, world.tenants.own)).id,
  },
  'POST /api/admin/users': {
    actor: 'owner',
    body: (world) =>
      fc.record({
        email: fc.nat().map((n) => `fuzz-added-${n}-${nextSuffix()}@palmcove.test`),
        permissionLevel: fc.constantFrom('user', 'org_admin', 'super_admin'),
        department: departmentOf(world.tenants.own),
        organizationId: fc.constant(1),
      }),
  },
  'PATCH /api/users/:id': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.userId),
    body: (world) =>
      fc.record(
        {
          department: fc.oneof(departmentOf(world.tenants.own), fc.constant(null)),
          permissionLevel: fc.constantFrom('user', 'org_admin'),
        },
        { requiredKeys: [] },
      ),
  },
  'DELETE /api/users/:id': {
    actor: 'owner',
    target: async (world) => (await freshUser(world.knex, world.tenants.own, 'registered')).id,
  },
  'POST /api/admin/permissions': {
    actor: 'owner',
    body: (world) =>
      fc.record({
        userId: fc.constant(world.standing.userId),
        permissionLevel: fc.constantFrom('owner', 'org_admin', 'super_admin', 'user'),
        organizationId: fc.constantFrom(1, null),
      }),
  },
  'DELETE /api/admin/permissions/:id': {
    actor: 'owner',
    target: (world) => freshPermission(world.knex, world.tenants.own),
  },
  'PUT /api/organizations/:id/time-zone': {
    actor: 'owner',
    target: () => Promise.resolve(1),
    body: () =>
      fc.record({
        timeZone: fc.constantFrom('America/New_York', 'Europe/Berlin', 'UTC', 'Mars/Olympus_Mons', 'EST'),
      }),
  },
  'POST /api/departments': {
    actor: 'owner',
    body: () =>
      fc.record({
        name: fc.nat().map((n) => `Fuzz venue ${n}-${nextSuffix()}`),
        color,
        organizationId: fc.constantFrom(1, 3),
      }),
  },
  'PATCH /api/departments/:id': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.departmentId),
    body: () =>
      fc.record(
        { name: fc.nat().map((n) => `Fuzz renamed ${n}-${nextSuffix()}`), color },
        { requiredKeys: [] },
      ),
  },
  'DELETE /api/departments/:id': {
    actor: 'owner',
    target: (world) => freshDepartment(world.knex, world.tenants.own),
    body: (world) => fc.record({ migrateTo: departmentOf(world.tenants.own) }, { requiredKeys: [] }),
  },
  'POST /api/performers': {
    actor: 'owner',
    body: () =>
      fc.record({
        name: fc.nat().map((n) => `Fuzz Performer ${n}`),
        instruments: fc.subarray(['piano', 'guitar', 'voice', 'harp'], { minLength: 1 }),
        profilePicture: fc.constantFrom(null, '', 'https://example.test/p.png'),
        bio: fc.constantFrom(null, 'Plays everything.'),
        organizationId: fc.constant(2),
        email: fc.constantFrom(null, '', 'fuzz.performer@example.test'),
        sendBookingNotices: fc.boolean(),
      }),
  },
  'PATCH /api/performers/:id': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
    body: () =>
      fc.record(
        {
          name: fc.constant('Fuzz Performer Renamed'),
          instruments: fc.constant(['cello']),
          bio: fc.constantFrom(null, 'Bio.'),
          profilePicture: fc.constantFrom(null, 'https://example.test/q.png'),
          email: fc.constantFrom(null, 'Fuzz.Renamed@Example.test'),
          sendBookingNotices: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
  },
  'DELETE /api/performers/:id': { actor: 'owner', target: (world) => freshPerformer(world.knex) },
  'POST /api/bookings': {
    actor: 'owner',
    body: (world) =>
      fc
        .record({
          where: tenantAndDepartment(world),
          title: fc.constantFrom('Solo - Fuzz', 'Duo at night'),
          date,
          time,
          duration,
          ensemble,
          status,
          notes: fc.constantFrom(null, '', 'Bring a stand.'),
          performerData: performerData(world),
          notifyPerformers: fc.constantFrom('affected', 'none'),
        })
        .map(({ where, ...fields }) => ({ ...fields, ...where, userId: '' })),
  },
  'PATCH /api/bookings/:id': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.bookingId),
    body: (world) =>
      fc.record(
        {
          title: fc.constant('Solo - Fuzz edit'),
          date,
          time,
          duration,
          department: departmentOf(world.tenants.own),
          ensemble,
          status,
          notes: fc.constantFrom(null, 'Edited.'),
          performerData: performerData(world),
          userId: fc.constant(''),
          notifyPerformers: fc.constantFrom('affected', 'none'),
        },
        { requiredKeys: [] },
      ),
  },
  'DELETE /api/bookings/:id': {
    actor: 'owner',
    target: (world) => freshBooking(world.knex, world.tenants.own),
    query: () => fc.record({ notifyPerformers: fc.constantFrom('affected', 'none') }, { requiredKeys: [] }),
  },
  'POST /api/bookings/:id/duplicate': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.bookingId),
    body: (world) =>
      fc.oneof(
        fc.record({
          targetDates: fc.subarray([...FUZZ_DATES], { minLength: 1, maxLength: 2 }),
          keepPerformers: fc.boolean(),
          notifyPerformers: fc.constantFrom('affected', 'none'),
        }),
        fc.record({
          targetDates: fc.subarray([...FUZZ_DATES], { minLength: 1, maxLength: 2 }),
          title: fc.constant('Trio - Fuzz copy'),
          time,
          duration,
          department: departmentOf(world.tenants.own),
          ensemble: fc.constantFrom('Trio', 'Quintet', 'none'),
          leavePerformersBlank: fc.boolean(),
          selectedPerformers: fc.constant([{ performerId: world.standing.performerId, instrument: 'piano' }]),
        }),
      ),
  },
  'POST /api/change-sets': {
    actor: 'owner',
    body: (world) =>
      fc
        .record({
          request: fc.oneof(
            fc.record({
              action: fc.constantFrom('finalize', 'make_pending', 'delete'),
              bookingIds: fc.oneof(
                fc.subarray(world.disposableBookingIds, { minLength: 1, maxLength: 3 }),
                fc.constant([world.standing.bookingId]),
              ),
            }),
            fc.record({
              action: fc.constant('duplicate'),
              bookingId: fc.constant(world.standing.bookingId),
              duplicate: fc.record({
                targetDates: fc.subarray([...FUZZ_DATES], { minLength: 1, maxLength: 2 }),
                keepPerformers: fc.boolean(),
              }),
            }),
            fc.record({
              action: fc.constant('recurring_create'),
              booking: fc
                .record({
                  where: tenantAndDepartment(world),
                  title: fc.constantFrom('Solo - Fuzz weekly', 'Duo every week'),
                  date,
                  time,
                  duration,
                  ensemble,
                  status,
                  performerData: performerData(world),
                })
                .map(({ where, ...fields }) => ({ ...fields, ...where, userId: '' })),
              dates: fc.subarray([...FUZZ_DATES], { minLength: 1, maxLength: 3 }),
            }),
            fc.record({
              action: fc.constant('move'),
              bookingIds: fc.subarray(world.disposableBookingIds, { minLength: 1, maxLength: 3 }),
              move: fc.record(
                { date: fc.constantFrom(...FUZZ_DATES), time, department: departmentOf(world.tenants.own) },
                { requiredKeys: [] },
              ),
            }),
          ),
          dryRun: fc.boolean(),
          apply: fc.constantFrom('all', 'withoutProblems'),
          notifyPerformers: fc.constantFrom('affected', 'none'),
        })
        .map(({ request, ...options }) => ({ ...request, ...options })),
  },
  'POST /api/change-sets/:id/undo': {
    // A change set of the owner's (the fuzzing's caller): only its author may undo it.
    actor: 'owner',
    target: (world) => freshChangeSet(world.knex, world.tenants.own, FUZZ_OWNER_EMAIL),
    body: () =>
      fc.record(
        { onlyUntouched: fc.boolean(), notifyPerformers: fc.constantFrom('affected', 'none') },
        { requiredKeys: [] },
      ),
  },
  'PUT /api/booking-policies/:organizationId': {
    actor: 'owner',
    target: () => Promise.resolve(1),
    body: () => fc.record({ conflictPolicy: fc.constantFrom('warn', 'block') }),
  },
  'POST /api/performers/:id/unavailability': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
    body: () =>
      fc.record({ ...spanFields, reason: fc.constantFrom(null, '', 'Touring', 'Family event') }).map(spanOf),
  },
  'DELETE /api/performers/:id/unavailability/:periodId': {
    actor: 'owner',
    target: async (world) => [
      world.standing.performerId,
      await freshUnavailability(world.knex, world.standing.performerId),
    ],
  },
  'POST /api/organizations/:id/closures': {
    actor: 'owner',
    target: () => Promise.resolve(1),
    body: (world) =>
      fc
        .record({
          ...spanFields,
          // The own tenant's venues, the other tenant's (refused) or the whole organization.
          departmentId: fc.oneof(
            { weight: 2, arbitrary: fc.constant(null) },
            { weight: 3, arbitrary: fc.constantFrom(...world.tenants.own.departments.map(({ id }) => id)) },
            { weight: 1, arbitrary: fc.constantFrom(...world.tenants.other.departments.map(({ id }) => id)) },
          ),
          reason: fc.constantFrom('Private event', 'Renovation'),
        })
        .map(spanOf),
  },
  'POST /api/changes/presence': {
    actor: 'owner',
    body: (world) => fc.record({ bookingId: fc.constant(world.standing.bookingId) }),
  },
  'DELETE /api/changes/presence': {
    actor: 'owner',
    body: (world) => fc.record({ bookingId: fc.constant(world.standing.bookingId) }),
  },
  'DELETE /api/organizations/:id/closures/:closureId': {
    actor: 'owner',
    target: async (world) => [1, await freshClosure(world.knex, world.tenants.own)],
  },
  'POST /api/performers/:id/feed/reset': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
  },
  'POST /api/performers/:id/page/reset': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
  },
  'POST /api/performers/:id/page/send': {
    // The standing performer has no e-mail address: a real target answers 400 naming it.
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
  },
  'POST /api/performer-page/unavailability': {
    actor: 'anonymous',
    headers: pageHeaders,
    body: pagePeriod,
  },
  'DELETE /api/performer-page/unavailability/:id': {
    actor: 'anonymous',
    headers: pageHeaders,
    target: async (world) => freshUnavailablePeriod(world.knex, (await fuzzPage(world)).performerId),
  },
  'POST /api/admin/persistent-security-events/:id/resolve': {
    actor: 'owner',
    target: (world) => freshSecurityEvent(world.knex),
  },
  'POST /api/public/visits': {
    actor: 'anonymous',
    body: () =>
      fc.record(
        {
          page: fc.constantFrom('/public', '/', '/public/calendar'),
          referrer: fc.constantFrom(null, 'https://search.test/?q=music'),
          sessionId: fc.constantFrom(null, 'abc_DEF-123'),
        },
        { requiredKeys: ['page'] },
      ),
  },
};

const range = fc.record(
  {
    from: fc.constantFrom('2031-03-01', '2032-01-01'),
    to: fc.constantFrom('2031-03-31', '2032-01-31'),
  },
  { requiredKeys: [] },
);
const daysQuery = () =>
  fc.record({ days: fc.integer({ min: 1, max: 90 }).map(String) }, { requiredKeys: [] });
const bookingListQuery = (world: FuzzWorld) =>
  fc
    .record({
      range,
      organizationId: fc.constantFrom('1', '3'),
      department: departmentOf(world.tenants.own),
      status,
    })
    .map(({ range: dates, ...rest }) => ({ ...dates, ...rest }));

/** Reads with query or path input. Every other GET must be listed in READS_WITHOUT_INPUT. */
export const FUZZ_READ_ROUTES: Readonly<Record<string, FuzzRoute>> = {
  'GET /api/changes/stream': {
    actor: 'owner',
    endless: true,
    query: () =>
      fc.record(
        { lastEventId: fc.oneof(fc.nat().map(String), fc.constantFrom('', '-1', 'x')) },
        { requiredKeys: [] },
      ),
  },
  'GET /api/user-permissions': {
    actor: 'owner',
    query: (world) => fc.record({ email: fc.constantFrom(world.loginAccount.email, 'lobby@palmcove.test') }),
  },
  'GET /api/user-by-email/:email': {
    actor: 'anonymous',
    target: (world) => Promise.resolve(world.pendingEmails[0] ?? 'lobby@palmcove.test'),
  },
  'GET /api/users': {
    actor: 'owner',
    query: () => fc.record({ organizationId: fc.constantFrom('1', '3') }, { requiredKeys: [] }),
  },
  'GET /api/users/:id': { actor: 'owner', target: stillStanding((world) => world.standing.userId) },
  'GET /api/organizations/:id/departments': { actor: 'owner', target: () => Promise.resolve(1) },
  'GET /api/departments/:id': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.departmentId),
  },
  'GET /api/performers/:id': { actor: 'owner', target: stillStanding((world) => world.standing.performerId) },
  'GET /api/performers': {
    actor: 'owner',
    query: () => fc.record({ organizationId: fc.constant('2') }, { requiredKeys: [] }),
  },
  'GET /api/bookings': { actor: 'owner', query: bookingListQuery },
  'GET /api/bookings.csv': { actor: 'owner', query: bookingListQuery },
  'GET /api/performer-notices': { actor: 'owner', query: bookingListQuery },
  'GET /api/booking-policies/:organizationId': { actor: 'owner', target: () => Promise.resolve(1) },
  'GET /api/change-sets/:id': {
    actor: 'owner',
    target: (world) => freshChangeSet(world.knex, world.tenants.own, FUZZ_OWNER_EMAIL),
  },
  'GET /api/bookings/:id': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.bookingId),
  },
  'GET /api/bookings/:id/history': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.bookingId),
  },
  'GET /api/performers/:id/unavailability': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
    query: () => fc.record({ from: date }, { requiredKeys: [] }),
  },
  'GET /api/organizations/:id/closures': {
    actor: 'owner',
    target: () => Promise.resolve(1),
    query: () => range,
  },
  'GET /api/performers/:id/unavailability/:periodId': { actor: 'owner', target: readPeriod },
  'GET /api/organizations/:id/closures/:closureId': { actor: 'owner', target: readClosure },
  'GET /api/organizations/:id/closures/covered-bookings': {
    actor: 'owner',
    target: () => Promise.resolve(1),
    query: (world) =>
      fc
        .record(
          {
            ...spanFields,
            // The own tenant's venues or the other tenant's (refused); absent, the whole organization.
            departmentId: fc.constantFrom(
              ...[...world.tenants.own.departments, ...world.tenants.other.departments].map(({ id }) =>
                String(id),
              ),
            ),
          },
          { requiredKeys: ['dates', 'startTime', 'endTime'] },
        )
        .map(({ dates: [startDate = '', endDate = ''], ...rest }) => ({ ...rest, startDate, endDate })),
  },
  'GET /api/availability': {
    actor: 'owner',
    query: (world) =>
      fc
        .record(
          {
            venue: tenantAndDepartment(world),
            dates: fc.uniqueArray(date, { minLength: 1, maxLength: FUZZ_DATES.length }),
            time,
            duration: duration.map(String),
            excludeBookingId: fc.constant(String(world.standing.bookingId)),
          },
          { requiredKeys: ['venue', 'dates', 'time', 'duration'] },
        )
        .map(({ venue, dates, ...rest }) => ({
          ...rest,
          organizationId: String(venue.organizationId),
          department: venue.department,
          dates: dates.join(','),
        })),
  },
  'GET /api/public/bookings': { actor: 'anonymous', query: () => range },
  'GET /api/public/venue': { actor: 'anonymous' },
  'GET /api/public/feeds/departments/:departmentId.ics': {
    actor: 'anonymous',
    target: (world) => Promise.resolve(world.tenants.own.departments[0].id),
  },
  'GET /api/feeds/performers/:token.ics': {
    // A well-formed token nobody was given: the feed is unknown, whatever the token looks like.
    actor: 'anonymous',
    target: () => Promise.resolve(`fuzz${nextSuffix()}`.padEnd(43, '_')),
  },
  'GET /api/performers/:id/feed': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
  },
  'GET /api/performers/:id/page': {
    actor: 'owner',
    target: stillStanding((world) => world.standing.performerId),
  },
  'GET /api/performer-page': { actor: 'anonymous', headers: pageHeaders },
  'GET /api/performer-page/unavailability/:id': {
    actor: 'anonymous',
    headers: pageHeaders,
    target: readPagePeriod,
  },
  'GET /api/admin/dashboard-metrics': { actor: 'owner', query: daysQuery },
  'GET /api/admin/historical-trends': { actor: 'owner', query: daysQuery },
  'GET /api/admin/audit-logs': {
    actor: 'owner',
    query: () =>
      fc.record(
        {
          limit: fc.integer({ min: 1, max: 100 }).map(String),
          offset: fc.nat(50).map(String),
          action: fc.constantFrom('all', '', 'booking_created'),
          search: fc.constantFrom('', 'Solo', 'fuzz'),
        },
        { requiredKeys: [] },
      ),
  },
  'GET /api/admin/persistent-security-events': {
    actor: 'owner',
    query: () =>
      fc.record(
        { resolved: fc.constantFrom('true', 'false'), limit: fc.integer({ min: 1, max: 100 }).map(String) },
        { requiredKeys: [] },
      ),
  },
  'GET /api/admin/site-visits': {
    actor: 'owner',
    query: () =>
      fc.record(
        { days: fc.integer({ min: 1, max: 90 }).map(String), page: fc.constantFrom('/public', '/') },
        { requiredKeys: [] },
      ),
  },
};

/** GET routes that read neither query nor path input (they are still sent hostile query strings). */
export const READS_WITHOUT_INPUT: readonly string[] = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/auth/session',
  'GET /api/organizations',
  'GET /api/admin/metrics',
  'GET /api/admin/health',
  'GET /api/admin/mail-delivery',
  'GET /api/change-sets/undoable',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/reference.js',
  'GET /api/docs/redoc.standalone.js',
];
