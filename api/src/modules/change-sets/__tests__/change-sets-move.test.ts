import {
  API_PATHS,
  AUTH_MESSAGES,
  CHANGE_SET_MESSAGES,
  type ChangeSetRefusedBody,
  type ChangeSetResultDto,
  type PerformerDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { storeClosure } from '../../../test-support/closure-fixtures';
import {
  LOBBY_USER,
  MAGNOLIA,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  performerIdOf,
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

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  // Signed in before any test counts audit rows (a sign-in writes one).
  await as(OWNER);
});

/** Where each booking is now: [date, time, department]. */
async function placesOf(ids: readonly number[]): Promise<[string, string, string | null][]> {
  const rows: { id: number; date: string; time: string; department: string | null }[] = await app()
    .knex('bookings')
    .select('id', 'date', 'time', 'department')
    .whereIn('id', [...ids]);
  return ids.map((id) => {
    const row = rows.find((found) => found.id === id);
    return row
      ? [String(row.date).slice(0, 10), String(row.time).slice(0, 5), row.department]
      : ['gone', '', null];
  });
}

/** The cellist plays the booking (read once the seed is in). */
const cellist = () => ({ performers: [{ performerId: cello, instrument: 'cello' }] });

describe('POST /api/change-sets: moving the bookings of a closed venue', () => {
  it('when the owner previews moving two bookings to another venue and date, then each item lists its changes and problems and nothing is written', async () => {
    const ids = await stored([
      { date: '2039-01-02', time: '19:00', ...cellist() },
      { date: '2039-01-02', time: '21:00' },
    ]);
    // The cellist already plays on the target date at the first booking's time.
    await stored([{ date: '2039-01-09', time: '19:30', department: 'The Grill', ...cellist() }]);
    await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: 'DUSK',
      from: '2039-01-09 20:30',
      to: '2039-01-09 23:00',
      reason: 'Private event',
    });
    const before = await tableDigests(app());

    const response = await changeSet({
      action: 'move',
      bookingIds: ids,
      move: { date: '2039-01-09', department: 'DUSK' },
      dryRun: true,
    });

    expect(response.status).toBe(200);
    const body = response.body as ChangeSetResultDto;
    expect(body.dryRun).toBe(true);
    expect(body.changeSet).toBeNull();
    expect(body.message).toBe('2 bookings would change; 2 with problems');
    expect(
      body.items.map((item) => [
        item.bookingId,
        item.operation,
        item.outcome,
        item.date,
        item.time,
        item.department,
      ]),
    ).toEqual([
      [ids[0], 'update', 'applied', '2039-01-09', '19:00', 'DUSK'],
      [ids[1], 'update', 'applied', '2039-01-09', '21:00', 'DUSK'],
    ]);
    expect(body.items[0]?.changes).toEqual([
      { field: 'date', old: '2039-01-02', new: '2039-01-09' },
      { field: 'department', old: 'Lobby Bar', new: 'DUSK' },
    ]);
    expect(body.items[0]?.problems).toEqual([
      expect.objectContaining({ kind: 'booked', performerId: cello, performerName: 'Daniel Kim' }),
    ]);
    expect(body.items[1]?.problems).toEqual([expect.objectContaining({ kind: 'closed' })]);
    expect(await tableDigests(app())).toEqual(before);
  });

  it('when the owner moves three bookings to a new start, then one change set of kind move records them, the performers hear of it, and the undo puts every one back', async () => {
    const created = await write('post', API_PATHS.performers, await as(OWNER)).send({
      name: 'Nora Moved',
      instruments: ['harp'],
      email: 'nora.moved@notices.test',
    });
    expect(created.status).toBe(201);
    const harp = (created.body as PerformerDto).id;
    const ids = await stored([
      { date: '2039-02-01', time: '18:00', performers: [{ performerId: harp, instrument: 'harp' }] },
      { date: '2039-02-02', time: '19:00' },
      { date: '2039-02-03', time: '20:00' },
    ]);

    const response = await changeSet({ action: 'move', bookingIds: ids, move: { time: '16:00' } });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.message).toBe('3 bookings moved successfully');
    expect(body.changeSet).toMatchObject({ kind: 'move', action: 'booking_updated', itemCount: 3 });
    expect(await placesOf(ids)).toEqual([
      ['2039-02-01', '16:00', 'Lobby Bar'],
      ['2039-02-02', '16:00', 'Lobby Bar'],
      ['2039-02-03', '16:00', 'Lobby Bar'],
    ]);
    const recorded = await changeSetsOfBookings(app(), ids);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.items.map((item) => [item.bookingId, item.before?.time, item.after?.time])).toEqual([
      [ids[0], '18:00', '16:00'],
      [ids[1], '19:00', '16:00'],
      [ids[2], '20:00', '16:00'],
    ]);
    const notices: { bookingId: number }[] = await app()
      .knex('performer_booking_changes')
      .select('bookingId')
      .where({ performerId: harp });
    expect(notices.map((notice) => notice.bookingId)).toEqual([ids[0]]);

    const changeSetId = body.changeSet?.id ?? 0;
    const undone = await write('post', API_PATHS.changeSetUndo(changeSetId), await as(OWNER)).send({});

    expect(undone.status).toBe(201);
    expect(await placesOf(ids)).toEqual([
      ['2039-02-01', '18:00', 'Lobby Bar'],
      ['2039-02-02', '19:00', 'Lobby Bar'],
      ['2039-02-03', '20:00', 'Lobby Bar'],
    ]);
  });

  it('when a booking is already where the move puts it, then it is skipped with no changes; when none moves, then 200 and no change set', async () => {
    const ids = await stored([{ date: '2039-03-01', department: 'DUSK' }]);
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet({ action: 'move', bookingIds: ids, move: { department: 'DUSK' } });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      changeSet: null,
      message: '0 bookings moved successfully',
      items: [expect.objectContaining({ bookingId: ids[0], outcome: 'skipped', changes: [] })],
    });
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it('when two moved bookings would put one performer in two places, then the second names the first where it lands', async () => {
    const ids = await stored([
      { date: '2039-03-02', time: '19:00', ...cellist() },
      { date: '2039-03-03', time: '19:00', ...cellist() },
    ]);

    const response = await changeSet({
      action: 'move',
      bookingIds: ids,
      move: { date: '2039-03-10' },
      dryRun: true,
    });

    expect(response.status).toBe(200);
    const body = response.body as ChangeSetResultDto;
    expect(body.items[0]?.problems).toEqual([]);
    expect(body.items[1]?.problems).toEqual([
      expect.objectContaining({ kind: 'booked', booking: expect.objectContaining({ id: ids[0] }) }),
    ]);
  });
});

