import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES,
  BOOKING_MESSAGES,
  CHANGE_SET_MESSAGES,
  undoRefusedMessage,
  type BookingWriteDto,
  type ChangeSetDto,
  type ChangeSetItemResultDto,
  type ChangeSetKind,
  type ChangeSetResultDto,
  type UndoRefusedBody,
} from '../../../contract';
import { statementsDuring } from '../../../test-support/sql-statements';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import type { BookingHistoryEntry } from '../change-sets.repository';
import {
  CYPRESS_HILLS,
  OWNER,
  PALM_COVE,
  SUPER_ADMIN,
  bookingCount,
  performerIdOf,
  storeBooking,
  storedPerformersOf,
} from '../../../test-support/booking-fixtures';
import { tableDigests } from '../../../test-support/change-set-fixtures';
import {
  ageChangeSet,
  recordChangeSet,
  snapshotsOf,
  storedSnapshotOf,
} from '../../../test-support/change-set-undo-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

let cello: number;
let violin: number;

beforeAll(async () => {
  cello = await performerIdOf(app(), 'Daniel Kim');
  violin = await performerIdOf(app(), 'Sofia Marquez');
});

async function undo(id: number, body: Record<string, unknown> = {}, email = OWNER) {
  return write('post', API_PATHS.changeSetUndo(id), await as(email)).send(body);
}

async function undone(id: number, body: Record<string, unknown> = {}): Promise<ChangeSetResultDto> {
  const response = await undo(id, body);
  if (response.status !== 201) throw new Error(`undo answered ${response.status}: ${response.text}`);
  return response.body as ChangeSetResultDto;
}

async function read(path: string, email = OWNER) {
  return app()
    .http()
    .get(path)
    .set('Cookie', await as(email));
}

/** The newest change set that touched the booking, through its History; its kind is checked. */
async function lastChangeSetOf(bookingId: number, kind: ChangeSetKind): Promise<number> {
  const history = (await read(API_PATHS.bookingHistory(bookingId))).body as BookingHistoryEntry[];
  const [newest] = history;
  expect(newest?.kind).toBe(kind);
  return newest?.id ?? 0;
}

/** A multi-booking action through POST /api/change-sets: its change set. */
async function appliedChangeSet(body: Record<string, unknown>): Promise<number> {
  const response = await write('post', API_PATHS.changeSets, await as(OWNER)).send(body);
  if (response.status !== 201) throw new Error(`change set answered ${response.status}: ${response.text}`);
  return (response.body as ChangeSetResultDto).changeSet?.id ?? 0;
}

/** The audit rows naming the change set (its one entry: resource change_set, or a single booking's). */
async function auditRowsOfChangeSet(id: number): Promise<{ action: string; resource: string }[]> {
  return app()
    .knex('audit_logs')
    .select('action', 'resource')
    .whereRaw(`details::jsonb -> 'changeSet' ->> 'id' = ?`, [String(id)]);
}

const storedBooking = (
  date: string,
  title: string,
  performers: { performerId: number; instrument: string }[] = [],
  status: 'pending' | 'confirmed' = 'pending',
) =>
  storeBooking(app(), {
    title,
    date,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    status,
    ensemble: performers.length === 0 ? null : 'Solo',
    performers,
  });

