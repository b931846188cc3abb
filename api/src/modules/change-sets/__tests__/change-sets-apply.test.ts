import {
  API_PATHS,
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  CHANGE_SET_MESSAGES,
  type ChangeSetRefusedBody,
  type ChangeSetResultDto,
  type PerformerDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  LOBBY_USER,
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  auditRowsOf,
  bookingCount,
  performerIdOf,
  storedPerformersOf,
} from '../../../test-support/booking-fixtures';
import { changeSetRequests } from './change-set-requests';
import {
  changeSetAndAuditCounts,
  changeSetsOfBookings,
  tableDigests,
} from '../../../test-support/change-set-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const sessions = actingAs(app);
const { as, write } = sessions;
const { changeSet, stored, setPolicy } = changeSetRequests(app, sessions);

let cello: number;
let violin: number;

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  violin = await performerIdOf(app(), 'Sofia Marquez');
  // Signed in before any test counts audit rows (a sign-in writes one).
  await as(OWNER);
});

async function statusesOf(ids: readonly number[]): Promise<string[]> {
  const rows: { id: number; status: string }[] = await app()
    .knex('bookings')
    .select('id', 'status')
    .whereIn('id', [...ids]);
  return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'gone');
}

const recurringBooking = (date: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Duo - Lobby Bar',
  date,
  time: '18:00',
  duration: 90,
  notes: 'Weekly set',
  department: 'Lobby Bar',
  ensemble: 'Duo',
  organizationId: PALM_COVE,
  status: 'confirmed',
  performerData: JSON.stringify([
    { performerId: cello, instrument: 'cello' },
    { performerId: violin, instrument: 'violin' },
  ]),
  ...overrides,
});

