import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES,
  BOOKING_MESSAGES,
  CHANGE_SET_MESSAGES,
  undoRefusedMessage,
  type BookingWriteDto,
  type ChangeSetDto,
  type ChangeSetResultDto,
  type UndoRefusedBody,
} from '../../../contract';
import { statementsDuring } from '../../../test-support/sql-statements';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import {
  OWNER,
  PALM_COVE,
  SUPER_ADMIN,
  bookingCount,
  performerIdOf,
  storeBooking,
  storedPerformersOf,
} from './booking-fixtures';
import {
  ageChangeSet,
  changeSetCount,
  recordChangeSet,
  recordedAround,
  snapshotsOf,
  storedSnapshotOf,
} from './change-set-undo-fixtures';

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

/** The audit rows naming the change set (its one entry: resource change_set, or a single booking's). */
async function auditRowsOfChangeSet(id: number): Promise<{ action: string; resource: string }[]> {
  return app()
    .knex('audit_logs')
    .select('action', 'resource')
    .whereRaw(`details::jsonb -> 'changeSet' ->> 'id' = ?`, [String(id)]);
}

const pendingBooking = (
  date: string,
  title: string,
  performers: { performerId: number; instrument: string }[] = [],
) =>
  storeBooking(app(), {
    title,
    date,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    status: 'pending',
    ensemble: performers.length === 0 ? null : 'Solo',
    performers,
  });

/** The date `days` after `date` (yyyy-MM-dd). */
function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function finalizedByOwner(bookingIds: readonly number[]): Promise<number> {
  return recordedAround(app(), OWNER, 'finalize', bookingIds, async () => {
    await app()
      .knex('bookings')
      .update({ status: 'confirmed' })
      .whereIn('id', [...bookingIds]);
  });
}