/** The date `days` after `date` (yyyy-MM-dd). */
function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('POST /api/change-sets/{id}/undo: undoing what the calendar did', () => {
  it('when the owner undoes a bulk Finalize, then every booking is pending again, the toast text comes back and the undo is a change set of its own with one audit row', async () => {
    const ids = [
      await storedBooking('2037-01-05', 'Solo - Undo bulk 1', [{ performerId: cello, instrument: 'cello' }]),
      await storedBooking('2037-01-05', 'Solo - Undo bulk 2'),
      await storedBooking('2037-01-06', 'Solo - Undo bulk 3'),
    ];
    const before = await snapshotsOf(app().knex, ids);
    const finalized = await appliedChangeSet({ action: 'finalize', bookingIds: ids });
    expect((await snapshotsOf(app().knex, ids)).map((booking) => booking?.status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
    ]);

    const result = await undone(finalized);

    expect(result.message).toBe('Undone: Last action has been undone.');
    expect(result.message).toBe(BOOKING_MESSAGES.undone);
    expect(result.dryRun).toBe(false);
    expect(result.changeSet).toMatchObject({ kind: 'undo', undoOf: finalized, itemCount: 3, email: OWNER });
    expect(result.items.map((item) => [item.bookingId, item.operation, item.outcome])).toEqual(
      ids.map((id) => [id, 'update', 'applied']),
    );
    expect(result.items[0]?.changes).toEqual([{ field: 'status', old: 'confirmed', new: 'pending' }]);
    expect(await snapshotsOf(app().knex, ids)).toEqual(before);

    const undoId = result.changeSet?.id ?? 0;
    expect(await auditRowsOfChangeSet(undoId)).toEqual([
      { action: 'booking_updated', resource: 'change_set' },
    ]);
    expect(((await read(API_PATHS.changeSet(finalized))).body as ChangeSetDto).undoneBy).toBe(undoId);
    const undoable = ((await read(API_PATHS.changeSetsUndoable)).body as ChangeSetDto[]).map(({ id }) => id);
    expect(undoable).not.toContain(finalized);
    expect(undoable).not.toContain(undoId);
  });

  it('when the owner undoes a drag-and-drop move, then the booking is back on its date and time', async () => {
    const id = await storedBooking('2037-01-12', 'Solo - Undo move', [
      { performerId: violin, instrument: 'violin' },
    ]);
    const response = await write('patch', API_PATHS.booking(id), await as(OWNER)).send({
      date: '2037-01-14',
      time: '21:00',
    });
    expect(response.status).toBe(200);
    const moved = await lastChangeSetOf(id, 'move');

    const result = await undone(moved);

    expect(await storedSnapshotOf(app().knex, id)).toMatchObject({ date: '2037-01-12', time: '19:00' });
    expect(result.items).toEqual([
      expect.objectContaining({
        bookingId: id,
        operation: 'update',
        date: '2037-01-12',
        time: '19:00',
        outcome: 'applied',
        problems: [],
        changes: [
          { field: 'date', old: '2037-01-14', new: '2037-01-12' },
          { field: 'time', old: '21:00', new: '19:00' },
        ],
      }),
    ]);
    // A change set of one booking keeps the booking's own audit row.
    expect(await auditRowsOfChangeSet(result.changeSet?.id ?? 0)).toEqual([
      { action: 'booking_updated', resource: 'booking' },
    ]);
  });

  it('when the owner undoes a delete, then the booking is back under its id with its performers in their order, and the calendar reads it again', async () => {
    const id = await storedBooking('2037-01-19', 'Duo - Undo delete', [
      { performerId: violin, instrument: 'violin' },
      { performerId: cello, instrument: 'cello' },
    ]);
    const before = await storedSnapshotOf(app().knex, id);
    const performersBefore = await storedPerformersOf(app(), id);
    expect((await write('delete', API_PATHS.booking(id), await as(OWNER))).status).toBe(204);
    expect(await bookingCount(app(), { id })).toBe(0);
    const deleted = await lastChangeSetOf(id, 'delete');

    const result = await undone(deleted);

    expect(await storedSnapshotOf(app().knex, id)).toEqual(before);
    expect(await storedPerformersOf(app(), id)).toEqual(performersBefore);
    expect(result.items).toEqual([
      expect.objectContaining({
        bookingId: id,
        operation: 'create',
        title: 'Duo - Undo delete',
        outcome: 'applied',
      }),
    ]);
    expect(await auditRowsOfChangeSet(result.changeSet?.id ?? 0)).toEqual([
      { action: 'booking_created', resource: 'booking' },
    ]);
    const listed = await read(
      `${API_PATHS.bookings}?from=2037-01-19&to=2037-01-19&organizationId=${PALM_COVE}`,
    );
    expect((listed.body as { id: number }[]).map((booking) => booking.id)).toContain(id);
  });

  it('when the owner undoes a create, then the booking and its performers are gone', async () => {
    const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
      title: 'Solo - Undo create',
      date: '2037-01-26',
      time: '18:00',
      duration: 60,
      department: 'Lobby Bar',
      ensemble: 'Solo',
      organizationId: PALM_COVE,
      status: 'confirmed',
      performerData: JSON.stringify([{ performerId: cello, instrument: 'cello' }]),
    });
    expect(response.status).toBe(201);
    const id = (response.body as BookingWriteDto).id;
    const created = await lastChangeSetOf(id, 'create');

    const result = await undone(created);

    expect(await bookingCount(app(), { id })).toBe(0);
    expect(await storedPerformersOf(app(), id)).toEqual([]);
    expect(result.items).toEqual([
      expect.objectContaining({ bookingId: id, operation: 'delete', title: 'Solo - Undo create' }),
    ]);
    expect(await auditRowsOfChangeSet(result.changeSet?.id ?? 0)).toEqual([
      { action: 'booking_deleted', resource: 'booking' },
    ]);
  });

  it('when the owner undoes a quick duplicate, then every copy is gone and the original stays', async () => {
    const original = await storedBooking('2037-02-02', 'Solo - Undo duplicate', [
      { performerId: cello, instrument: 'cello' },
    ]);
    const response = await write('post', API_PATHS.bookingDuplicate(original), await as(OWNER)).send({
      targetDates: ['2037-02-09', '2037-02-16'],
      keepPerformers: true,
    });
    expect(response.status).toBe(201);
    const copies = (response.body as { bookings: { id: number }[] }).bookings.map(({ id }) => id);
    expect(copies).toHaveLength(2);
    const duplicated = await lastChangeSetOf(copies[0] ?? 0, 'duplicate');

    const result = await undone(duplicated);

    expect(result.items.map((item) => [item.bookingId, item.operation])).toEqual(
      copies.map((copy) => [copy, 'delete']),
    );
    for (const copy of copies) expect(await bookingCount(app(), { id: copy })).toBe(0);
    expect(await bookingCount(app(), { id: original })).toBe(1);
    expect(await auditRowsOfChangeSet(result.changeSet?.id ?? 0)).toEqual([
      { action: 'booking_deleted', resource: 'change_set' },
    ]);
  });

  it('when the owner undoes a recurring create, then the main booking and every extra date are gone', async () => {
    const created = await appliedChangeSet({
      action: 'recurring_create',
      booking: {
        title: 'Solo - Undo recurring',
        date: '2037-02-23',
        time: '17:00',
        duration: 60,
        department: 'Lobby Bar',
        ensemble: null,
        organizationId: PALM_COVE,
        status: 'pending',
        performerData: null,
      },
      dates: ['2037-03-02', '2037-03-09'],
    });
    expect(await bookingCount(app(), { title: 'Solo - Undo recurring' })).toBe(3);

    const result = await undone(created);

    expect(result.items.map((item) => item.operation)).toEqual(['delete', 'delete', 'delete']);
    expect(await bookingCount(app(), { title: 'Solo - Undo recurring' })).toBe(0);
  });
});