describe('POST /api/change-sets: bulk status changes', () => {
  it.each([
    ['finalize', 'pending', 'confirmed', '3 bookings finalized successfully', '2038-01-02'],
    ['make_pending', 'confirmed', 'pending', '3 bookings marked as pending successfully', '2038-01-03'],
  ] as const)(
    'when the owner applies %s to three %s bookings and one already so, then 201, one result per item, one change set and one audit row',
    async (action, from, to, message, date) => {
      const ids = await stored([
        { date, status: from, performers: [{ performerId: cello, instrument: 'cello' }] },
        { date, time: '21:00', status: from },
        { date, time: '22:00', status: to },
        { date, time: '23:00', status: from },
      ]);

      const response = await changeSet({ action, bookingIds: ids });

      expect(response.status).toBe(201);
      const body = response.body as ChangeSetResultDto;
      expect(body.message).toBe(message);
      expect(body.dryRun).toBe(false);
      expect(body.items.map((item) => [item.index, item.bookingId, item.operation, item.outcome])).toEqual([
        [0, ids[0], 'update', 'applied'],
        [1, ids[1], 'update', 'applied'],
        [2, ids[2], 'update', 'skipped'],
        [3, ids[3], 'update', 'applied'],
      ]);
      expect(body.items[0]).toMatchObject({
        title: 'Solo - Stored',
        date,
        time: '19:00',
        department: 'Lobby Bar',
        organizationId: PALM_COVE,
        changes: [{ field: 'status', old: from, new: to }],
        problems: [],
        blocked: false,
        error: null,
      });
      expect(body.items[2]?.changes).toEqual([]);
      expect(await statusesOf(ids)).toEqual([to, to, to, to]);

      expect(body.changeSet).toMatchObject({
        kind: action,
        action: 'booking_updated',
        itemCount: 3,
        email: OWNER,
      });
      const [recorded, ...others] = await changeSetsOfBookings(app(), ids);
      expect(others).toEqual([]);
      expect(recorded?.id).toBe(body.changeSet?.id);
      expect(
        recorded?.items.map((item) => [item.bookingId, item.before?.status, item.after?.status]),
      ).toEqual([
        [ids[0], from, to],
        [ids[1], from, to],
        [ids[3], from, to],
      ]);
      expect(recorded?.items[0]?.after).toEqual({
        title: 'Solo - Stored',
        date,
        time: '19:00',
        duration: 60,
        notes: null,
        department: 'Lobby Bar',
        ensemble: null,
        status: to,
        organizationId: PALM_COVE,
        performers: [{ performerId: cello, instrument: 'cello' }],
      });
      expect(await auditRowsOf(app(), 'change_set', body.changeSet?.id ?? 0)).toEqual([
        expect.objectContaining({
          action: 'booking_updated',
          email: OWNER,
          organizationId: PALM_COVE,
          success: true,
          details: { changeSet: { id: body.changeSet?.id, kind: action, itemCount: 3 } },
        }),
      ]);
      for (const id of ids) expect(await auditRowsOf(app(), 'booking', id)).toEqual([]);
    },
  );

  it('when a booking id names nothing, then 409 with that item failed and nothing is written', async () => {
    const ids = await stored([{ date: '2038-01-04', status: 'pending' }]);
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet({ action: 'finalize', bookingIds: [ids[0], 999_999] });

    expect(response.status).toBe(409);
    const body = response.body as ChangeSetRefusedBody;
    expect(body.message).toBe(CHANGE_SET_MESSAGES.notApplied);
    expect(body.items).toEqual([
      expect.objectContaining({ index: 0, bookingId: ids[0], outcome: 'skipped', error: null }),
      expect.objectContaining({
        index: 1,
        bookingId: null,
        operation: 'update',
        outcome: 'failed',
        error: CHANGE_SET_MESSAGES.bookingNotFound,
      }),
    ]);
    expect(await statusesOf(ids)).toEqual(['pending']);
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it('when a booking id repeats, then the booking is one item', async () => {
    const ids = await stored([{ date: '2038-01-05', status: 'pending' }]);

    const response = await changeSet({ action: 'finalize', bookingIds: [ids[0], ids[0]] });

    expect(response.status).toBe(201);
    expect((response.body as ChangeSetResultDto).items).toHaveLength(1);
    expect((response.body as ChangeSetResultDto).changeSet?.itemCount).toBe(1);
  });

  it('when every booking is already as asked, then 200, nothing is written and no change set is recorded', async () => {
    const ids = await stored([{ date: '2038-01-06', status: 'confirmed' }]);
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet({ action: 'finalize', bookingIds: ids });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dryRun: false,
      changeSet: null,
      message: '0 bookings finalized successfully',
      items: [expect.objectContaining({ outcome: 'skipped', changes: [] })],
    });
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it('when the performers of the changed bookings take notices, then each hears of them, unless notifyPerformers is none', async () => {
    const created = await write('post', API_PATHS.performers, await as(OWNER)).send({
      name: 'Nora Bulk',
      instruments: ['harp'],
      email: 'nora.bulk@notices.test',
    });
    expect(created.status).toBe(201);
    const harp = (created.body as PerformerDto).id;
    const ids = await stored([
      { date: '2038-01-07', status: 'pending', performers: [{ performerId: harp, instrument: 'harp' }] },
      { date: '2038-01-08', status: 'pending', performers: [{ performerId: harp, instrument: 'harp' }] },
    ]);
    const noticesOf = async (): Promise<number[]> =>
      (
        await app()
          .knex('performer_booking_changes')
          .select('bookingId')
          .where({ performerId: harp })
          .orderBy('bookingId')
      ).map((row: { bookingId: number }) => row.bookingId);

    const silent = await changeSet({ action: 'finalize', bookingIds: ids, notifyPerformers: 'none' });
    expect(silent.status).toBe(201);
    expect(await noticesOf()).toEqual([]);

    const told = await changeSet({ action: 'make_pending', bookingIds: ids });
    expect(told.status).toBe(201);
    expect(await noticesOf()).toEqual(ids);
  });
});

describe('POST /api/change-sets: bulk delete', () => {
  it('when the owner deletes three bookings, then they are gone with their performers, in one change set with one audit row', async () => {
    const ids = await stored([
      { date: '2038-02-01', performers: [{ performerId: violin, instrument: 'violin' }] },
      { date: '2038-02-01', time: '21:00' },
      { date: '2038-02-02' },
    ]);

    const response = await changeSet({ action: 'delete', bookingIds: ids });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.message).toBe('3 bookings deleted successfully');
    expect(body.items.map((item) => [item.bookingId, item.operation, item.outcome, item.date])).toEqual([
      [ids[0], 'delete', 'applied', '2038-02-01'],
      [ids[1], 'delete', 'applied', '2038-02-01'],
      [ids[2], 'delete', 'applied', '2038-02-02'],
    ]);
    expect(await statusesOf(ids)).toEqual(['gone', 'gone', 'gone']);
    expect(await storedPerformersOf(app(), ids[0] ?? 0)).toEqual([]);
    const [recorded] = await changeSetsOfBookings(app(), ids);
    expect(recorded).toMatchObject({ kind: 'delete', action: 'booking_deleted', itemCount: 3 });
    expect(recorded?.items[0]).toEqual({
      bookingId: ids[0],
      before: expect.objectContaining({ performers: [{ performerId: violin, instrument: 'violin' }] }),
      after: null,
    });
    expect(await auditRowsOf(app(), 'change_set', recorded?.id ?? 0)).toEqual([
      expect.objectContaining({
        action: 'booking_deleted',
        details: { changeSet: { id: recorded?.id, kind: 'delete', itemCount: 3 } },
      }),
    ]);
  });
});

describe('POST /api/change-sets: duplicate and recurring create', () => {
  it('when the owner duplicates a booking to two dates, then the copies are made as the duplicate route makes them, in one change set', async () => {
    const [original] = await stored([
      {
        title: 'Duo - Lobby Bar',
        date: '2038-03-01',
        ensemble: 'Duo',
        performers: [
          { performerId: cello, instrument: 'cello' },
          { performerId: violin, instrument: 'violin' },
        ],
      },
    ]);

    const response = await changeSet({
      action: 'duplicate',
      bookingId: original,
      duplicate: { targetDates: ['2038-03-08', '2038-03-15'], keepPerformers: true },
    });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.message).toBe('Booking duplicated to 2 dates');
    expect(body.items.map((item) => [item.operation, item.date, item.outcome])).toEqual([
      ['create', '2038-03-08', 'applied'],
      ['create', '2038-03-15', 'applied'],
    ]);
    const copies = body.items.map((item) => item.bookingId ?? 0);
    expect(
      await bookingCount(app(), { title: 'Duo - Lobby Bar', status: 'confirmed', date: '2038-03-08' }),
    ).toBe(1);
    expect(await storedPerformersOf(app(), copies[1] ?? 0)).toEqual([
      { performerId: cello, instrument: 'cello', position: 0 },
      { performerId: violin, instrument: 'violin', position: 1 },
    ]);
    const [recorded] = await changeSetsOfBookings(app(), copies);
    expect(recorded).toMatchObject({ kind: 'duplicate', action: 'booking_created', itemCount: 2 });
    expect(recorded?.items.map((item) => [item.bookingId, item.before, item.after?.date])).toEqual([
      [copies[0], null, '2038-03-08'],
      [copies[1], null, '2038-03-15'],
    ]);
  });

  it('when the owner makes a recurring booking on a main date and two more, then three bookings in one change set', async () => {
    const response = await changeSet({
      action: 'recurring_create',
      booking: recurringBooking('2038-04-01'),
      dates: ['2038-04-08', '2038-04-15', '2038-04-01'],
    });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.message).toBe(BOOKING_MESSAGES.created);
    expect(body.items.map((item) => [item.index, item.date, item.outcome, item.problems])).toEqual([
      [0, '2038-04-01', 'applied', []],
      [1, '2038-04-08', 'applied', []],
      [2, '2038-04-15', 'applied', []],
    ]);
    const ids = body.items.map((item) => item.bookingId ?? 0);
    expect(await bookingCount(app(), { title: 'Duo - Lobby Bar', notes: 'Weekly set' })).toBe(3);
    const [recorded] = await changeSetsOfBookings(app(), ids);
    expect(recorded).toMatchObject({ kind: 'recurring_create', action: 'booking_created', itemCount: 3 });
    expect(await auditRowsOf(app(), 'change_set', recorded?.id ?? 0)).toHaveLength(1);
  });

  it("when an extra date's performer is booked then, then that item names the booking and the others none", async () => {
    const [busy] = await stored([
      {
        title: 'Cello Recital',
        date: '2038-04-28',
        time: '18:30',
        performers: [{ performerId: cello, instrument: 'cello' }],
      },
    ]);

    const response = await changeSet({
      action: 'recurring_create',
      booking: recurringBooking('2038-04-21', { notes: 'Clashing set' }),
      dates: ['2038-04-28'],
    });

    expect(response.status).toBe(201);
    const [first, second] = (response.body as ChangeSetResultDto).items;
    expect(first?.problems).toEqual([]);
    expect(second?.problems).toEqual([
      expect.objectContaining({
        kind: 'booked',
        performerId: cello,
        performerName: 'Daniel Kim',
        booking: { id: busy, title: 'Cello Recital', department: 'Lobby Bar' },
      }),
    ]);
    expect(second?.outcome).toBe('applied');
  });
});

