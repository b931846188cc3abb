import {
  API_PATHS,
  AVAILABILITY_VALIDATION_MESSAGES as A,
  AUTH_MESSAGES,
  BOOKING_ERROR_MESSAGES as E,
  BOOKING_VALIDATION_MESSAGES as M,
  INPUT_LIMIT_MESSAGES,
  LARGEST_STORED_INTEGER,
  PROVIDER_ORGANIZATION_ID,
  type AvailabilityDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { statementsDuring } from '../../../test-support/sql-statements';
import { storeClosure } from '../../../test-support/closure-fixtures';
import { storeUnavailability } from './availability-fixtures';
import {
  CYPRESS_HILLS,
  LOBBY_USER,
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

const VALID = {
  organizationId: String(PALM_COVE),
  department: 'Lobby Bar',
  dates: '2044-02-01',
  time: '19:00',
  duration: '60',
};

async function check(query: Record<string, string>, email: string | null = OWNER) {
  const request = app().http().get(API_PATHS.availability).query(query);
  return email === null ? request : request.set('Cookie', await as(email));
}

describe('GET /api/availability: validation', () => {
  it.each([
    ['no dates', { dates: undefined }, 'dates', A.datesRequired],
    ['only commas', { dates: ' , ,' }, 'dates', A.datesRequired],
    [
      '61 dates',
      {
        dates: Array.from({ length: 61 }, (_, day) =>
          new Date(Date.UTC(2044, 0, 1 + day)).toISOString().slice(0, 10),
        ).join(','),
      },
      'dates',
      A.tooManyDates,
    ],
    ['a date not in yyyy-MM-dd', { dates: '2044-02-01,02/03/2044' }, 'dates[1]', M.dateFormat],
    ['a date that does not exist', { dates: '2044-02-30' }, 'dates[0]', M.dateInvalid],
    ['a time past 23:59', { time: '24:00' }, 'time', M.timeFormat],
    ['no time', { time: undefined }, 'time', M.timeFormat],
    ['a duration in words', { duration: 'an hour' }, 'duration', M.durationWhole],
    ['a duration under 15 minutes', { duration: '10' }, 'duration', M.durationMin],
    ['a duration over a day', { duration: '1441' }, 'duration', M.durationMax],
    ['no organization', { organizationId: undefined }, 'organizationId', E.organizationRequired],
    ['an organization in words', { organizationId: 'palm' }, 'organizationId', E.organizationRequired],
    [
      'an organization id beyond any stored one',
      { organizationId: String(LARGEST_STORED_INTEGER + 1) },
      'organizationId',
      INPUT_LIMIT_MESSAGES.integerTooLarge('organizationId', LARGEST_STORED_INTEGER),
    ],
    [
      'a booking to leave out in words',
      { excludeBookingId: 'seven' },
      'excludeBookingId',
      A.excludeBookingInvalid,
    ],
    [
      'a negative booking to leave out',
      { excludeBookingId: '-3' },
      'excludeBookingId',
      A.excludeBookingInvalid,
    ],
    ['a department too long', { department: 'x'.repeat(101) }, 'department', M.departmentTooLong],
    [
      'a department of another organization',
      { department: 'Clubhouse' },
      'department',
      E.departmentNotInOrganization,
    ],
    [
      'the provider organization',
      { organizationId: String(PROVIDER_ORGANIZATION_ID), department: undefined },
      'organizationId',
      E.organizationNotBookable,
    ],
  ])('when the query has %s, then 400 naming the field', async (_name, change, path, message) => {
    const query: Record<string, string> = { ...VALID };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) Reflect.deleteProperty(query, key);
      else query[key] = value;
    }

    const response = await check(query);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
    expect((response.body as { errors: unknown[] }).errors).toContainEqual({ path, message });
  });

  it('when a date is asked twice, or the dates come as a repeated parameter, then each date is answered once', async () => {
    const twice = await check({ ...VALID, dates: '2044-02-01, 2044-02-02,2044-02-01' });
    const repeated = await app()
      .http()
      .get(
        `${API_PATHS.availability}?organizationId=1&time=19:00&duration=60&dates=2044-02-01&dates=2044-02-02`,
      )
      .set('Cookie', await as(OWNER));

    expect(twice.status).toBe(200);
    expect((twice.body as AvailabilityDto).dates).toEqual(['2044-02-01', '2044-02-02']);
    expect(repeated.status).toBe(200);
    expect((repeated.body as AvailabilityDto).dates).toEqual(['2044-02-01', '2044-02-02']);
  });

  it('when the organization does not exist, then 404', async () => {
    const response = await check({ ...VALID, organizationId: '999999', department: '' });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.notFound });
  });
});