describe('POST /api/change-sets/{id}/undo: a booking changed by someone else since', () => {
  it('when the super admin edited one of the owner’s finalized bookings, then the undo is refused naming it and writes nothing; asked for only the untouched ones, it undoes the rest', async () => {
    const ids = [
      await storedBooking('2037-03-02', 'Solo - Touched 1'),
      await storedBooking('2037-03-03', 'Solo - Touched 2'),
      await storedBooking('2037-03-04', 'Solo - Touched 3'),
    ];
    const finalized = await appliedChangeSet({ action: 'finalize', bookingIds: ids });
    const [first, edited, third] = ids;
    if (first === undefined || edited === undefined || third === undefined) throw new Error('three bookings');
    const edit = await write('patch', API_PATHS.booking(edited), await as(SUPER_ADMIN)).send({
      notes: 'Moved the stand',
    });
    expect(edit.status).toBe(200);
    await as(OWNER);
    const digestsBefore = await tableDigests(app());

    const refused = await undo(finalized);

    const touched = [{ bookingId: edited, title: 'Solo - Touched 2', date: '2037-03-03' }];
    expect(refused.status).toBe(409);
    expect(refused.body as UndoRefusedBody).toEqual({ message: undoRefusedMessage(touched), touched });
    expect((refused.body as UndoRefusedBody).message).toBe(
      "Cannot undo: 'Solo - Touched 2' on Tue, Mar 3, 2037 was changed by someone else since",
    );
    expect(await tableDigests(app())).toEqual(digestsBefore);

    const result = await undone(finalized, { onlyUntouched: true });

    expect(result.changeSet).toMatchObject({ kind: 'undo', undoOf: finalized, itemCount: 2 });
    expect(result.items.map((item) => [item.bookingId, item.outcome])).toEqual([
      [first, 'applied'],
      [edited, 'skipped'],
      [third, 'applied'],
    ]);
    expect(result.items[1]?.error).toBe(undoRefusedMessage(touched));
    const after = await snapshotsOf(app().knex, ids);
    expect(after.map((snapshot) => snapshot?.status)).toEqual(['pending', 'confirmed', 'pending']);
    expect(after[1]?.notes).toBe('Moved the stand');
    expect(((await read(API_PATHS.changeSet(finalized))).body as ChangeSetDto).undoneBy).toBe(
      result.changeSet?.id,
    );
  });

  it('when the super admin deleted the owner’s only finalized booking since, then even the untouched-only undo is refused and writes nothing', async () => {
    const id = await storedBooking('2037-03-09', 'Solo - All touched');
    const finalized = await appliedChangeSet({ action: 'finalize', bookingIds: [id] });
    expect((await write('delete', API_PATHS.booking(id), await as(SUPER_ADMIN))).status).toBe(204);
    await as(OWNER);
    const digestsBefore = await tableDigests(app());

    const refused = await undo(finalized, { onlyUntouched: true });

    expect(refused.status).toBe(409);
    expect((refused.body as UndoRefusedBody).touched).toEqual([
      { bookingId: id, title: 'Solo - All touched', date: '2037-03-09' },
    ]);
    expect(await tableDigests(app())).toEqual(digestsBefore);
  });
});

