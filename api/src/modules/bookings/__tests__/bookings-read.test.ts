import moment from 'moment';
import {
  API_PATHS,
  AUTH_MESSAGES,
  BOOKING_ERROR_MESSAGES,
  BOOKING_VALIDATION_MESSAGES as V,
  PROVIDER_ORGANIZATION_ID,
  type BookingDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { statementsDuring } from '../../../test-support/sql-statements';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  CYPRESS_USER,
  LOBBY_USER,
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

const MARCH = { from: '2032-03-01', to: '2032-03-31' };
const ids: Record<string, number> = {};
let cello: number;
let violin: number;

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  violin = await performerIdOf(app(), 'Sofia Marquez');
  ids.lobby = await storeBooking(app(), {
    title: 'Duo - Lobby Bar',
    date: '2032-03-05',
    time: '19:00',
    duration: 90,
    department: 'Lobby Bar',
    ensemble: 'Duo',
    organizationId: PALM_COVE,
    notes: 'Dress code: all white.',
    performers: [
      { performerId: cello, instrument: 'cello' },
      { performerId: violin, instrument: 'electric violin' },
    ],
  });
  ids.dusk = await storeBooking(app(), {
    title: 'Solo - DUSK',
    date: '2032-03-05',
    time: '18:00',
    department: 'DUSK',
    organizationId: PALM_COVE,
    status: 'pending',
  });
  ids.grill = await storeBooking(app(), {
    title: 'Solo - The Grill',
    date: '2032-03-20',
    time: '23:00',
    duration: 120,
    department: 'The Grill',
    organizationId: PALM_COVE,
  });
  ids.lobbyApril = await storeBooking(app(), {
    date: '2032-04-01',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
  });
  ids.clubhouse = await storeBooking(app(), {
    title: 'Solo - Clubhouse',
    date: '2032-03-10',
    department: 'Clubhouse',
    organizationId: CYPRESS_HILLS,
  });
  ids.terrace = await storeBooking(app(), {
    title: 'Solo - Terrace',
    date: '2032-03-11',
    department: 'Terrace',
    organizationId: MAGNOLIA,
  });
  ids.provider = await storeBooking(app(), { date: '2032-03-12', organizationId: PROVIDER_ORGANIZATION_ID });
});

async function read(email: string, query: string, headers: Record<string, string> = {}) {
  return app()
    .http()
    .get(`${API_PATHS.bookings}?${query}`)
    .set('Cookie', await as(email))
    .set(headers);
}

function idsOf(body: unknown): number[] {
  return (body as BookingDto[]).map((booking) => booking.id);
}

const march = `from=${MARCH.from}&to=${MARCH.to}`;

describe('GET /api/bookings: who sees what', () => {
  it('when the owner reads without an organization, then every client organization comes, sorted by date and time, never the provider', async () => {
    const response = await read(OWNER, march);

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([ids.dusk, ids.lobby, ids.clubhouse, ids.terrace, ids.grill]);
  });

  it('when a super admin filters one organization, then only its bookings come', async () => {
    const response = await read(SUPER_ADMIN, `${march}&organizationId=${CYPRESS_HILLS}`);

    expect(response.status).toBe(200);
    expect(idsOf(response.body)).toEqual([ids.clubhouse]);
  });

  it('when an org admin reads, then their whole organization comes and the department filter narrows it', async () => {
    const all = await read(PALM_COVE_ADMIN, march);
    const two = await read(PALM_COVE_ADMIN, `${march}&department=Lobby%20Bar&department=DUSK`);
    const pending = await read(PALM_COVE_ADMIN, `${march}&status=pending`);

    expect(idsOf(all.body)).toEqual([ids.dusk, ids.lobby, ids.grill]);
    expect(idsOf(two.body)).toEqual([ids.dusk, ids.lobby]);
    expect(idsOf(pending.body)).toEqual([ids.dusk]);
  });

  it("when an org admin asks for another organization's bookings, then 404", async () => {
    const response = await read(PALM_COVE_ADMIN, `${march}&organizationId=${CYPRESS_HILLS}`);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.notFound });
  });

  it('when a user reads, then only their own department of their own organization comes, whatever they ask or claim', async () => {
    const own = await read(LOBBY_USER, march, { 'x-is-admin': 'true', 'x-is-owner': 'true' });
    const ownOrganization = await read(LOBBY_USER, `${march}&organizationId=${PALM_COVE}`);
    const otherDepartment = await read(LOBBY_USER, `${march}&department=DUSK`);
    const otherOrganization = await read(LOBBY_USER, `${march}&organizationId=${MAGNOLIA}`);
    const clubStaff = await read(CYPRESS_USER, march);

    expect(idsOf(own.body)).toEqual([ids.lobby]);
    expect(idsOf(ownOrganization.body)).toEqual([ids.lobby]);
    expect(otherDepartment.status).toBe(200);
    expect(otherDepartment.body).toEqual([]);
    expect(otherOrganization.status).toBe(404);
    expect(idsOf(clubStaff.body)).toEqual([ids.clubhouse]);
  });

  it('when no range is given, then everything the caller may see comes (later months too)', async () => {
    const response = await read(LOBBY_USER, 'department=Lobby%20Bar');

    expect(idsOf(response.body)).toEqual(expect.arrayContaining([ids.lobby, ids.lobbyApril]));
    expect((response.body as BookingDto[]).every((booking) => booking.department === 'Lobby Bar')).toBe(true);
  });
});

