import {
  API_PATHS,
  AVAILABILITY_VALIDATION_MESSAGES as A,
  type ClosureCoverageDto,
  type ClosureCoverageQuery,
} from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { expectFieldRefused, freshPerformer } from './availability-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;
const OWNER = 'owner@encore.test';
const SUPER_ADMIN = 'admin@encore.test';
const PALM_COVE_ADMIN = 'manager@palmcove.test';
const PALM_COVE_USER = 'lobby@palmcove.test';

let organizationCounter = 0;
/** A client organization of its own with two venues, so one test's bookings never show in another's. */
async function freshVenues(): Promise<{ organizationId: number; lobbyBar: number; terrace: number }> {
  organizationCounter += 1;
  const knex = app().knex;
  const [organization]: { id: number }[] = await knex('organizations')
    .insert({
      name: `Coverage Club ${process.pid}-${organizationCounter}`,
      slug: `coverage-club-${process.pid}-${organizationCounter}`,
    })
    .returning('id');
  if (!organization) throw new Error('organization not inserted');
  const venues: { id: number; name: string }[] = await knex('departments')
    .insert([
      { organizationId: organization.id, name: 'Lobby Bar' },
      { organizationId: organization.id, name: 'Terrace' },
    ])
    .returning(['id', 'name']);
  const idOf = (name: string) => venues.find((venue) => venue.name === name)?.id ?? 0;
  return { organizationId: organization.id, lobbyBar: idOf('Lobby Bar'), terrace: idOf('Terrace') };
}

interface StoredBooking {
  date: string;
  time: string;
  duration: number;
  department?: string | null;
  title?: string;
  performerIds?: number[];
}

/** Stores a booking directly, on the organization's wall clock. */
async function storedBooking(organizationId: number, booking: StoredBooking): Promise<number> {
  const knex = app().knex;
  const {
    performerIds = [],
    department = null,
    title = `${booking.date} ${booking.time}`,
    ...slot
  } = booking;
  const [row]: { id: number }[] = await knex('bookings')
    .insert({ organizationId, title, department, status: 'confirmed', ...slot })
    .returning('id');
  if (!row) throw new Error('booking not inserted');
  if (performerIds.length > 0)
    await knex('booking_performers').insert(
      performerIds.map((performerId) => ({ bookingId: row.id, performerId, instrument: 'Piano' })),
    );
  return row.id;
}

async function covered(organizationId: number, query: Partial<ClosureCoverageQuery>, email = OWNER) {
  const { departmentId, ...span } = query;
  return app()
    .http()
    .get(API_PATHS.organizationClosureCoverage(organizationId))
    .query({ ...span, ...(departmentId ? { departmentId: String(departmentId) } : {}) })
    .set('Cookie', await as(email));
}

const idsOf = (body: unknown) => (body as ClosureCoverageDto).bookings.map(({ id }) => id);

const EVENING = { startDate: '2031-04-12', startTime: '18:00', endDate: '2031-04-12', endTime: '21:00' };

