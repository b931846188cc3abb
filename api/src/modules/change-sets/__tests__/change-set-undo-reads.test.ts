import {
  API_PATHS,
  UNDOABLE_CHANGE_SETS,
  type ChangeSetDto,
  type ChangeSetResultDto,
} from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import type { BookingHistoryEntry } from '../change-sets.repository';
import {
  OWNER,
  PALM_COVE,
  SUPER_ADMIN,
  storeBooking,
  userIdOf,
} from '../../../test-support/booking-fixtures';
import {
  ageChangeSet,
  recordChangeSet,
  storedSnapshotOf,
} from '../../../test-support/change-set-undo-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

async function read<T>(path: string, email = OWNER): Promise<{ status: number; body: T }> {
  const response = await app()
    .http()
    .get(path)
    .set('Cookie', await as(email));
  return { status: response.status, body: response.body as T };
}

const idsOf = (changeSets: readonly ChangeSetDto[]) => changeSets.map(({ id }) => id);

/** A bulk Finalize through POST /api/change-sets: its change set. */
async function finalized(bookingIds: readonly number[]): Promise<number> {
  const response = await write('post', API_PATHS.changeSets, await as(OWNER)).send({
    action: 'finalize',
    bookingIds,
  });
  expect(response.status).toBe(201);
  return (response.body as ChangeSetResultDto).changeSet?.id ?? 0;
}

const storedBooking = (date: string, title: string) =>
  storeBooking(app(), { title, date, department: 'Lobby Bar', organizationId: PALM_COVE, status: 'pending' });

/** An edit of the booking's notes through PATCH /api/bookings/{id}: its change set. */
async function notesSetBy(email: string, bookingId: number, notes: string): Promise<number> {
  const response = await write('patch', API_PATHS.booking(bookingId), await as(email)).send({ notes });
  expect(response.status).toBe(200);
  const history = (await read<BookingHistoryEntry[]>(API_PATHS.bookingHistory(bookingId))).body;
  expect(history[0]).toMatchObject({ kind: 'edit', email });
  return history[0]?.id ?? 0;
}

describe('GET /api/change-sets/undoable: the Undo (n) list', () => {
  it('when two writers have change sets, then each lists only their own, newest first, without items', async () => {
    const booking = await storedBooking('2037-06-01', 'Solo - Undo list');
    const ownerFirst = await notesSetBy(OWNER, booking, 'Owner one');
    const adminOwn = await notesSetBy(SUPER_ADMIN, booking, 'Admin one');
    const ownerSecond = await notesSetBy(OWNER, booking, 'Owner two');

    const owner = await read<ChangeSetDto[]>(API_PATHS.changeSetsUndoable);
    const admin = await read<ChangeSetDto[]>(API_PATHS.changeSetsUndoable, SUPER_ADMIN);

    expect(owner.status).toBe(200);
    expect(idsOf(owner.body).slice(0, 2)).toEqual([ownerSecond, ownerFirst]);
    expect(idsOf(owner.body)).not.toContain(adminOwn);
    expect(idsOf(admin.body)).toContain(adminOwn);
    expect(idsOf(admin.body)).not.toContain(ownerFirst);
    expect(owner.body[0]).toEqual({
      id: ownerSecond,
      kind: 'edit',
      action: 'booking_updated',
      itemCount: 1,
      userId: await userIdOf(app(), OWNER),
      email: OWNER,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/) as unknown,
      undoneBy: null,
      undoOf: null,
    });
  });

  it('when the writer has more than 20 change sets, then only the newest 20 of the last 24 hours are listed; undone ones, undos and department migrations never', async () => {
    const booking = await storedBooking('2037-06-02', 'Solo - Many changes');
    const old = await notesSetBy(OWNER, booking, 'A day ago');
    await ageChangeSet(app().knex, old, 25);
    const lately = await notesSetBy(OWNER, booking, 'This morning');
    await ageChangeSet(app().knex, lately, 23);
    const snapshot = await storedSnapshotOf(app().knex, booking);
    const migration = await recordChangeSet(app(), OWNER, 'department_migration', [
      { bookingId: booking, before: snapshot, after: snapshot },
    ]);
    const withinTheDay = idsOf((await read<ChangeSetDto[]>(API_PATHS.changeSetsUndoable)).body);
    expect(withinTheDay).toContain(lately);
    expect(withinTheDay).not.toContain(old);
    expect(withinTheDay).not.toContain(migration);
    const recent: number[] = [];
    for (let index = 0; index < UNDOABLE_CHANGE_SETS + 2; index += 1)
      recent.push(await notesSetBy(OWNER, booking, `Change ${index}`));

    const listed = idsOf((await read<ChangeSetDto[]>(API_PATHS.changeSetsUndoable)).body);

    expect(UNDOABLE_CHANGE_SETS).toBe(20);
    expect(listed).toEqual([...recent].reverse().slice(0, 20));

    // Undoing the newest takes it (and its undo) off the list; the next one shows again in its place.
    const newest = recent.at(-1) ?? 0;
    const undo = await write('post', API_PATHS.changeSetUndo(newest), await as(OWNER)).send({});
    expect(undo.status).toBe(201);
    const afterUndo = idsOf((await read<ChangeSetDto[]>(API_PATHS.changeSetsUndoable)).body);
    expect(afterUndo).toEqual([...recent].reverse().slice(1, 21));
    expect(afterUndo).not.toContain((undo.body as ChangeSetResultDto).changeSet?.id);
  });
});