describe('POST /api/change-sets/{id}/undo: what cannot be undone', () => {
  async function finalizedOne(date: string, title: string): Promise<{ id: number; finalized: number }> {
    const id = await storedBooking(date, title);
    return { id, finalized: await appliedChangeSet({ action: 'finalize', bookingIds: [id] }) };
  }

  it('when the super admin asks to undo the owner’s change set, then 404 and nothing changes', async () => {
    const { id, finalized } = await finalizedOne('2037-04-06', 'Solo - Not yours');

    const response = await undo(finalized, {}, SUPER_ADMIN);

    expect(response.status).toBe(404);
    expect((await storedSnapshotOf(app().knex, id))?.status).toBe('confirmed');
  });

  it('when the change set is 25 hours old, then 400 with the window’s message', async () => {
    const { id, finalized } = await finalizedOne('2037-04-07', 'Solo - Too old');
    await ageChangeSet(app().knex, finalized, 25);

    const response = await undo(finalized);

    expect([response.status, response.body]).toEqual([400, { message: CHANGE_SET_MESSAGES.undoExpired }]);
    expect(CHANGE_SET_MESSAGES.undoExpired).toBe('Only changes of the last 24 hours can be undone');
    expect((await storedSnapshotOf(app().knex, id))?.status).toBe('confirmed');
  });

  it('when the change set is undone twice, then the second answers 400 already undone', async () => {
    const { finalized } = await finalizedOne('2037-04-08', 'Solo - Twice');
    expect((await undo(finalized)).status).toBe(201);

    const response = await undo(finalized);

    expect([response.status, response.body]).toEqual([400, { message: CHANGE_SET_MESSAGES.alreadyUndone }]);
  });

  it('when the change set is a department migration or an undo, then 400 saying why each cannot be undone', async () => {
    const { id, finalized } = await finalizedOne('2037-04-09', 'Solo - Migrated');
    const snapshot = await storedSnapshotOf(app().knex, id);
    const migration = await recordChangeSet(app(), OWNER, 'department_migration', [
      { bookingId: id, before: snapshot, after: snapshot },
    ]);
    const undoOfIt = (await undone(finalized)).changeSet?.id ?? 0;

    const refusals = [
      [migration, CHANGE_SET_MESSAGES.migrationNotUndoable],
      [undoOfIt, CHANGE_SET_MESSAGES.undoNotUndoable],
    ] as const;
    for (const [changeSet, message] of refusals) {
      const response = await undo(changeSet);
      expect([response.status, response.body]).toEqual([400, { message }]);
    }
  });

  it('when a deleted booking’s venue or performer is gone since, then the undo answers 4xx naming the department or the booking whose performer is gone, and writes nothing', async () => {
    const department = `Undo venue ${Date.now() % 100_000}`;
    await app().knex('departments').insert({ name: department, color: '#86cffd', organizationId: PALM_COVE });
    const inGoneVenue = await storeBooking(app(), {
      title: 'Solo - Gone venue',
      date: '2037-04-13',
      department,
      organizationId: PALM_COVE,
    });
    const performerId = await performerIdOf(app(), 'James Whitfield');
    const withGonePerformer = await storedBooking('2037-04-14', 'Solo - Gone performer', [
      { performerId, instrument: 'piano' },
    ]);
    const deleted = await appliedChangeSet({ action: 'delete', bookingIds: [inGoneVenue] });
    const deletedToo = await appliedChangeSet({ action: 'delete', bookingIds: [withGonePerformer] });
    await app().knex('departments').delete().where({ name: department, organizationId: PALM_COVE });
    await app().knex('performers').delete().where({ id: performerId });
    await as(OWNER);
    const digestsBefore = await tableDigests(app());

    const goneVenue = await undo(deleted);
    const gonePerformer = await undo(deletedToo);

    expect(goneVenue.status).toBe(400);
    expect(goneVenue.body).toMatchObject({
      errors: [{ path: 'department', message: BOOKING_ERROR_MESSAGES.departmentNotInOrganization }],
    });
    expect(gonePerformer.status).toBe(409);
    expect(gonePerformer.body).toEqual({
      message:
        "Cannot undo: a performer of 'Solo - Gone performer' on Tue, Apr 14, 2037 has been deleted since",
    });
    expect(await tableDigests(app())).toEqual(digestsBefore);
  });

  it('when the change set does not exist or the id is no number, then 404; a bad body is 400 naming the field', async () => {
    expect((await undo(987_654_321)).status).toBe(404);
    expect((await write('post', '/api/change-sets/abc/undo', await as(OWNER)).send({})).status).toBe(404);
    const { id, finalized } = await finalizedOne('2037-04-10', 'Solo - Bad body');

    const response = await undo(finalized, { onlyUntouched: 'sometimes' });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'onlyUntouched must be true or false',
      errors: [{ path: 'onlyUntouched', message: 'onlyUntouched must be true or false' }],
    });
    expect((await storedSnapshotOf(app().knex, id))?.status).toBe('confirmed');
  });
});

