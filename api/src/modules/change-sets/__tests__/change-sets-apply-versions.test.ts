import {
  API_PATHS,
  CHANGE_SET_MESSAGES,
  STALE_WRITE_MESSAGES,
  type ChangeSetResultDto,
  type ChangeSetStaleBody,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { OWNER, SUPER_ADMIN } from '../../../test-support/booking-fixtures';
import { tableDigests } from '../../../test-support/change-set-fixtures';
import { changeSetRequests } from './change-set-requests';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const sessions = actingAs(app);
const { as, write } = sessions;
const { changeSet, stored } = changeSetRequests(app, sessions);

beforeAll(async () => {
  // Signed in before any test takes the tables' digests (a sign-in writes an audit row).
  await as(OWNER);
  await as(SUPER_ADMIN);
});

async function statusesOf(ids: readonly number[]): Promise<string[]> {
  const rows: { id: number; status: string }[] = await app()
    .knex('bookings')
    .select('id', 'status')
    .whereIn('id', [...ids]);
  return ids.map((id) => rows.find((row) => row.id === id)?.status ?? 'gone');
}

/** The dry run's versions, as the calendar sends them back with the apply. */
async function previewedVersions(body: Record<string, unknown>): Promise<Record<string, string>> {
  const preview = await changeSet({ ...body, dryRun: true });
  expect(preview.status).toBe(200);
  const versions: Record<string, string> = {};
  for (const item of (preview.body as ChangeSetResultDto).items) {
    if (item.bookingId === null || item.version === undefined) throw new Error('an item has no version');
    versions[item.bookingId] = item.version;
  }
  return versions;
}

describe('POST /api/change-sets: an apply refuses what changed since its preview', () => {
  it("when a preview's items are stored bookings, then each carries the booking's version, its single read's ETag", async () => {
    const ids = await stored([
      { date: '2038-03-01', status: 'pending' },
      { date: '2038-03-01', time: '21:00', status: 'pending' },
    ]);

    const versions = await previewedVersions({ action: 'finalize', bookingIds: ids });

    for (const id of ids) {
      const read = await app()
        .http()
        .get(API_PATHS.booking(id))
        .set('Cookie', await as(OWNER));
      expect(read.status).toBe(200);
      expect(versions[id]).toBe(read.headers.etag);
    }
  });

  it("when a colleague edits one booking between the preview and the apply, then 412 in a single write's words naming it, and nothing is written", async () => {
    const ids = await stored([
      { date: '2038-03-02', status: 'pending', title: 'Jazz Night' },
      { date: '2038-03-03', status: 'pending', title: 'Brunch' },
    ]);
    const versions = await previewedVersions({ action: 'finalize', bookingIds: ids });
    const edit = await write('patch', API_PATHS.booking(ids[1] ?? 0), await as(SUPER_ADMIN)).send({
      notes: 'Moved the piano',
    });
    expect(edit.status).toBe(200);
    const before = await tableDigests(app());

    const response = await changeSet({ action: 'finalize', bookingIds: ids, expectedVersions: versions });

    expect(response.status).toBe(412);
    const body = response.body as ChangeSetStaleBody;
    expect(body.message).toBe(
      "Nothing was saved: someone else changed 'Brunch' on Wed, Mar 3, 2038 since you opened it",
    );
    expect(body.message).toBe(
      STALE_WRITE_MESSAGES.changedSinceOpened.replace('this', "'Brunch' on Wed, Mar 3, 2038"),
    );
    expect(body.changed).toEqual([
      { bookingId: ids[1], title: 'Brunch', date: '2038-03-03', deleted: false },
    ]);
    expect(await statusesOf(ids)).toEqual(['pending', 'pending']);
    expect(await tableDigests(app())).toEqual(before);
  });

  it('when a colleague deletes one booking and edits another since the preview, then 412 names both, the deleted one as its last change recorded it', async () => {
    const ids = await stored([
      { date: '2038-03-04', title: 'Gala' },
      { date: '2038-03-05', title: 'Matinee' },
      { date: '2038-03-06', title: 'Quiet Set' },
    ]);
    const versions = await previewedVersions({ action: 'delete', bookingIds: ids });
    const edited = await write('patch', API_PATHS.booking(ids[0] ?? 0), await as(SUPER_ADMIN)).send({
      time: '20:00',
    });
    expect(edited.status).toBe(200);
    const deleted = await write('delete', API_PATHS.booking(ids[1] ?? 0), await as(SUPER_ADMIN)).send();
    expect(deleted.status).toBe(204);

    const response = await changeSet({ action: 'delete', bookingIds: ids, expectedVersions: versions });

    expect(response.status).toBe(412);
    const body = response.body as ChangeSetStaleBody;
    expect(body.message).toBe(
      "Nothing was saved: someone else changed 'Gala' on Thu, Mar 4, 2038 and deleted 'Matinee' on Fri, Mar 5, 2038 since you opened it",
    );
    expect(body.changed).toEqual([
      { bookingId: ids[0], title: 'Gala', date: '2038-03-04', deleted: false },
      { bookingId: ids[1], title: 'Matinee', date: '2038-03-05', deleted: true },
    ]);
    expect(await statusesOf(ids)).toEqual(['confirmed', 'gone', 'confirmed']);
  });

  it('when nothing changed since the preview, then the apply with its versions is made', async () => {
    const ids = await stored([
      { date: '2038-03-07', status: 'confirmed' },
      { date: '2038-03-07', time: '21:00', status: 'confirmed' },
    ]);
    const versions = await previewedVersions({ action: 'make_pending', bookingIds: ids });

    const response = await changeSet({ action: 'make_pending', bookingIds: ids, expectedVersions: versions });

    expect(response.status).toBe(201);
    expect(await statusesOf(ids)).toEqual(['pending', 'pending']);
  });

  it('when an apply sends no versions (an older remote), then it is made on the bookings as they are now', async () => {
    const ids = await stored([{ date: '2038-03-08', status: 'pending', title: 'Late Show' }]);
    await previewedVersions({ action: 'finalize', bookingIds: ids });
    const edit = await write('patch', API_PATHS.booking(ids[0] ?? 0), await as(SUPER_ADMIN)).send({
      notes: 'Doors at eight',
    });
    expect(edit.status).toBe(200);

    const response = await changeSet({ action: 'finalize', bookingIds: ids });

    expect(response.status).toBe(201);
    expect(await statusesOf(ids)).toEqual(['confirmed']);
  });

  it('when the versions are not a map of the booking ids to versions, then 400 naming expectedVersions, and nothing is written', async () => {
    const ids = await stored([{ date: '2038-03-09', status: 'pending' }]);
    const [id = 0] = ids;
    const versions = await previewedVersions({ action: 'finalize', bookingIds: ids });
    const before = await tableDigests(app());

    for (const [expectedVersions, message] of [
      [[versions[id]], CHANGE_SET_MESSAGES.expectedVersionsInvalid],
      ['"abc"', CHANGE_SET_MESSAGES.expectedVersionsInvalid],
      [{ [id]: `W/${versions[id]}` }, CHANGE_SET_MESSAGES.expectedVersionsInvalid],
      [{ [id]: 42 }, CHANGE_SET_MESSAGES.expectedVersionsInvalid],
      [{ first: versions[id] }, CHANGE_SET_MESSAGES.expectedVersionsInvalid],
      [{ [id]: `"${'x'.repeat(200)}"` }, CHANGE_SET_MESSAGES.expectedVersionsInvalid],
      [{ [id + 1]: versions[id] }, CHANGE_SET_MESSAGES.expectedVersionsUnlisted],
    ] as const) {
      const response = await changeSet({ action: 'finalize', bookingIds: ids, expectedVersions });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message, errors: [{ path: 'expectedVersions', message }] });
    }
    expect(await statusesOf(ids)).toEqual(['pending']);
    expect(await tableDigests(app())).toEqual(before);
  });
});