describe('GET /api/change-sets/{id}: a change set with its items', () => {
  it('when any writer reads a change set, then it comes with every item, before and after', async () => {
    const first = await storedBooking('2037-06-08', 'Solo - Read one');
    const second = await storedBooking('2037-06-09', 'Solo - Read two');
    const changeSet = await finalized([first, second]);

    const { status, body } = await read<ChangeSetDto>(API_PATHS.changeSet(changeSet), SUPER_ADMIN);

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: changeSet, kind: 'finalize', itemCount: 2, email: OWNER });
    expect(body.items?.map((item) => [item.bookingId, item.before?.status, item.after?.status])).toEqual([
      [first, 'pending', 'confirmed'],
      [second, 'pending', 'confirmed'],
    ]);
  });

  it('when the change set does not exist or the id is no number, then 404', async () => {
    expect((await read(API_PATHS.changeSet(987_654_321))).status).toBe(404);
    expect((await read('/api/change-sets/latest')).status).toBe(404);
  });
});

describe('GET /api/bookings/{id}/history: every change set that touched a booking', () => {
  it('when a booking was finalized with another, edited by the super admin and the edit undone, then its history lists each, newest first, with who and when and only its own item', async () => {
    const booking = await storedBooking('2037-06-15', 'Solo - With a past');
    const other = await storedBooking('2037-06-15', 'Solo - Alongside');
    const finalizedBoth = await finalized([booking, other]);
    const edited = await notesSetBy(SUPER_ADMIN, booking, 'Bring a stand');
    const undo = await write('post', API_PATHS.changeSetUndo(edited), await as(SUPER_ADMIN)).send({});
    expect(undo.status).toBe(201);
    const undoId = (undo.body as ChangeSetResultDto).changeSet?.id;
    const unrelated = await notesSetBy(OWNER, other, 'Not this one');

    const { status, body } = await read<BookingHistoryEntry[]>(API_PATHS.bookingHistory(booking));

    expect(status).toBe(200);
    expect(body.map((entry) => [entry.id, entry.kind, entry.email])).toEqual([
      [undoId, 'undo', SUPER_ADMIN],
      [edited, 'edit', SUPER_ADMIN],
      [finalizedBoth, 'finalize', OWNER],
    ]);
    expect(idsOf(body)).not.toContain(unrelated);
    for (const entry of body) {
      expect(entry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      expect(entry.items.map((item) => item.bookingId)).toEqual([booking]);
    }
    expect(body[2]?.itemCount).toBe(2);
    expect(body[1]).toMatchObject({ undoneBy: undoId });
    expect(body[1]?.items[0]?.after?.notes).toBe('Bring a stand');
    expect(body[0]?.items[0]?.after?.notes).toBeNull();
  });

  it('when the booking has no change set or the id names none, then an empty list; an id that is no number is 404', async () => {
    const booking = await storedBooking('2037-06-22', 'Solo - Quiet');
    expect(await read(API_PATHS.bookingHistory(booking))).toEqual({ status: 200, body: [] });
    expect(await read(API_PATHS.bookingHistory(987_654_321))).toEqual({ status: 200, body: [] });
    expect((await read('/api/bookings/x1/history')).status).toBe(404);
  });
});