describe('POST /api/change-sets/{id}/undo: the availability rule and the performers', () => {
  async function setPolicy(conflictPolicy: 'warn' | 'block', organizationId = PALM_COVE): Promise<void> {
    const response = await app()
      .http()
      .put(API_PATHS.bookingPolicy(organizationId))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', await as(OWNER))
      .send({ conflictPolicy });
    expect(response.status).toBe(200);
  }

  /** A booking the owner deleted, whose performer another booking has taken at its time since. */
  async function deletedWithSlotTaken(date: string): Promise<{ id: number; deleted: number; rival: number }> {
    const id = await storedBooking(date, 'Solo - Deleted then taken', [
      { performerId: violin, instrument: 'violin' },
    ]);
    expect((await write('delete', API_PATHS.booking(id), await as(OWNER))).status).toBe(204);
    const deleted = await lastChangeSetOf(id, 'delete');
    const rival = await storedBooking(date, 'Solo - Took the slot', [
      { performerId: violin, instrument: 'violin' },
    ]);
    return { id, deleted, rival };
  }

  afterEach(async () => {
    await setPolicy('warn');
    await setPolicy('warn', CYPRESS_HILLS);
  });

  it("when a deleted booking's performer is booked at its time since, under 'warn', then it is put back and the item names the problem and the performer", async () => {
    const { id, deleted, rival } = await deletedWithSlotTaken('2037-05-04');

    const result = await undone(deleted);

    expect(await bookingCount(app(), { id })).toBe(1);
    expect(result.items[0]?.problems).toEqual([
      expect.objectContaining({
        kind: 'booked',
        performerId: violin,
        performerName: 'Sofia Marquez',
        booking: expect.objectContaining({ id: rival }) as unknown,
      }),
    ]);
    expect(result.items[0]?.blocked).toBe(false);
  });

  it("when a deleted booking's performer is booked at its time since, under 'block', then 409 lists the blocked item and nothing is written", async () => {
    const { id, deleted } = await deletedWithSlotTaken('2037-05-11');
    await setPolicy('block');
    const digestsBefore = await tableDigests(app());

    const response = await undo(deleted);

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: BOOKING_ERROR_MESSAGES.performerConflict,
      items: [
        expect.objectContaining({
          bookingId: id,
          blocked: true,
          outcome: 'failed',
          error: BOOKING_ERROR_MESSAGES.performerConflict,
        }),
      ],
    });
    expect(await bookingCount(app(), { id })).toBe(0);
    expect(await tableDigests(app())).toEqual(digestsBefore);
  });

  it("when one undo puts back a booking of each venue and both meet a conflict, then each venue's own policy decides: only a 'block' venue's booking is blocked, and once both warn the undo goes through", async () => {
    const atResort = await storedBooking('2037-06-01', 'Solo - Resort rebooked', [
      { performerId: violin, instrument: 'violin' },
    ]);
    const atClub = await storeBooking(app(), {
      title: 'Solo - Club rebooked',
      date: '2037-06-02',
      department: 'Clubhouse',
      organizationId: CYPRESS_HILLS,
      status: 'pending',
      ensemble: 'Solo',
      performers: [{ performerId: cello, instrument: 'cello' }],
    });
    const deleted = await appliedChangeSet({ action: 'delete', bookingIds: [atResort, atClub] });
    await storedBooking('2037-06-01', 'Solo - Took the resort slot', [
      { performerId: violin, instrument: 'violin' },
    ]);
    await storedBooking('2037-06-02', 'Solo - Took the club slot', [
      { performerId: cello, instrument: 'cello' },
    ]);
    /** What an undo writes (the policies change between the undos, so the whole database cannot be compared). */
    const bookingDigests = async () => {
      const digests = await tableDigests(app());
      return [digests.bookings, digests.booking_performers, digests.booking_change_sets];
    };
    const digestsBefore = await bookingDigests();
    /** Each undone booking's outcome and whether it was blocked, by id. */
    const verdictsOf = (body: unknown) =>
      Object.fromEntries(
        (body as { items: ChangeSetItemResultDto[] }).items.map((item) => [
          item.bookingId,
          [item.outcome, item.blocked],
        ]),
      );

    await setPolicy('block', CYPRESS_HILLS);
    const clubBlocks = await undo(deleted);
    await setPolicy('block');
    await setPolicy('warn', CYPRESS_HILLS);
    const resortBlocks = await undo(deleted);

    for (const [refused, blockedId, warnedId] of [
      [clubBlocks, atClub, atResort],
      [resortBlocks, atResort, atClub],
    ] as const) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: BOOKING_ERROR_MESSAGES.performerConflict });
      expect(verdictsOf(refused.body)).toEqual({
        [blockedId]: ['failed', true],
        [warnedId]: ['skipped', false],
      });
    }
    expect(await bookingDigests()).toEqual(digestsBefore);

    await setPolicy('warn');
    const putBack = await undo(deleted);

    expect(putBack.status).toBe(201);
    expect(verdictsOf(putBack.body)).toEqual({
      [atResort]: ['applied', false],
      [atClub]: ['applied', false],
    });
    expect(await bookingCount(app(), { id: atResort })).toBe(1);
    expect(await bookingCount(app(), { id: atClub })).toBe(1);
  });

  it('when the undo puts a performer back on a booking, then they are told (Notify performers), unless the undo asks for none', async () => {
    const noticesOf = async (bookingId: number) =>
      (await app().knex('performer_booking_changes').select('reason').where({ bookingId }).orderBy('id')).map(
        (row: { reason: string }) => row.reason,
      );
    await app().knex('performers').update({ email: 'sofia.marquez@performers.test' }).where({ id: violin });
    const told = await storedBooking('2037-05-18', 'Solo - Told', [
      { performerId: violin, instrument: 'violin' },
    ]);
    const quiet = await storedBooking('2037-05-19', 'Solo - Quiet', [
      { performerId: violin, instrument: 'violin' },
    ]);
    for (const id of [told, quiet])
      expect((await write('delete', API_PATHS.booking(id), await as(OWNER))).status).toBe(204);

    await undone(await lastChangeSetOf(told, 'delete'));
    await undone(await lastChangeSetOf(quiet, 'delete'), { notifyPerformers: 'none' });

    expect(await noticesOf(told)).toEqual(['deleted', 'created']);
    expect(await noticesOf(quiet)).toEqual(['deleted']);
  });
});