describe('GET /api/organizations/{id}/closures/covered-bookings', () => {
  it("when a venue's evening is asked, then the bookings there that overlap it come oldest first, ending at its start or starting at its end left out", async () => {
    const { organizationId, lobbyBar } = await freshVenues();
    const at = (time: string, duration: number, date = '2031-04-12') =>
      storedBooking(organizationId, { date, time, duration, department: 'Lobby Bar' });
    const endsAtStart = await at('17:00', 60);
    const overlapsStart = await at('17:00', 61);
    const inside = await at('19:00', 60);
    const lastMinute = await at('20:59', 60);
    const startsAtEnd = await at('21:00', 60);
    const dayBefore = await at('19:00', 60, '2031-04-11');
    const elsewhere = await storedBooking(organizationId, {
      date: '2031-04-12',
      time: '19:00',
      duration: 60,
      department: 'Terrace',
    });
    const noVenue = await storedBooking(organizationId, { date: '2031-04-12', time: '19:00', duration: 60 });

    const response = await covered(organizationId, { ...EVENING, departmentId: lobbyBar });

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([overlapsStart, inside, lastMinute]);
    expect((response.body as ClosureCoverageDto).total).toBe(3);
    for (const left of [endsAtStart, startsAtEnd, dayBefore, elsewhere, noVenue])
      expect(idsOf(response.body)).not.toContain(left);
  });

  it("when the whole organization is asked, then every venue's bookings and those without one are covered, and a late booking of the day before running past midnight too", async () => {
    const { organizationId } = await freshVenues();
    const lateNight = await storedBooking(organizationId, {
      date: '2031-04-11',
      time: '23:00',
      duration: 90,
      department: 'Lobby Bar',
    });
    const endsAtMidnight = await storedBooking(organizationId, {
      date: '2031-04-11',
      time: '23:00',
      duration: 60,
      department: 'Lobby Bar',
    });
    const terrace = await storedBooking(organizationId, {
      date: '2031-04-12',
      time: '12:00',
      duration: 60,
      department: 'Terrace',
    });
    const noVenue = await storedBooking(organizationId, { date: '2031-04-12', time: '23:45', duration: 30 });
    const nextDay = await storedBooking(organizationId, { date: '2031-04-13', time: '00:00', duration: 60 });

    const response = await covered(organizationId, {
      startDate: '2031-04-12',
      startTime: '00:00',
      endDate: '2031-04-13',
      endTime: '00:00',
    });

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([lateNight, terrace, noVenue]);
    expect(idsOf(response.body)).not.toContain(endsAtMidnight);
    expect(idsOf(response.body)).not.toContain(nextDay);
  });

  it('when a booking is covered, then it comes with its times, venue, status and performers by name', async () => {
    const { organizationId, lobbyBar } = await freshVenues();
    const performerId = await freshPerformer(app().knex);
    const [performer]: { name: string }[] = await app()
      .knex('performers')
      .where({ id: performerId })
      .select('name');
    const id = await storedBooking(organizationId, {
      date: '2031-04-12',
      time: '21:00',
      duration: 120,
      department: 'Lobby Bar',
      title: 'Solo piano',
      performerIds: [performerId],
    });

    const response = await covered(organizationId, {
      startDate: '2031-04-12',
      startTime: '20:00',
      endDate: '2031-04-13',
      endTime: '00:00',
      departmentId: lobbyBar,
    });

    expect(response.body).toEqual({
      bookings: [
        {
          id,
          title: 'Solo piano',
          date: '2031-04-12',
          startTime: '21:00',
          endTime: '23:00',
          department: 'Lobby Bar',
          status: 'confirmed',
          performers: [performer?.name],
        },
      ],
      total: 1,
    });
  });

  it('when nothing is booked then, then the answer is empty', async () => {
    const { organizationId, terrace } = await freshVenues();
    await storedBooking(organizationId, {
      date: '2031-04-12',
      time: '19:00',
      duration: 60,
      department: 'Lobby Bar',
    });

    const response = await covered(organizationId, { ...EVENING, departmentId: terrace });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ bookings: [], total: 0 });
  });

  it("when an org admin asks for their own organization, then 200; another tenant's, 404 before its query is read; owners and super admins any", async () => {
    const booking = await storedBooking(CYPRESS_HILLS, { date: '2031-07-04', time: '19:00', duration: 60 });
    const day = { startDate: '2031-07-04', startTime: '00:00', endDate: '2031-07-05', endTime: '00:00' };

    expect((await covered(PALM_COVE, day, PALM_COVE_ADMIN)).status).toBe(200);
    expect((await covered(CYPRESS_HILLS, day, PALM_COVE_ADMIN)).status).toBe(404);
    expect((await covered(CYPRESS_HILLS, { startDate: 'x' }, PALM_COVE_ADMIN)).status).toBe(404);
    expect(idsOf((await covered(CYPRESS_HILLS, day, OWNER)).body)).toContain(booking);
    expect(idsOf((await covered(CYPRESS_HILLS, day, SUPER_ADMIN)).body)).toContain(booking);
  });

  it('when a plain user asks, then 403, as for adding a closure; nobody signed in, 401; a missing organization, 404', async () => {
    const day = { startDate: '2031-07-04', startTime: '00:00', endDate: '2031-07-05', endTime: '00:00' };

    expect((await covered(PALM_COVE, day, PALM_COVE_USER)).status).toBe(403);
    const anonymous = await app().http().get(API_PATHS.organizationClosureCoverage(PALM_COVE)).query(day);
    expect(anonymous.status).toBe(401);
    expect((await covered(987_654, day)).status).toBe(404);
  });

  it("when the department is another organization's, the span runs backwards or a date is missing, then 400 naming the field, as the closure's own write says", async () => {
    const { organizationId } = await freshVenues();
    const other = await freshVenues();

    expectFieldRefused(
      await covered(organizationId, { ...EVENING, departmentId: other.lobbyBar }),
      'departmentId',
      A.departmentNotInOrganization,
    );
    expectFieldRefused(
      await covered(organizationId, { ...EVENING, endTime: '17:00' }),
      'endTime',
      A.startBeforeEnd,
    );
    expectFieldRefused(
      await covered(organizationId, { ...EVENING, startDate: '' }),
      'startDate',
      A.startDateRequired,
    );
  });
});
