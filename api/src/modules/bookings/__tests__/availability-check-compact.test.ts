import {
  API_PATHS,
  AVAILABILITY_VALIDATION_MESSAGES as A,
  type AvailabilityDto,
  type CompactAvailabilityDto,
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

async function check(query: Record<string, string>, email: string | null = OWNER) {
  const request = app().http().get(API_PATHS.availability).query(query);
  return email === null ? request : request.set('Cookie', await as(email));
}

const query = {
  organizationId: String(PALM_COVE),
  department: 'Lobby Bar',
  dates: '2044-03-01,2044-03-02,2044-03-03,2044-03-04,2044-03-05',
  time: '19:00',
  duration: '60',
  shape: 'compact',
};

describe('GET /api/availability?shape=compact', () => {
  let sax: number;
  let drums: number;
  let bass: number;
  let piano: number;
  let ourBooking: number;
  let period: number;
  let reasonless: number;
  let lobbyClosure: number;

  beforeAll(async () => {
    sax = await performerIdOf(app(), 'Andre Baptiste');
    drums = await performerIdOf(app(), 'Tommy Okafor');
    bass = await performerIdOf(app(), 'Marcus Reed');
    piano = await performerIdOf(app(), 'James Whitfield');
    ourBooking = await storeBooking(app(), {
      title: 'Solo - DUSK',
      date: '2044-03-01',
      time: '19:30',
      duration: 60,
      department: 'DUSK',
      organizationId: PALM_COVE,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    // Another organization's booking of two performers for a whole day from the evening of
    // 2044-03-01: it stands in the way on two asked dates.
    await storeBooking(app(), {
      title: 'Cypress Hills late party',
      date: '2044-03-01',
      time: '19:30',
      duration: 1440,
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      performers: [
        { performerId: drums, instrument: 'drums' },
        { performerId: bass, instrument: 'guitar' },
      ],
    });
    // The pianist away for two days (a period touching two asked dates), the drummer without a reason.
    period = await storeUnavailability(app(), {
      performerId: piano,
      from: '2044-03-02 00:00',
      to: '2044-03-04 00:00',
      reason: 'Recording session',
    });
    reasonless = await storeUnavailability(app(), {
      performerId: drums,
      from: '2044-03-02 18:00',
      to: '2044-03-02 19:15',
    });
    lobbyClosure = await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: 'Lobby Bar',
      from: '2044-03-03 00:00',
      to: '2044-03-05 00:00',
      reason: 'Renovation',
    });
  });

  it('when asked for the compact shape, then each booking, period and closure comes once with the dates it touches, performers by id', async () => {
    const response = await check(query);

    expect(response.status).toBe(200);
    const answer = response.body as CompactAvailabilityDto;
    expect(answer).toMatchObject({
      shape: 'compact',
      dates: ['2044-03-01', '2044-03-02', '2044-03-03', '2044-03-04', '2044-03-05'],
      time: '19:00',
      duration: 60,
    });
    expect(answer.booked).toEqual([
      {
        slotDates: ['2044-03-01'],
        performerIds: [sax],
        date: '2044-03-01',
        time: '19:30',
        duration: 60,
        place: 0,
        booking: { id: ourBooking, title: 'Solo - DUSK', department: 'DUSK' },
      },
      {
        slotDates: ['2044-03-01', '2044-03-02'],
        performerIds: [drums, bass].sort((left, right) => left - right),
        date: '2044-03-01',
        time: '19:30',
        duration: 1440,
        place: 1,
        booking: null,
      },
    ]);
    // Each place once: this organization's zone, then Cypress Hills' venue.
    expect(answer.places).toEqual([
      { timeZone: 'America/New_York', where: null },
      {
        timeZone: 'America/New_York',
        where: { organizationName: 'Cypress Hills Country Club', department: 'Clubhouse' },
      },
    ]);
    expect(answer.unavailable).toEqual([
      {
        slotDates: ['2044-03-02', '2044-03-03'],
        unavailability: expect.objectContaining({
          id: period,
          performerId: piano,
          reason: 'Recording session',
        }) as unknown,
      },
      {
        slotDates: ['2044-03-02'],
        unavailability: expect.objectContaining({
          id: reasonless,
          performerId: drums,
          reason: null,
        }) as unknown,
      },
    ]);
    expect(answer.closed).toEqual([
      {
        slotDates: ['2044-03-03', '2044-03-04'],
        closure: expect.objectContaining({
          id: lobbyClosure,
          department: 'Lobby Bar',
          reason: 'Renovation',
        }) as unknown,
      },
    ]);
    // Another organization's title never leaves the server; nothing is described twice.
    expect(JSON.stringify(answer)).not.toContain('Cypress Hills late party');
    expect(JSON.stringify(answer)).not.toContain('description');
  });

  it('when the full shape is asked or no shape is given, then the answer is the full one', async () => {
    const { shape: _compact, ...withoutShape } = query;
    for (const asked of [withoutShape, { ...withoutShape, shape: 'full' }]) {
      const response = await check(asked);

      expect(response.status).toBe(200);
      const answer = response.body as AvailabilityDto;
      expect(answer).not.toHaveProperty('shape');
      expect(answer.problems).toContainEqual(
        expect.objectContaining({ kind: 'booked', performerId: bass, description: 'booked elsewhere' }),
      );
    }
  });

  it('when the shape is neither full nor compact, then 400 naming the field', async () => {
    const response = await check({ ...query, shape: 'tiny' });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: A.shapeInvalid });
    expect((response.body as { errors: unknown[] }).errors).toContainEqual({
      path: 'shape',
      message: A.shapeInvalid,
    });
  });

  it('when the booking being edited is left out, then it does not stand in its own way', async () => {
    const response = await check({ ...query, dates: '2044-03-01', excludeBookingId: String(ourBooking) });

    expect(response.status).toBe(200);
    expect((response.body as CompactAvailabilityDto).booked).toEqual([
      expect.objectContaining({ booking: null, slotDates: ['2044-03-01'] }),
    ]);
  });

  it("when another organization asks, then Palm Cove's booking is another organization's: its time, and where only for a reader who may see Palm Cove", async () => {
    const response = await check({
      organizationId: String(CYPRESS_HILLS),
      dates: '2044-03-01',
      time: '19:00',
      duration: '60',
      shape: 'compact',
    });

    expect(response.status).toBe(200);
    const answer = response.body as CompactAvailabilityDto;
    const palmCoves = answer.booked.filter(({ performerIds }) => performerIds.includes(sax));
    expect(palmCoves).toEqual([expect.objectContaining({ time: '19:30', booking: null })]);
    expect(answer.places[palmCoves[0]?.place ?? -1]).toEqual({
      timeZone: 'America/New_York',
      where: { organizationName: 'Palm Cove Beach Resort', department: 'DUSK' },
    });
    expect(JSON.stringify(answer)).not.toContain('Solo - DUSK');
  });

  it('when a user or an org admin asks, then 403 as for the full shape; owners and super admins 200', async () => {
    expect((await check(query, null)).status).toBe(401);
    expect((await check(query, LOBBY_USER)).status).toBe(403);
    expect((await check(query, PALM_COVE_ADMIN)).status).toBe(403);
    expect((await check(query, SUPER_ADMIN)).status).toBe(200);
  });

  it('when one date or five are asked, then the same 6 statements, and 5 when no booking is in the way', async () => {
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

    // The session; the organization with its departments; the bookings in the way (one statement for
    // all dates and performers), the unavailable periods and the closures; the bookings'
    // organizations (their zones and names). No performer names: the picker has them.
    expect(await statementsFor('2044-03-01')).toHaveLength(6);
    expect(await statementsFor(query.dates)).toHaveLength(6);
    expect(await statementsFor('2044-03-05')).toHaveLength(5);
  });
});