describe('POST /api/change-sets/{id}/undo: undoing a change set', () => {
  it('when the owner undoes a bulk Finalize, then every booking is pending again, the toast text comes back and the undo is a change set of its own with one audit row', async () => {
    const ids = [
      await pendingBooking('2037-01-05', 'Solo - Undo bulk 1', [{ performerId: cello, instrument: 'cello' }]),
      await pendingBooking('2037-01-05', 'Solo - Undo bulk 2'),
      await pendingBooking('2037-01-06', 'Solo - Undo bulk 3'),
    ];
    const before = await snapshotsOf(app().knex, ids);
    const finalized = await finalizedByOwner(ids);

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
    const original = await read(API_PATHS.changeSet(finalized));
    expect((original.body as ChangeSetDto).undoneBy).toBe(undoId);
    const undoable = (await read(API_PATHS.changeSetsUndoable)).body as ChangeSetDto[];
    expect(undoable.map(({ id }) => id)).not.toContain(finalized);
    expect(undoable.map(({ id }) => id)).not.toContain(undoId);
  });

  it('when the owner undoes a move, then the booking is back on its date and time', async () => {
    const id = await pendingBooking('2037-01-12', 'Solo - Undo move', [
      { performerId: violin, instrument: 'violin' },
    ]);
    const cookie = await as(OWNER);
    const moved = await recordedAround(app(), OWNER, 'move', [id], async () => {
      const response = await write('patch', API_PATHS.booking(id), cookie).send({
        date: '2037-01-14',
        time: '21:00',
      });
      expect(response.status).toBe(200);
    });
    expect(await storedSnapshotOf(app().knex, id)).toMatchObject({ date: '2037-01-14', time: '21:00' });

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

  it('when the owner undoes a delete, then the booking is back under its id with its performers in their order', async () => {
    const id = await pendingBooking('2037-01-19', 'Duo - Undo delete', [
      { performerId: violin, instrument: 'violin' },
      { performerId: cello, instrument: 'cello' },
    ]);
    const before = await storedSnapshotOf(app().knex, id);
    const performersBefore = await storedPerformersOf(app(), id);
    const cookie = await as(OWNER);
    const deleted = await recordedAround(app(), OWNER, 'delete', [id], async () => {
      expect((await write('delete', API_PATHS.booking(id), cookie)).status).toBe(204);
    });
    expect(await bookingCount(app(), { id })).toBe(0);

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
    // The calendar reads it again like any booking.
    const listed = await read(
      `${API_PATHS.bookings}?from=2037-01-19&to=2037-01-19&organizationId=${PALM_COVE}`,
    );
    expect((listed.body as { id: number }[]).map((booking) => booking.id)).toContain(id);
  });

  it('when the owner undoes a create, then the booking is gone', async () => {
    const cookie = await as(OWNER);
    const createdIds: number[] = [];
    const created = await recordedAround(app(), OWNER, 'create', [], async () => {
      const response = await write('post', API_PATHS.bookings, cookie).send({
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
      createdIds.push((response.body as BookingWriteDto).id);
      return createdIds;
    });

    const result = await undone(created);

    expect(await bookingCount(app(), { id: createdIds[0] })).toBe(0);
    expect(await storedPerformersOf(app(), createdIds[0] ?? 0)).toEqual([]);
    expect(result.items).toEqual([
      expect.objectContaining({ bookingId: createdIds[0], operation: 'delete', title: 'Solo - Undo create' }),
    ]);
    expect(await auditRowsOfChangeSet(result.changeSet?.id ?? 0)).toEqual([
      { action: 'booking_deleted', resource: 'booking' },
    ]);
  });

  it('when the owner undoes a duplicate, then every copy is gone and the original stays', async () => {
    const original = await pendingBooking('2037-02-02', 'Solo - Undo duplicate', [
      { performerId: cello, instrument: 'cello' },
    ]);
    const cookie = await as(OWNER);
    const copies: number[] = [];
    const duplicated = await recordedAround(app(), OWNER, 'duplicate', [], async () => {
      const response = await write('post', API_PATHS.bookingDuplicate(original), cookie).send({
        targetDates: ['2037-02-09', '2037-02-16'],
        keepPerformers: true,
      });
      expect(response.status).toBe(201);
      copies.push(...(response.body as { bookings: { id: number }[] }).bookings.map(({ id }) => id));
      return copies;
    });
    expect(copies).toHaveLength(2);

    const result = await undone(duplicated);

    expect(result.items.map((item) => item.operation)).toEqual(['delete', 'delete']);
    for (const copy of copies) expect(await bookingCount(app(), { id: copy })).toBe(0);
    expect(await bookingCount(app(), { id: original })).toBe(1);
    expect(await auditRowsOfChangeSet(result.changeSet?.id ?? 0)).toEqual([
      { action: 'booking_deleted', resource: 'change_set' },
    ]);
  });
});

describe('POST /api/change-sets/{id}/undo: a booking changed by someone else since', () => {
  it('when the super admin edited one of the owner’s finalized bookings, then the undo is refused naming it and writes nothing; asked for only the untouched ones, it undoes the rest', async () => {
    const ids = [
      await pendingBooking('2037-03-02', 'Solo - Touched 1'),
      await pendingBooking('2037-03-03', 'Solo - Touched 2'),
      await pendingBooking('2037-03-04', 'Solo - Touched 3'),
    ];
    const finalized = await finalizedByOwner(ids);
    const [first, edited, third] = ids;
    if (first === undefined || edited === undefined || third === undefined) throw new Error('three bookings');
    const edit = await write('patch', API_PATHS.booking(edited), await as(SUPER_ADMIN)).send({
      notes: 'Moved the stand',
    });
    expect(edit.status).toBe(200);
    const stateBefore = await snapshotsOf(app().knex, ids);
    const changeSetsBefore = await changeSetCount(app().knex);

    const refused = await undo(finalized);

    const touched = [{ bookingId: edited, title: 'Solo - Touched 2', date: '2037-03-03' }];
    expect(refused.status).toBe(409);
    expect(refused.body as UndoRefusedBody).toEqual({ message: undoRefusedMessage(touched), touched });
    expect((refused.body as UndoRefusedBody).message).toBe(
      "Cannot undo: 'Solo - Touched 2' on 2037-03-03 was changed by someone else since",
    );
    expect(await snapshotsOf(app().knex, ids)).toEqual(stateBefore);
    expect(await changeSetCount(app().knex)).toBe(changeSetsBefore);
    expect(((await read(API_PATHS.changeSet(finalized))).body as ChangeSetDto).undoneBy).toBeNull();

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

  it('when every booking was changed since, then even the untouched-only undo is refused and writes nothing', async () => {
    const id = await pendingBooking('2037-03-09', 'Solo - All touched');
    const finalized = await finalizedByOwner([id]);
    await app().knex('bookings').delete().where({ id });
    const changeSetsBefore = await changeSetCount(app().knex);

    const refused = await undo(finalized, { onlyUntouched: true });

    expect(refused.status).toBe(409);
    expect((refused.body as UndoRefusedBody).touched).toEqual([
      { bookingId: id, title: 'Solo - All touched', date: '2037-03-09' },
    ]);
    expect(await bookingCount(app(), { id })).toBe(0);
    expect(await changeSetCount(app().knex)).toBe(changeSetsBefore);
  });
});

describe('POST /api/change-sets/{id}/undo: what cannot be undone', () => {
  it('when the super admin asks to undo the owner’s change set, then 404 and nothing changes', async () => {
    const id = await pendingBooking('2037-04-06', 'Solo - Not yours');
    const finalized = await finalizedByOwner([id]);

    const response = await undo(finalized, {}, SUPER_ADMIN);

    expect(response.status).toBe(404);
    expect((await storedSnapshotOf(app().knex, id))?.status).toBe('confirmed');
  });

  it('when the change set is 25 hours old, then 400 with the window’s message', async () => {
    const id = await pendingBooking('2037-04-07', 'Solo - Too old');
    const finalized = await finalizedByOwner([id]);
    await ageChangeSet(app().knex, finalized, 25);

    const response = await undo(finalized);

    expect([response.status, response.body]).toEqual([400, { message: CHANGE_SET_MESSAGES.undoExpired }]);
    expect(CHANGE_SET_MESSAGES.undoExpired).toBe('Only changes of the last 24 hours can be undone');
    expect((await storedSnapshotOf(app().knex, id))?.status).toBe('confirmed');
  });

  it('when the change set is undone twice, then the second answers 400 already undone', async () => {
    const id = await pendingBooking('2037-04-08', 'Solo - Twice');
    const finalized = await finalizedByOwner([id]);
    expect((await undo(finalized)).status).toBe(201);

    const response = await undo(finalized);

    expect([response.status, response.body]).toEqual([400, { message: CHANGE_SET_MESSAGES.alreadyUndone }]);
  });

  it('when the change set is a department migration or an undo, then 400 not undoable', async () => {
    const id = await pendingBooking('2037-04-09', 'Solo - Migrated');
    const snapshot = await storedSnapshotOf(app().knex, id);
    const migration = await recordChangeSet(app(), OWNER, 'department_migration', [
      { bookingId: id, before: snapshot, after: snapshot },
    ]);
    const finalized = await finalizedByOwner([id]);
    const undoOfIt = (await undone(finalized)).changeSet?.id ?? 0;

    for (const changeSet of [migration, undoOfIt]) {
      const response = await undo(changeSet);
      expect([response.status, response.body]).toEqual([400, { message: CHANGE_SET_MESSAGES.notUndoable }]);
    }
  });

  it('when the change set does not exist or the id is no number, then 404; a bad body is 400 naming the field', async () => {
    expect((await undo(987_654_321)).status).toBe(404);
    const cookie = await as(OWNER);
    expect((await write('post', '/api/change-sets/abc/undo', cookie).send({})).status).toBe(404);

    const id = await pendingBooking('2037-04-10', 'Solo - Bad body');
    const finalized = await finalizedByOwner([id]);
    const response = await undo(finalized, { onlyUntouched: 'sometimes' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'onlyUntouched must be true or false',
      errors: [{ path: 'onlyUntouched', message: 'onlyUntouched must be true or false' }],
    });
    expect((await storedSnapshotOf(app().knex, id))?.status).toBe('confirmed');
  });
});

describe('POST /api/change-sets/{id}/undo: the availability rule', () => {
  async function setPolicy(conflictPolicy: 'warn' | 'block'): Promise<void> {
    const response = await app()
      .http()
      .put(API_PATHS.bookingPolicy(PALM_COVE))
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', await as(OWNER))
      .send({ conflictPolicy });
    expect(response.status).toBe(200);
  }

  async function deletedWithSlotTaken(date: string): Promise<{ id: number; deleted: number; rival: number }> {
    const id = await pendingBooking(date, 'Solo - Deleted then taken', [
      { performerId: violin, instrument: 'violin' },
    ]);
    const deleted = await recordedAround(app(), OWNER, 'delete', [id], async () => {
      expect((await write('delete', API_PATHS.booking(id), await as(OWNER))).status).toBe(204);
    });
    const rival = await pendingBooking(date, 'Solo - Took the slot', [
      { performerId: violin, instrument: 'violin' },
    ]);
    return { id, deleted, rival };
  }

  afterEach(async () => {
    await setPolicy('warn');
  });

  it("when a deleted booking's performer is booked at its time since, under 'warn', then it is put back and the item lists the problem", async () => {
    const { id, deleted, rival } = await deletedWithSlotTaken('2037-05-04');

    const result = await undone(deleted);

    expect(await bookingCount(app(), { id })).toBe(1);
    expect(result.items[0]?.problems).toEqual([
      expect.objectContaining({
        kind: 'booked',
        performerId: violin,
        booking: expect.objectContaining({ id: rival }) as unknown,
      }),
    ]);
    expect(result.items[0]?.blocked).toBe(false);
  });

  it("when a deleted booking's performer is booked at its time since, under 'block', then 409 lists the blocked item and nothing is written", async () => {
    const { id, deleted } = await deletedWithSlotTaken('2037-05-11');
    await setPolicy('block');
    const changeSetsBefore = await changeSetCount(app().knex);

    const response = await undo(deleted);

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: BOOKING_ERROR_MESSAGES.performerConflict,
      items: [expect.objectContaining({ bookingId: id, blocked: true, outcome: 'failed' })],
    });
    expect(await bookingCount(app(), { id })).toBe(0);
    expect(await changeSetCount(app().knex)).toBe(changeSetsBefore);
  });
});

describe('POST /api/change-sets/{id}/undo: a 200-item change set', () => {
  it('when the owner undoes a bulk delete of 200 bookings, then one request puts them all back in a number of statements that does not grow with the items', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 200; index += 1)
      ids.push(
        await pendingBooking(dayAfter('2038-01-01', index), `Solo - Bulk ${index}`, [
          { performerId: index % 2 === 0 ? cello : violin, instrument: index % 2 === 0 ? 'cello' : 'violin' },
        ]),
      );
    const before = await snapshotsOf(app().knex, ids);
    const deleted = await recordedAround(app(), OWNER, 'delete', ids, async () => {
      await app().knex('bookings').delete().whereIn('id', ids);
    });
    await as(OWNER);

    let result: ChangeSetResultDto | undefined;
    const statements = await statementsDuring(app().knex, async () => {
      result = await undone(deleted);
    });

    expect(result?.items).toHaveLength(200);
    expect(await snapshotsOf(app().knex, ids)).toEqual(before);
    // Session, locks, the writes, the rule's shared lookups, the change set, its audit row, the notices:
    // a few dozen at most, where one per booking would be hundreds.
    expect(statements.length).toBeLessThan(40);
  });
});