describe('GET /api/availability: who may ask', () => {
  it('when nobody is signed in, then 401; a user or an org admin, 403; an owner or a super admin, 200', async () => {
    expect((await check(VALID, null)).status).toBe(401);
    expect((await check(VALID, LOBBY_USER)).status).toBe(403);
    expect((await check(VALID, PALM_COVE_ADMIN)).status).toBe(403);
    expect((await check(VALID, OWNER)).status).toBe(200);
    expect((await check(VALID, SUPER_ADMIN)).status).toBe(200);
  });
});

describe('GET /api/availability: the answer', () => {
  let sax: number;
  let drums: number;
  let piano: number;
  let ourBooking: number;
  let period: number;
  let reasonless: number;
  let lobbyClosure: number;
  let wholeClosure: number;

  beforeAll(async () => {
    sax = await performerIdOf(app(), 'Andre Baptiste');
    drums = await performerIdOf(app(), 'Tommy Okafor');
    piano = await performerIdOf(app(), 'James Whitfield');
    // 2044-03-01: the saxophonist on a Palm Cove booking, the drummer on a Cypress Hills one
    // (from the evening before, past midnight).
    ourBooking = await storeBooking(app(), {
      title: 'Solo - DUSK',
      date: '2044-03-01',
      time: '19:30',
      duration: 60,
      department: 'DUSK',
      organizationId: PALM_COVE,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    await storeBooking(app(), {
      title: 'Cypress Hills late party',
      date: '2044-02-29',
      time: '23:00',
      duration: 1230,
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      performers: [{ performerId: drums, instrument: 'drums' }],
    });
    // 2044-03-02: the pianist away with a reason, the drummer without one.
    period = await storeUnavailability(app(), {
      performerId: piano,
      from: '2044-03-02 00:00',
      to: '2044-03-03 00:00',
      reason: 'Recording session',
    });
    reasonless = await storeUnavailability(app(), {
      performerId: drums,
      from: '2044-03-02 18:00',
      to: '2044-03-02 19:15',
    });
    // 2044-03-03: the Lobby Bar closed; 2044-03-04: the whole of Palm Cove closed in the evening.
    lobbyClosure = await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: 'Lobby Bar',
      from: '2044-03-03 00:00',
      to: '2044-03-04 00:00',
      reason: 'Renovation',
    });
    wholeClosure = await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: null,
      from: '2044-03-04 18:00',
      to: '2044-03-04 23:00',
      reason: 'Private event',
    });
    // Another organization's closure, and a Palm Cove closure of another venue, never count here.
    await storeClosure(app(), {
      organizationId: CYPRESS_HILLS,
      department: null,
      from: '2044-03-01 00:00',
      to: '2044-03-06 00:00',
      reason: 'Cypress Hills closed',
    });
    await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: 'DUSK',
      from: '2044-03-01 00:00',
      to: '2044-03-06 00:00',
      reason: 'DUSK closed',
    });
  });

  const query = {
    organizationId: String(PALM_COVE),
    department: 'Lobby Bar',
    dates: '2044-03-01,2044-03-02,2044-03-03,2044-03-04,2044-03-05',
    time: '19:00',
    duration: '60',
  };

  it('when several dates are asked, then every performer problem and closure comes with the date it falls on, and a free date has none', async () => {
    const response = await check(query);

    expect(response.status).toBe(200);
    const answer = response.body as AvailabilityDto;
    expect(answer).toMatchObject({
      dates: ['2044-03-01', '2044-03-02', '2044-03-03', '2044-03-04', '2044-03-05'],
      time: '19:00',
      duration: 60,
    });
    // Per kind, by date, then by performer.
    expect(answer.problems).toEqual([
      {
        kind: 'booked',
        slotDate: '2044-03-01',
        performerId: drums,
        performerName: 'Tommy Okafor',
        date: '2044-02-29',
        time: '23:00',
        duration: 1230,
        booking: null,
        description: 'booked elsewhere',
      },
      {
        kind: 'booked',
        slotDate: '2044-03-01',
        performerId: sax,
        performerName: 'Andre Baptiste',
        date: '2044-03-01',
        time: '19:30',
        duration: 60,
        booking: { id: ourBooking, title: 'Solo - DUSK', department: 'DUSK' },
        description: 'Solo - DUSK',
      },
      expect.objectContaining({
        kind: 'unavailable',
        slotDate: '2044-03-02',
        performerId: piano,
        performerName: 'James Whitfield',
        unavailability: expect.objectContaining({
          id: period,
          startDate: '2044-03-02',
          startTime: '00:00',
          endDate: '2044-03-03',
          endTime: '00:00',
          reason: 'Recording session',
        }) as unknown,
        description: 'unavailable: Recording session',
      }),
      expect.objectContaining({
        kind: 'unavailable',
        slotDate: '2044-03-02',
        performerId: drums,
        performerName: 'Tommy Okafor',
        unavailability: expect.objectContaining({ id: reasonless, reason: null }) as unknown,
        description: 'unavailable',
      }),
      expect.objectContaining({
        kind: 'closed',
        slotDate: '2044-03-03',
        closure: expect.objectContaining({ id: lobbyClosure, department: 'Lobby Bar' }) as unknown,
        description: 'venue closed: Renovation',
      }),
      expect.objectContaining({
        kind: 'closed',
        slotDate: '2044-03-04',
        closure: expect.objectContaining({ id: wholeClosure, departmentId: null }) as unknown,
        description: 'venue closed: Private event',
      }),
    ]);
  });

  it('when the booking being edited is left out, then it does not conflict with itself', async () => {
    const response = await check({
      ...query,
      dates: '2044-03-01',
      excludeBookingId: String(ourBooking),
    });

    expect(response.status).toBe(200);
    expect((response.body as AvailabilityDto).problems).toEqual([
      expect.objectContaining({ kind: 'booked', performerId: drums, booking: null }),
    ]);
  });

  it("when another organization asks about the same day, then Palm Cove's booking is only 'booked elsewhere'", async () => {
    const response = await check({
      organizationId: String(CYPRESS_HILLS),
      dates: '2044-03-01',
      time: '19:00',
      duration: '60',
    });

    expect(response.status).toBe(200);
    const problems = (response.body as AvailabilityDto).problems;
    expect(problems).toContainEqual({
      kind: 'booked',
      slotDate: '2044-03-01',
      performerId: sax,
      performerName: 'Andre Baptiste',
      date: '2044-03-01',
      time: '19:30',
      duration: 60,
      booking: null,
      description: 'booked elsewhere',
    });
    expect(JSON.stringify(problems)).not.toContain('Solo - DUSK');
    // Its own closure applies to it, department or not.
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: 'closed', description: 'venue closed: Cypress Hills closed' }),
    );
  });

  it('when no department is given, then only whole-organization closures apply', async () => {
    const response = await check({ ...query, department: '' });

    expect(response.status).toBe(200);
    const closures = (response.body as AvailabilityDto).problems.filter(
      (problem) => problem.kind === 'closed',
    );
    expect(closures).toEqual([
      expect.objectContaining({ slotDate: '2044-03-04', description: 'venue closed: Private event' }),
    ]);
  });

  it('when the slot ends before a period starts, then the performer is free', async () => {
    const response = await check({ ...query, dates: '2044-03-02', time: '17:00' });

    expect(response.status).toBe(200);
    expect((response.body as AvailabilityDto).problems).toEqual([
      expect.objectContaining({ kind: 'unavailable', performerId: piano }),
    ]);
  });

  it('when one date or five are asked, then the check runs the same 6 statements, whatever the number of performers', async () => {
    const cookie = await as(OWNER);
    const statementsFor = (dates: string) =>
      statementsDuring(app().knex, async () => {
        const response = await app()
          .http()
          .get(API_PATHS.availability)
          .query({ ...query, dates })
          .set('Cookie', cookie);
        expect(response.status).toBe(200);
      });

    const one = await statementsFor('2044-03-01');
    const five = await statementsFor(query.dates);

    // The session; the organization with its departments; the other bookings of every performer, the
    // unavailable periods and the closures (one statement each, for all dates); the names of the
    // performers with a problem.
    expect(one).toHaveLength(6);
    expect(five).toHaveLength(6);
  });
});