describe('POST /api/change-sets: dry run', () => {
  it.each([
    ['finalize', { status: 'pending', date: '2038-05-01' }],
    ['make_pending', { status: 'confirmed', date: '2038-05-02' }],
    ['delete', { status: 'confirmed', date: '2038-05-03' }],
  ] as const)(
    'when %s is previewed, then 200 with what would change and not a row of any table changes',
    async (action, booking) => {
      const ids = await stored([
        { ...booking, performers: [{ performerId: cello, instrument: 'cello' }] },
        { ...booking, time: '10:00' },
      ]);
      const before = await tableDigests(app());

      const response = await changeSet({ action, bookingIds: ids, dryRun: true });

      expect(response.status).toBe(200);
      const body = response.body as ChangeSetResultDto;
      expect(body).toMatchObject({ dryRun: true, changeSet: null, message: '2 bookings would change' });
      expect(body.items.map((item) => [item.bookingId, item.outcome])).toEqual([
        [ids[0], 'applied'],
        [ids[1], 'applied'],
      ]);
      expect(body.items[0]?.changes.length).toBeGreaterThan(0);
      expect(await tableDigests(app())).toEqual(before);

      // The same request applied does change the tables the dry run left alone.
      expect((await changeSet({ action, bookingIds: ids })).status).toBe(201);
      const after = await tableDigests(app());
      for (const table of ['bookings', 'booking_change_sets', 'booking_change_set_items', 'audit_logs'])
        expect({ table, digest: after[table] }).not.toEqual({ table, digest: before[table] });
    },
  );

  it('when a duplicate and a recurring create are previewed, then the new bookings have no id and nothing is written', async () => {
    const [original] = await stored([
      { date: '2038-05-10', performers: [{ performerId: cello, instrument: 'cello' }] },
    ]);
    const before = await tableDigests(app());

    const duplicate = await changeSet({
      action: 'duplicate',
      bookingId: original,
      duplicate: { targetDates: ['2038-05-11', '2038-05-12'] },
      dryRun: true,
    });
    const recurring = await changeSet({
      action: 'recurring_create',
      booking: recurringBooking('2038-05-13'),
      dates: ['2038-05-14'],
      dryRun: true,
    });

    expect(duplicate.status).toBe(200);
    expect(recurring.status).toBe(200);
    for (const body of [duplicate.body, recurring.body] as ChangeSetResultDto[]) {
      expect(body.changeSet).toBeNull();
      expect(body.message).toBe('2 bookings would change');
      expect(body.items.every((item) => item.bookingId === null && item.operation === 'create')).toBe(true);
      expect(body.items[0]?.changes.map((change) => change.field)).toContain('date');
    }
    expect(await tableDigests(app())).toEqual(before);
  });
});