describe("POST /api/change-sets: a move under the organization's 'block' policy", () => {
  afterEach(() => setPolicy(MAGNOLIA, 'warn'));

  /** A Magnolia booking with the cellist, one without, and the cellist busy on the target date. */
  async function movable(date: string, target: string): Promise<number[]> {
    const ids = await stored([
      { date, organizationId: MAGNOLIA, department: 'Terrace', status: 'pending', ...cellist() },
      { date, organizationId: MAGNOLIA, department: 'Terrace', status: 'pending', time: '10:00' },
    ]);
    await stored([{ date: target, organizationId: MAGNOLIA, department: 'Ballroom', ...cellist() }]);
    return ids;
  }

  it("when 'all' is applied with a blocked move, then 409 naming it and nothing moves", async () => {
    const ids = await movable('2039-04-01', '2039-04-08');
    await setPolicy(MAGNOLIA, 'block');
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet({ action: 'move', bookingIds: ids, move: { date: '2039-04-08' } });

    expect(response.status).toBe(409);
    const body = response.body as ChangeSetRefusedBody;
    expect(body.message).toBe(CHANGE_SET_MESSAGES.notApplied);
    expect(body.items.map((item) => [item.bookingId, item.blocked, item.outcome])).toEqual([
      [ids[0], true, 'failed'],
      [ids[1], false, 'skipped'],
    ]);
    expect(body.items[0]?.error).toBe('A performer is already booked at this time');
    expect(await placesOf(ids)).toEqual([
      ['2039-04-01', '19:00', 'Terrace'],
      ['2039-04-01', '10:00', 'Terrace'],
    ]);
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it("when 'withoutProblems' is applied, then the blocked move is skipped and the other moved", async () => {
    const ids = await movable('2039-04-02', '2039-04-09');
    await setPolicy(MAGNOLIA, 'block');

    const response = await changeSet({
      action: 'move',
      bookingIds: ids,
      move: { date: '2039-04-09' },
      apply: 'withoutProblems',
    });

    expect(response.status).toBe(201);
    const body = response.body as ChangeSetResultDto;
    expect(body.message).toBe('1 booking moved successfully');
    expect(body.items.map((item) => [item.blocked, item.outcome])).toEqual([
      [true, 'skipped'],
      [false, 'applied'],
    ]);
    expect(await placesOf(ids)).toEqual([
      ['2039-04-02', '19:00', 'Terrace'],
      ['2039-04-09', '10:00', 'Terrace'],
    ]);
  });
});

describe('POST /api/change-sets: who may move, and bad moves', () => {
  it('when an org admin or an org user asks for a move, then 403 and nothing moves', async () => {
    const ids = await stored([{ date: '2039-05-01' }]);

    for (const email of [PALM_COVE_ADMIN, LOBBY_USER]) {
      const response = await changeSet(
        { action: 'move', bookingIds: ids, move: { date: '2039-05-02' } },
        email,
      );

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    expect(await placesOf(ids)).toEqual([['2039-05-01', '19:00', 'Lobby Bar']]);
  });

  it('when the super admin moves a booking, then it is moved and the change set is theirs', async () => {
    const ids = await stored([{ date: '2039-05-03' }]);

    const response = await changeSet(
      { action: 'move', bookingIds: ids, move: { department: 'Nolita' } },
      SUPER_ADMIN,
    );

    expect(response.status).toBe(201);
    expect((response.body as ChangeSetResultDto).changeSet?.email).toBe(SUPER_ADMIN);
    expect(await placesOf(ids)).toEqual([['2039-05-03', '19:00', 'Nolita']]);
  });

  it('when a listed booking does not exist, then 409 with that item failed and nothing moves', async () => {
    const ids = await stored([{ date: '2039-05-04' }]);

    const response = await changeSet({
      action: 'move',
      bookingIds: [ids[0], 999_999],
      move: { date: '2039-05-05' },
    });

    expect(response.status).toBe(409);
    expect((response.body as ChangeSetRefusedBody).items[1]).toMatchObject({
      outcome: 'failed',
      error: CHANGE_SET_MESSAGES.bookingNotFound,
    });
    expect(await placesOf(ids)).toEqual([['2039-05-04', '19:00', 'Lobby Bar']]);
  });

  it.each([
    [
      'a move without a target',
      { action: 'move', bookingIds: [1] },
      'move',
      CHANGE_SET_MESSAGES.moveTargetRequired,
    ],
    [
      'an empty target',
      { action: 'move', bookingIds: [1], move: {} },
      'move',
      CHANGE_SET_MESSAGES.moveTargetRequired,
    ],
    [
      'only an empty department',
      { action: 'move', bookingIds: [1], move: { department: '' } },
      'move',
      CHANGE_SET_MESSAGES.moveTargetRequired,
    ],
    [
      'a move without ids',
      { action: 'move', move: { date: '2039-05-06' } },
      'bookingIds',
      CHANGE_SET_MESSAGES.bookingsRequired,
    ],
    [
      'a date in another format',
      { action: 'move', bookingIds: [1], move: { date: '05/06/2039' } },
      'move.date',
      'Date must be in YYYY-MM-DD format',
    ],
    [
      'a start that is no time',
      { action: 'move', bookingIds: [1], move: { time: '7pm' } },
      'move.time',
      'Time must be in HH:MM format',
    ],
  ])('when the body has %s, then 400 naming the field', async (_case, body, path, message) => {
    const before = await changeSetAndAuditCounts(app());

    const response = await changeSet(body);

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await changeSetAndAuditCounts(app())).toEqual(before);
  });

  it("when the target department is not one of the booking's organization's, then 400 naming move.department and nothing moves", async () => {
    const ids = await stored([{ date: '2039-05-07' }]);

    const response = await changeSet({ action: 'move', bookingIds: ids, move: { department: 'Clubhouse' } });

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { path: 'move.department', message: "Department must be one of the organization's departments" },
    ]);
    expect(await placesOf(ids)).toEqual([['2039-05-07', '19:00', 'Lobby Bar']]);
  });
});
