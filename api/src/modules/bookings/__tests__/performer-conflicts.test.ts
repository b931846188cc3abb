import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES as E,
  BOOKING_MESSAGES,
  type BookingDuplicateDto,
  type BookingWriteDto,
  type PerformerConflictDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  auditRowsOf,
  bookingCount,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

let sax: number;
let drums: number;

beforeAll(async () => {
  sax = await performerIdOf(app(), 'Andre Baptiste');
  drums = await performerIdOf(app(), 'Tommy Okafor');
});

function withSax(booking: Record<string, unknown>): Record<string, unknown> {
  return {
    ensemble: 'Solo',
    time: '19:00',
    duration: 60,
    userId: '',
    performerData: JSON.stringify([{ performerId: sax, instrument: 'saxophone' }]),
    ...booking,
  };
}

async function create(body: Record<string, unknown>) {
  return write('post', API_PATHS.bookings, await as(OWNER)).send(body);
}

async function setPolicy(organizationId: number, conflictPolicy: string) {
  return app()
    .http()
    .put(API_PATHS.bookingPolicy(organizationId))
    .set('Origin', 'http://portal.test')
    .set('Cookie', await as(OWNER))
    .send({ conflictPolicy });
}

describe("performer conflicts under the default 'warn' policy", () => {
  it('when a performer is booked twice at overlapping times in one organization, then the write succeeds and names the other booking', async () => {
    const first = await create(
      withSax({
        title: 'Solo - Lobby Bar',
        date: '2039-01-10',
        department: 'Lobby Bar',
        organizationId: PALM_COVE,
      }),
    );
    const second = await create(
      withSax({
        title: 'Solo - DUSK',
        date: '2039-01-10',
        time: '19:30',
        department: 'DUSK',
        organizationId: PALM_COVE,
      }),
    );

    expect(first.status).toBe(201);
    expect((first.body as BookingWriteDto).conflicts).toEqual([]);
    expect(second.status).toBe(201);
    expect((second.body as BookingWriteDto).conflicts).toEqual([
      {
        kind: 'booked',
        performerId: sax,
        performerName: 'Andre Baptiste',
        date: '2039-01-10',
        time: '19:00',
        duration: 60,
        booking: {
          id: (first.body as BookingWriteDto).id,
          title: 'Solo - Lobby Bar',
          department: 'Lobby Bar',
        },
        description: 'Solo - Lobby Bar',
      },
    ]);
  });

  it("when the other booking belongs to another organization, then it is only 'booked elsewhere' and nothing names that organization", async () => {
    const secretTitle = 'Palm Cove private gala';
    const theirs = await storeBooking(app(), {
      title: secretTitle,
      date: '2039-01-11',
      time: '20:00',
      duration: 120,
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });

    const response = await create(
      withSax({
        title: 'Solo - Clubhouse',
        date: '2039-01-11',
        time: '21:00',
        department: 'Clubhouse',
        organizationId: CYPRESS_HILLS,
      }),
    );

    expect(response.status).toBe(201);
    expect((response.body as BookingWriteDto).conflicts).toEqual([
      {
        kind: 'booked',
        performerId: sax,
        performerName: 'Andre Baptiste',
        date: '2039-01-11',
        time: '20:00',
        duration: 120,
        booking: null,
        description: BOOKING_MESSAGES.bookedElsewhere,
      },
    ]);
    expect(response.text).not.toContain(secretTitle);
    expect(response.text).not.toContain('Palm Cove');
    expect(response.text).not.toContain(`"id":${theirs}`);
    expect(response.text).not.toContain(`"organizationId":${PALM_COVE}`);
  });

  it("when a booking runs past midnight, then it overlaps the next day's early booking; back-to-back bookings do not overlap", async () => {
    await storeBooking(app(), {
      date: '2039-01-12',
      time: '23:00',
      duration: 120,
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });

    const overnight = await create(
      withSax({
        title: 'Solo - DUSK',
        date: '2039-01-13',
        time: '00:30',
        department: 'DUSK',
        organizationId: PALM_COVE,
      }),
    );
    const backToBack = await create(
      withSax({
        title: 'Solo - DUSK',
        date: '2039-01-13',
        time: '01:00',
        duration: 30,
        department: 'DUSK',
        organizationId: PALM_COVE,
      }),
    );

    expect((overnight.body as BookingWriteDto).conflicts).toEqual([
      expect.objectContaining({ date: '2039-01-12', time: '23:00', duration: 120 }),
    ]);
    expect((backToBack.body as BookingWriteDto).conflicts).toEqual([
      // Only the 00:30 booking of the same day, which ends at 01:30.
      expect.objectContaining({ date: '2039-01-13', time: '00:30' }),
    ]);
  });

  it('when a pending booking holds the performer, then it counts as a conflict too', async () => {
    await storeBooking(app(), {
      date: '2039-01-14',
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      status: 'pending',
      performers: [{ performerId: drums, instrument: 'drums' }],
    });

    const response = await create({
      ...withSax({
        title: 'Duo - DUSK',
        date: '2039-01-14',
        department: 'DUSK',
        organizationId: PALM_COVE,
        ensemble: 'Duo',
      }),
      performerData: JSON.stringify([
        { performerId: sax, instrument: 'saxophone' },
        { performerId: drums, instrument: 'drums' },
      ]),
    });

    expect((response.body as BookingWriteDto).conflicts).toEqual([
      expect.objectContaining({ performerId: drums, performerName: 'Tommy Okafor' }),
    ]);
  });
});