describe("POST /api/change-sets: the organization's 'block' policy", () => {
  afterEach(() => setPolicy(MAGNOLIA, 'warn'));

  /** Two pending bookings holding the cellist at once, and one free pending booking, at Magnolia. */
  async function clashing(date: string): Promise<number[]> {
    return stored([
      {
        date,
        organizationId: MAGNOLIA,
        department: null,
        status: 'pending',
        performers: [{ performerId: cello, instrument: 'cello' }],
      },
      {
        date,
        organizationId: MAGNOLIA,
        department: null,
        status: 'pending',
        time: '19:30',
        performers: [{ performerId: cello, instrument: 'cello' }],
      },
      { date, organizationId: MAGNOLIA, department: null, status: 'pending', time: '10:00' },
    ]);
  }

  it("when 'all' is applied with blocked items, then 409 naming them and nothing is written", async () => {
    const ids = await clashing('2038-06-01');
    await setPolicy(MAGNOLIA, 'block');
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet({ action: 'finalize', bookingIds: ids, apply: 'all' });

    expect(response.status).toBe(409);
    const body = response.body as ChangeSetRefusedBody;
    expect(body.message).toBe(CHANGE_SET_MESSAGES.notApplied);
    expect(body.items.map((item) => [item.bookingId, item.blocked, item.outcome])).toEqual([
      [ids[0], true, 'failed'],
      [ids[1], true, 'failed'],
      [ids[2], false, 'skipped'],
    ]);
    expect(body.items[0]?.problems).toEqual([
      expect.objectContaining({ kind: 'booked', performerId: cello, performerName: 'Daniel Kim' }),
    ]);
    expect(body.items[0]?.error).toBe('A performer is already booked at this time');
    expect(await statusesOf(ids)).toEqual(['pending', 'pending', 'pending']);
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it("when 'withoutProblems' is applied, then the blocked items are skipped and the rest applied", async () => {
    const ids = await clashing('2038-06-02');
    await setPolicy(MAGNOLIA, 'block');

    const response = await changeSet({ action: 'finalize', bookingIds: ids, apply: 'withoutProblems' });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.message).toBe('1 bookings finalized successfully');
    expect(body.items.map((item) => [item.blocked, item.outcome, item.problems.length])).toEqual([
      [true, 'skipped', 1],
      [true, 'skipped', 1],
      [false, 'applied', 0],
    ]);
    expect(await statusesOf(ids)).toEqual(['pending', 'pending', 'confirmed']);
    expect(body.changeSet?.itemCount).toBe(1);
  });

  it("when 'withoutProblems' leaves nothing, then 409 and nothing is written", async () => {
    const ids = await clashing('2038-06-03');

    const response = await changeSet({
      action: 'finalize',
      bookingIds: ids.slice(0, 2),
      apply: 'withoutProblems',
    });

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: CHANGE_SET_MESSAGES.nothingWithoutProblems });
    expect(await statusesOf(ids.slice(0, 2))).toEqual(['pending', 'pending']);
  });

  it("when the policy is 'warn', then items with problems are applied and their problems reported", async () => {
    const ids = await clashing('2038-06-04');

    const response = await changeSet({ action: 'finalize', bookingIds: ids });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.items.map((item) => [item.blocked, item.outcome, item.problems.length])).toEqual([
      [false, 'applied', 1],
      [false, 'applied', 1],
      [false, 'applied', 0],
    ]);
    expect(await statusesOf(ids)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });
});

