import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES as E,
  BOOKING_VALIDATION_MESSAGES as V,
  type BookingDuplicateDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  LOBBY_USER,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  auditRowsOf,
  bookingCount,
  performerIdOf,
  storeBooking,
  storedPerformersOf,
} from '../../../test-support/booking-fixtures';
import { changeSetsOfBookings } from '../../../test-support/change-set-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

let cello: number;
let violin: number;
let harp: number;

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  violin = await performerIdOf(app(), 'Sofia Marquez');
  harp = await performerIdOf(app(), 'Isabella Chen');
});

/** A confirmed Duo in the Lobby Bar with two performers, on its own date. */
async function original(date: string): Promise<number> {
  return storeBooking(app(), {
    title: 'Duo - Lobby Bar',
    date,
    time: '18:00',
    duration: 90,
    department: 'Lobby Bar',
    ensemble: 'Duo',
    organizationId: PALM_COVE,
    status: 'pending',
    notes: 'Original notes',
    performers: [
      { performerId: cello, instrument: 'cello' },
      { performerId: violin, instrument: 'violin' },
    ],
  });
}

async function duplicate(id: number, body: Record<string, unknown>, email = OWNER) {
  return write('post', API_PATHS.bookingDuplicate(id), await as(email)).send(body);
}

describe('POST /api/bookings/{id}/duplicate: quick', () => {
  it('when performers are kept, then one confirmed copy per date with the same fields and performers, recorded as one change set with one audit row', async () => {
    const id = await original('2036-01-05');

    const response = await duplicate(id, { targetDates: ['2036-01-12', '2036-01-19'], keepPerformers: true });

    expect(response.status).toBe(201);
    const body = response.body as BookingDuplicateDto;
    expect(body.message).toBe('Booking duplicated to 2 dates');
    expect(body.conflicts).toEqual([]);
    expect(body.bookings.map((booking) => booking.date)).toEqual(['2036-01-12', '2036-01-19']);
    for (const copy of body.bookings) {
      expect(copy).toMatchObject({
        title: 'Duo - Lobby Bar',
        time: '18:00',
        duration: 90,
        department: 'Lobby Bar',
        ensemble: 'Duo',
        notes: 'Original notes',
        organizationId: PALM_COVE,
        status: 'confirmed',
      });
      expect(JSON.parse(copy.performerData ?? 'null')).toEqual([
        { performerId: cello, instrument: 'cello', name: 'Daniel Kim' },
        { performerId: violin, instrument: 'violin', name: 'Sofia Marquez' },
      ]);
      expect(await storedPerformersOf(app(), copy.id)).toHaveLength(2);
      expect(await auditRowsOf(app(), 'booking', copy.id)).toEqual([]);
    }
    const [changeSet] = await changeSetsOfBookings(
      app(),
      body.bookings.map((copy) => copy.id),
    );
    expect(changeSet).toMatchObject({
      kind: 'duplicate',
      action: 'booking_created',
      itemCount: 2,
      email: OWNER,
    });
    expect(changeSet?.items.map((item) => [item.bookingId, item.before, item.after?.date])).toEqual(
      body.bookings.map((copy) => [copy.id, null, copy.date]),
    );
    expect(await auditRowsOf(app(), 'change_set', changeSet?.id ?? 0)).toEqual([
      expect.objectContaining({
        action: 'booking_created',
        email: OWNER,
        organizationId: PALM_COVE,
        details: { changeSet: { id: changeSet?.id, kind: 'duplicate', itemCount: 2 } },
      }),
    ]);
  });

  it('when performers are left blank, then the copies are pending and have none', async () => {
    const id = await original('2036-01-06');

    const response = await duplicate(id, { targetDates: ['2036-01-13'], keepPerformers: false });

    expect(response.status).toBe(201);
    const body = response.body as BookingDuplicateDto;
    expect(body.message).toBe('Booking duplicated to 1 date');
    expect(body.bookings).toEqual([
      expect.objectContaining({ date: '2036-01-13', status: 'pending', performerData: null, performers: [] }),
    ]);
  });

  it('when no date, too many dates or a bad date is given, then 400 with the texts and nothing is copied', async () => {
    const id = await original('2036-01-07');
    const sixtyOne = Array.from({ length: 61 }, (_, index) =>
      new Date(Date.UTC(2037, 0, 1 + index)).toISOString().slice(0, 10),
    );

    const none = await duplicate(id, { targetDates: [], keepPerformers: true });
    const tooMany = await duplicate(id, { targetDates: sixtyOne, keepPerformers: true });
    const bad = await duplicate(id, { targetDates: ['2036-02-30'], keepPerformers: true });

    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      message: 'Please select at least one date',
      errors: [{ path: 'targetDates', message: 'Please select at least one date' }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(V.tooManyTargetDates);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'targetDates[0]', message: 'Must be a valid date' }]);
    expect(await bookingCount(app(), { title: 'Duo - Lobby Bar', time: '18:00', date: '2037-01-01' })).toBe(
      0,
    );
  });

  it('when the booking is unknown, then 404; a user or org admin gets 403', async () => {
    const id = await original('2036-01-08');

    const unknown = await duplicate(987654, { targetDates: ['2036-01-15'], keepPerformers: true });
    const byUser = await duplicate(id, { targetDates: ['2036-01-15'], keepPerformers: true }, LOBBY_USER);
    const byOrgAdmin = await duplicate(
      id,
      { targetDates: ['2036-01-15'], keepPerformers: true },
      PALM_COVE_ADMIN,
    );

    expect(unknown.status).toBe(404);
    expect(byUser.status).toBe(403);
    expect(byOrgAdmin.status).toBe(403);
    expect(await bookingCount(app(), { date: '2036-01-15' })).toBe(0);
  });
});