describe('GET /api/bookings: the served shape', () => {
  it("when a booking has performers, then performerData is the spec's JSON text and performers, startTime and endTime are served", async () => {
    const response = await read(OWNER, `from=2032-03-05&to=2032-03-05&organizationId=${PALM_COVE}`);

    const lobby = (response.body as BookingDto[]).find((booking) => booking.id === ids.lobby);
    expect(lobby).toMatchObject({
      title: 'Duo - Lobby Bar',
      date: '2032-03-05',
      time: '19:00',
      duration: 90,
      startTime: '19:00',
      endTime: '20:30',
      department: 'Lobby Bar',
      ensemble: 'Duo',
      organizationId: PALM_COVE,
      status: 'confirmed',
      notes: 'Dress code: all white.',
      performers: [
        {
          performerId: cello,
          name: 'Daniel Kim',
          instrument: 'cello',
          instruments: ['cello'],
          profilePicture: null,
        },
        {
          performerId: violin,
          name: 'Sofia Marquez',
          instrument: 'electric violin',
          instruments: ['electric violin', 'violin', 'electric violin + vocals'],
          profilePicture: null,
        },
      ],
    });
    expect(JSON.parse(lobby?.performerData ?? 'null')).toEqual([
      { performerId: cello, instrument: 'cello', name: 'Daniel Kim' },
      { performerId: violin, instrument: 'electric violin', name: 'Sofia Marquez' },
    ]);
    const dusk = (response.body as BookingDto[]).find((booking) => booking.id === ids.dusk);
    expect(dusk).toMatchObject({ performerData: null, performers: [], status: 'pending' });
  });

  it('when a booking runs past midnight, then its end time wraps', async () => {
    const response = await read(OWNER, `from=2032-03-20&to=2032-03-20`);

    expect(response.body).toEqual([
      expect.objectContaining({ id: ids.grill, startTime: '23:00', endTime: '01:00' }),
    ]);
  });
});

describe('GET /api/bookings: query rules', () => {
  it('when from is after to, then 400 with the range message', async () => {
    const response = await read(OWNER, 'from=2032-03-31&to=2032-03-01');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: BOOKING_ERROR_MESSAGES.rangeInvalid,
      errors: [{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }],
    });
  });

  it('when a date is malformed or impossible, then 400 with the spec texts', async () => {
    const malformed = await read(OWNER, 'from=03/01/2032');
    const impossible = await read(OWNER, 'to=2032-02-30');

    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(V.dateFormat);
    expect(malformed.body.errors).toContainEqual({ path: 'from', message: V.dateFormat });
    expect(impossible.status).toBe(400);
    expect(impossible.body).toMatchObject({ errors: [{ path: 'to', message: V.dateInvalid }] });
  });
});

describe('GET /api/bookings: cost', () => {
  it('when the owner reads a month of demo bookings, then the request runs 3 SQL statements, session lookup and validator included', async () => {
    const cookie = await as(OWNER);
    const month = moment().startOf('month');
    const statements = await statementsDuring(app().knex, async () => {
      const response = await app()
        .http()
        .get(
          `${API_PATHS.bookings}?from=${month.format('YYYY-MM-DD')}&to=${month.clone().endOf('month').format('YYYY-MM-DD')}`,
        )
        .set('Cookie', cookie);

      expect(response.status).toBe(200);
      const bookings = response.body as BookingDto[];
      expect(bookings.length).toBeGreaterThan(20);
      expect(bookings.some((booking) => booking.performers.length > 0)).toBe(true);
    });
    // Session lookup; bookings with their performers and, in the same statement, the versions of what
    // the answer is made of (its validator: the changes module's); the performers' names and
    // instruments (docs/ARCHITECTURE.md section 6: at most 3). A refetch with a tag reads the versions first.
    expect(statements).toHaveLength(3);
  });
});