describe('POST /api/change-sets: who may, and bad requests', () => {
  it('when an org admin or an org user sends one, then 403 and nothing changes', async () => {
    const ids = await stored([{ date: '2038-07-01', status: 'pending' }]);

    for (const email of [PALM_COVE_ADMIN, LOBBY_USER]) {
      const response = await changeSet({ action: 'finalize', bookingIds: ids }, email);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    expect(await statusesOf(ids)).toEqual(['pending']);
  });

  it('when the super admin sends one, then it is applied and recorded as theirs', async () => {
    const ids = await stored([{ date: '2038-07-02', status: 'pending' }]);

    const response = await changeSet({ action: 'finalize', bookingIds: ids }, SUPER_ADMIN);

    expect(response.status).toBe(201);
    expect((response.body as ChangeSetResultDto).changeSet?.email).toBe(SUPER_ADMIN);
  });

  const plainBooking = (date: string) => recurringBooking(date, { performerData: null, ensemble: null });

  it.each([
    ['no action', {}, 'action', CHANGE_SET_MESSAGES.actionInvalid],
    [
      'an unknown action',
      { action: 'archive', bookingIds: [1] },
      'action',
      CHANGE_SET_MESSAGES.actionInvalid,
    ],
    ['a finalize without ids', { action: 'finalize' }, 'bookingIds', CHANGE_SET_MESSAGES.bookingsRequired],
    [
      'a delete of no ids',
      { action: 'delete', bookingIds: [] },
      'bookingIds',
      CHANGE_SET_MESSAGES.bookingsRequired,
    ],
    [
      'an id that is not a number',
      { action: 'finalize', bookingIds: ['seven'] },
      'bookingIds[0]',
      CHANGE_SET_MESSAGES.bookingIdInvalid,
    ],
    [
      '501 ids',
      { action: 'finalize', bookingIds: Array.from({ length: 501 }, (_, index) => index + 1) },
      'bookingIds',
      CHANGE_SET_MESSAGES.tooManyItems,
    ],
    [
      'an unknown apply mode',
      { action: 'finalize', bookingIds: [1], apply: 'some' },
      'apply',
      CHANGE_SET_MESSAGES.applyInvalid,
    ],
    [
      'a duplicate without its original',
      { action: 'duplicate', duplicate: { targetDates: ['2038-07-03'] } },
      'bookingId',
      CHANGE_SET_MESSAGES.originalRequired,
    ],
    [
      'a duplicate without its request',
      { action: 'duplicate', bookingId: 1 },
      'duplicate',
      CHANGE_SET_MESSAGES.duplicateRequired,
    ],
    [
      'a duplicate to no date',
      { action: 'duplicate', bookingId: 1, duplicate: { targetDates: [] } },
      'duplicate.targetDates',
      'Please select at least one date',
    ],
    [
      'a recurring create without its booking',
      { action: 'recurring_create', dates: ['2038-07-03'] },
      'booking',
      CHANGE_SET_MESSAGES.bookingRequired,
    ],
    [
      'a recurring create without dates',
      { action: 'recurring_create', booking: plainBooking('2038-07-03') },
      'dates',
      CHANGE_SET_MESSAGES.recurringDatesRequired,
    ],
    [
      'a recurring create with a date in another format',
      { action: 'recurring_create', booking: plainBooking('2038-07-03'), dates: ['07/04/2038'] },
      'dates[0]',
      'Date must be in YYYY-MM-DD format',
    ],
    [
      'a recurring create of a booking without a title',
      {
        action: 'recurring_create',
        booking: { ...plainBooking('2038-07-03'), title: '' },
        dates: ['2038-07-04'],
      },
      'booking.title',
      'Title is required',
    ],
  ])('when the body has %s, then 400 naming the field', async (_case, body, path, message) => {
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet(body);

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it("when the items' own checks fail, then 400 naming the field inside the request, or 404 for an original that does not exist", async () => {
    const department = await changeSet({
      action: 'recurring_create',
      booking: recurringBooking('2038-07-05', { department: 'Clubhouse' }),
      dates: ['2038-07-06'],
    });
    const exclusive = await changeSet({
      action: 'duplicate',
      bookingId: (await stored([{ date: '2038-07-07' }]))[0],
      duplicate: { targetDates: ['2038-07-08'], keepOriginalPerformers: true, leavePerformersBlank: true },
    });
    const missing = await changeSet({
      action: 'duplicate',
      bookingId: 999_999,
      duplicate: { targetDates: ['2038-07-08'] },
    });

    expect(department.status).toBe(400);
    expect(department.body.errors).toEqual([
      { path: 'booking.department', message: "Department must be one of the organization's departments" },
    ]);
    expect(exclusive.status).toBe(400);
    expect(exclusive.body.errors[0]?.path).toBe('duplicate.leavePerformersBlank');
    expect(missing.status).toBe(404);
    expect(await bookingCount(app(), { date: '2038-07-06' })).toBe(0);
  });
});