describe('POST /api/bookings/{id}/duplicate: advanced', () => {
  it('when title, time, duration, department, ensemble and notes are given with selected performers, then they override the original', async () => {
    const id = await original('2036-02-01');

    const response = await duplicate(id, {
      targetDates: ['2036-02-08'],
      title: 'Trio - DUSK',
      time: '20:30',
      duration: 120,
      department: 'DUSK',
      ensemble: 'Trio',
      notes: 'Copied with changes',
      keepOriginalPerformers: false,
      leavePerformersBlank: false,
      selectedPerformers: [
        { performerId: harp, instrument: 'harp', name: 'Isabella Chen' },
        { performerId: 'none', instrument: 'piano' },
        { performerId: cello, instrument: 'cello' },
      ],
    });

    expect(response.status).toBe(201);
    const [copy] = (response.body as BookingDuplicateDto).bookings;
    expect(copy).toMatchObject({
      title: 'Trio - DUSK',
      date: '2036-02-08',
      time: '20:30',
      duration: 120,
      endTime: '22:30',
      department: 'DUSK',
      ensemble: 'Trio',
      notes: 'Copied with changes',
      status: 'confirmed',
    });
    expect(JSON.parse(copy?.performerData ?? 'null')).toEqual([
      { performerId: harp, instrument: 'harp', name: 'Isabella Chen' },
      { performerId: cello, instrument: 'cello', name: 'Daniel Kim' },
    ]);
  });

  it("when 'No ensemble' and 'Keep original performers' are chosen, then the copy has no ensemble and the original's performers", async () => {
    const id = await original('2036-02-02');

    const response = await duplicate(id, {
      targetDates: ['2036-02-09'],
      ensemble: null,
      keepOriginalPerformers: true,
      leavePerformersBlank: false,
      selectedPerformers: [],
    });

    expect(response.status).toBe(201);
    const [copy] = (response.body as BookingDuplicateDto).bookings;
    expect(copy).toMatchObject({ ensemble: null, status: 'confirmed', title: 'Duo - Lobby Bar' });
    expect(copy?.performers.map((performer) => performer.performerId)).toEqual([cello, violin]);
  });

  it("when 'Leave performers blank' is chosen, then the copies are pending without performers", async () => {
    const id = await original('2036-02-03');

    const response = await duplicate(id, {
      targetDates: ['2036-02-10', '2036-02-17'],
      title: 'Duo - Lobby Bar (tbc)',
      time: '18:00',
      duration: 60,
      keepOriginalPerformers: false,
      leavePerformersBlank: true,
    });

    expect(response.status).toBe(201);
    const body = response.body as BookingDuplicateDto;
    expect(body.bookings.map((copy) => [copy.status, copy.performers.length, copy.duration])).toEqual([
      ['pending', 0, 60],
      ['pending', 0, 60],
    ]);
  });

  it('when both performer options are chosen, the department is foreign or the selection outgrows the ensemble, then 400 and nothing is copied', async () => {
    const id = await original('2036-02-04');

    const both = await duplicate(id, {
      targetDates: ['2036-02-11'],
      keepOriginalPerformers: true,
      leavePerformersBlank: true,
    });
    const foreignDepartment = await duplicate(id, { targetDates: ['2036-02-11'], department: 'Clubhouse' });
    const tooMany = await duplicate(id, {
      targetDates: ['2036-02-11'],
      ensemble: 'Solo',
      selectedPerformers: [
        { performerId: harp, instrument: 'harp' },
        { performerId: cello, instrument: 'cello' },
      ],
    });
    const invalidEnsemble = await duplicate(id, { targetDates: ['2036-02-11'], ensemble: 'Octet' });

    expect(both.status).toBe(400);
    expect(both.body.message).toBe(E.performerChoiceExclusive);
    expect(foreignDepartment.status).toBe(400);
    expect(foreignDepartment.body.message).toBe(E.departmentNotInOrganization);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      message: V.tooManyPerformers,
      errors: [{ path: 'selectedPerformers', message: V.tooManyPerformers }],
    });
    expect(invalidEnsemble.status).toBe(400);
    expect(invalidEnsemble.body.message).toBe(V.ensembleInvalidForDuplicate);
    expect(await bookingCount(app(), { date: '2036-02-11' })).toBe(0);
  });

  it('when the original belongs to another client organization, then the copy stays in that organization', async () => {
    const id = await storeBooking(app(), {
      title: 'Solo - Clubhouse',
      date: '2036-02-05',
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
    });

    const response = await duplicate(id, { targetDates: ['2036-02-12'], keepPerformers: true });

    expect(response.status).toBe(201);
    expect((response.body as BookingDuplicateDto).bookings).toEqual([
      expect.objectContaining({ organizationId: CYPRESS_HILLS, department: 'Clubhouse', status: 'pending' }),
    ]);
  });
});