describe("performer conflicts under the 'block' policy", () => {
  beforeAll(async () => {
    const response = await setPolicy(MAGNOLIA, 'block');
    if (response.status !== 200) throw new Error(`policy not set: ${response.text}`);
  });

  it('when a new booking would double-book a performer, then 409 with the conflicts and nothing is written', async () => {
    await storeBooking(app(), {
      date: '2039-02-01',
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    const auditBefore = await app()
      .knex('audit_logs')
      .where({ action: 'booking_created' })
      .count({ count: '*' });

    const response = await create(
      withSax({
        title: 'Solo - Terrace',
        date: '2039-02-01',
        time: '19:45',
        department: 'Terrace',
        organizationId: MAGNOLIA,
      }),
    );

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: E.performerConflict,
      conflicts: [
        {
          kind: 'booked',
          performerId: sax,
          performerName: 'Andre Baptiste',
          date: '2039-02-01',
          time: '19:00',
          duration: 60,
          booking: null,
          description: 'booked elsewhere',
        },
      ],
    });
    expect(await bookingCount(app(), { organizationId: MAGNOLIA, date: '2039-02-01' })).toBe(0);
    const auditAfter = await app()
      .knex('audit_logs')
      .where({ action: 'booking_created' })
      .count({ count: '*' });
    expect(auditAfter).toEqual(auditBefore);
  });

  it('when a move would double-book a performer, then 409 and the booking keeps its date and time', async () => {
    const blocker = await storeBooking(app(), {
      title: 'Solo - Main Dining',
      date: '2039-02-02',
      time: '12:00',
      department: 'Main Dining',
      organizationId: MAGNOLIA,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    const moving = await create(
      withSax({
        title: 'Solo - Terrace',
        date: '2039-02-03',
        department: 'Terrace',
        organizationId: MAGNOLIA,
      }),
    );
    expect(moving.status).toBe(201);
    const id = (moving.body as BookingWriteDto).id;

    const response = await write('patch', API_PATHS.booking(id), await as(OWNER)).send({
      date: '2039-02-02',
      time: '12:30',
    });

    expect(response.status).toBe(409);
    expect((response.body as { conflicts: PerformerConflictDto[] }).conflicts).toEqual([
      expect.objectContaining({
        booking: { id: blocker, title: 'Solo - Main Dining', department: 'Main Dining' },
        description: 'Solo - Main Dining',
      }),
    ]);
    const stored: { date: string; time: string } | undefined = await app()
      .knex('bookings')
      .first('date', 'time')
      .where({ id });
    expect(stored).toEqual({ date: '2039-02-03', time: '19:00' });
    expect((await auditRowsOf(app(), 'booking', id)).map((row) => row.action)).toEqual(['booking_created']);
  });

  it('when a status change re-checks a booking whose performer was double-booked meanwhile, then 409 and the status stays', async () => {
    const first = await storeBooking(app(), {
      date: '2039-02-04',
      department: 'Terrace',
      organizationId: MAGNOLIA,
      status: 'pending',
      performers: [{ performerId: drums, instrument: 'drums' }],
    });
    await storeBooking(app(), {
      date: '2039-02-04',
      time: '19:30',
      department: 'Lobby Bar',
      organizationId: PALM_COVE,
      performers: [{ performerId: drums, instrument: 'drums' }],
    });

    const response = await write('patch', API_PATHS.booking(first), await as(OWNER)).send({
      status: 'confirmed',
    });

    expect(response.status).toBe(409);
    expect(await bookingCount(app(), { id: first, status: 'pending' })).toBe(1);
  });

  it('when a duplicate would double-book a performer on one of its dates, then 409 and no copy is written', async () => {
    const source = await storeBooking(app(), {
      title: 'Solo - Terrace',
      date: '2039-02-05',
      department: 'Terrace',
      organizationId: MAGNOLIA,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    await storeBooking(app(), {
      date: '2039-02-07',
      time: '18:30',
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });

    const response = await write('post', API_PATHS.bookingDuplicate(source), await as(OWNER)).send({
      targetDates: ['2039-02-06', '2039-02-07', '2039-02-08'],
      keepPerformers: true,
    });

    expect(response.status).toBe(409);
    expect((response.body as { conflicts: PerformerConflictDto[] }).conflicts).toEqual([
      expect.objectContaining({ date: '2039-02-07', time: '18:30', description: 'booked elsewhere' }),
    ]);
    expect(
      await bookingCount(app(), { organizationId: MAGNOLIA, title: 'Solo - Terrace', date: '2039-02-06' }),
    ).toBe(0);
  });

  it('when a duplicate leaves performers blank, then no conflict can block it', async () => {
    const source = await storeBooking(app(), {
      title: 'Solo - Terrace',
      date: '2039-02-09',
      department: 'Terrace',
      organizationId: MAGNOLIA,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });
    await storeBooking(app(), {
      date: '2039-02-10',
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      performers: [{ performerId: sax, instrument: 'saxophone' }],
    });

    const response = await write('post', API_PATHS.bookingDuplicate(source), await as(OWNER)).send({
      targetDates: ['2039-02-10'],
      keepPerformers: false,
    });

    expect(response.status).toBe(201);
    expect((response.body as BookingDuplicateDto).conflicts).toEqual([]);
  });
});

describe('GET and PUT /api/booking-policies/{organizationId}', () => {
  it("when nothing was set, then the policy is 'warn'; a change is stored, served and audited", async () => {
    const cookie = await as(OWNER);
    const before = await app().http().get(API_PATHS.bookingPolicy(CYPRESS_HILLS)).set('Cookie', cookie);
    const changed = await setPolicy(CYPRESS_HILLS, 'block');
    const after = await app().http().get(API_PATHS.bookingPolicy(CYPRESS_HILLS)).set('Cookie', cookie);
    const back = await setPolicy(CYPRESS_HILLS, 'warn');

    expect(before.body).toEqual({ organizationId: CYPRESS_HILLS, conflictPolicy: 'warn' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ organizationId: CYPRESS_HILLS, conflictPolicy: 'block' });
    expect(after.body).toEqual({ organizationId: CYPRESS_HILLS, conflictPolicy: 'block' });
    expect(back.body).toEqual({ organizationId: CYPRESS_HILLS, conflictPolicy: 'warn' });
    expect(await auditRowsOf(app(), 'booking_policy', CYPRESS_HILLS)).toEqual([
      expect.objectContaining({
        action: 'booking_policy_updated',
        email: OWNER,
        organizationId: CYPRESS_HILLS,
        details: { old: { conflictPolicy: 'warn' }, new: { conflictPolicy: 'block' } },
      }),
      expect.objectContaining({
        details: { old: { conflictPolicy: 'block' }, new: { conflictPolicy: 'warn' } },
      }),
    ]);
  });

  it('when the policy is not warn or block, the organization is the provider or unknown, or the caller is an org admin, then 400, 404 or 403', async () => {
    const invalid = await setPolicy(CYPRESS_HILLS, 'ignore');
    const provider = await setPolicy(2, 'block');
    const unknown = await app()
      .http()
      .get(API_PATHS.bookingPolicy(4242))
      .set('Cookie', await as(OWNER));
    const orgAdmin = await app()
      .http()
      .get(API_PATHS.bookingPolicy(CYPRESS_HILLS))
      .set('Cookie', await as('manager@cypresshills.test'));

    expect(invalid.status).toBe(400);
    expect(provider.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(orgAdmin.status).toBe(403);
  });
});