describe('POST /api/change-sets/{id}/undo: a 200-item change set', () => {
  it('when the owner undoes a bulk delete of 200 bookings, then one request puts them all back in a number of statements that does not grow with the items', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 200; index += 1)
      ids.push(
        await storedBooking(dayAfter('2038-01-01', index), `Solo - Bulk ${index}`, [
          { performerId: index % 2 === 0 ? cello : violin, instrument: index % 2 === 0 ? 'cello' : 'violin' },
        ]),
      );
    const before = await snapshotsOf(app().knex, ids);
    const deleted = await appliedChangeSet({ action: 'delete', bookingIds: ids });
    expect(await bookingCount(app(), { title: 'Solo - Bulk 0' })).toBe(0);

    let result: ChangeSetResultDto | undefined;
    const statements = await statementsDuring(app().knex, async () => {
      result = await undone(deleted);
    });

    expect(result?.items).toHaveLength(200);
    expect(result?.changeSet?.itemCount).toBe(200);
    expect(await snapshotsOf(app().knex, ids)).toEqual(before);
    // The session; the change set's lock and items; the bookings' lock; the performers' locks; the
    // re-insert and the performers; the rule's overlaps, one lookup of periods and one of closures
    // (one slot); the change set with its items, its audit row and the notices; BEGIN and COMMIT:
    // 15 in all, where a statement per booking would be hundreds.
    expect(statements.length).toBeLessThanOrEqual(16);
  });
});
