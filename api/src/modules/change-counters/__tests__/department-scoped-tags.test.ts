import { API_PATHS, type BookingDto } from '../../../contract';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { conditionalReadsOf } from './conditional-read-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * A plain user sees only their department's bookings, so their tag covers only that department's
 * counters; readers of the whole organization cover every department.
 */
const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);
const { tagOf, conditionalRead, expectChangedBy, expectUnchangedBy } = conditionalReadsOf(app);

const PALM_COVE = 1;
const OWNER = 'owner@encore.test';
const PALM_MANAGER = 'manager@palmcove.test';
const LOBBY_USER = 'lobby@palmcove.test';
const DUSK_USER = 'dusk@palmcove.test';

const MONTH = `${API_PATHS.bookings}?from=2037-03-01&to=2037-03-31`;
const PALM_MONTH = `${API_PATHS.bookings}?organizationId=${PALM_COVE}&from=2037-03-01&to=2037-03-31`;
const PALM_EVERYTHING = `${API_PATHS.bookings}?organizationId=${PALM_COVE}`;

let dayOfMonth = 0;
async function createBooking(department: string): Promise<number> {
  dayOfMonth += 1;
  const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
    title: `Solo - ${department}`,
    date: `2037-03-${String(dayOfMonth).padStart(2, '0')}`,
    time: '19:00',
    duration: 60,
    department,
    organizationId: PALM_COVE,
    notifyPerformers: 'none',
  });
  expect(response.status).toBe(201);
  return Number(response.body.id);
}

function booked(department: string): () => Promise<{ status: number }> {
  return async () => {
    await createBooking(department);
    return { status: 201 };
  };
}

async function editBooking(id: number, changes: Record<string, unknown>): Promise<{ status: number }> {
  return write('patch', API_PATHS.booking(id), await as(OWNER)).send({
    ...changes,
    notifyPerformers: 'none',
  });
}

async function pianistPlays(id: number): Promise<{ status: number }> {
  const pianist: { id: number } | undefined = await app()
    .knex('performers')
    .first('id')
    .where({ name: 'James Whitfield' });
  if (!pianist) throw new Error('no performer James Whitfield');
  return editBooking(id, {
    performerData: JSON.stringify([{ performerId: pianist.id, instrument: 'piano' }]),
  });
}

describe("a department user's bookings tag", () => {
  it('when a booking of another department of the organization is created, edited, given performers or deleted, then their refetch stays 304', async () => {
    const lobby = await as(LOBBY_USER);
    let id = 0;
    await expectUnchangedBy(MONTH, lobby, async () => {
      id = await createBooking('DUSK');
      return { status: 201 };
    });
    await expectUnchangedBy(MONTH, lobby, () => editBooking(id, { title: 'Solo - DUSK late' }));
    await expectUnchangedBy(MONTH, lobby, () => pianistPlays(id));
    await expectUnchangedBy(MONTH, lobby, async () =>
      write('delete', `${API_PATHS.booking(id)}?notifyPerformers=none`, await as(OWNER)),
    );
    await expectUnchangedBy(PALM_EVERYTHING, lobby, booked('DUSK'));
  });

  it('when a booking of their own department is created, edited or given performers, then their refetch is 200 with it', async () => {
    const lobby = await as(LOBBY_USER);
    let id = 0;
    await expectChangedBy(MONTH, lobby, async () => {
      id = await createBooking('Lobby Bar');
      return { status: 201 };
    });
    await expectChangedBy(MONTH, lobby, () => editBooking(id, { title: 'Solo - Lobby Bar late' }));
    await expectChangedBy(MONTH, lobby, () => pianistPlays(id));
    await expectChangedBy(PALM_EVERYTHING, lobby, booked('Lobby Bar'));

    const read = await app().http().get(MONTH).set('Cookie', lobby);
    expect((read.body as BookingDto[]).map((booking) => [booking.id, booking.title])).toContainEqual([
      id,
      'Solo - Lobby Bar late',
    ]);
  });

  it("when a booking moves from the user's department to another, then their tag changes, and the other department's user's too", async () => {
    const lobby = await as(LOBBY_USER);
    const dusk = await as(DUSK_USER);
    const id = await createBooking('Lobby Bar');
    const lobbyBefore = await tagOf(MONTH, lobby);
    const duskBefore = await tagOf(MONTH, dusk);

    const moved = await editBooking(id, { department: 'DUSK' });

    expect(moved.status).toBe(200);
    const lobbyAfter = await conditionalRead(MONTH, lobby, lobbyBefore);
    expect(lobbyAfter.status).toBe(200);
    expect((lobbyAfter.body as BookingDto[]).map((booking) => booking.id)).not.toContain(id);
    const duskAfter = await conditionalRead(MONTH, dusk, duskBefore);
    expect(duskAfter.status).toBe(200);
    expect((duskAfter.body as BookingDto[]).map((booking) => booking.id)).toContain(id);
  });
});

describe("an organization admin's bookings tag", () => {
  it('when a booking of any department is created, then their refetch is 200, with or without naming the organization', async () => {
    const manager = await as(PALM_MANAGER);
    for (const path of [MONTH, PALM_MONTH]) {
      await expectChangedBy(path, manager, booked('Lobby Bar'));
      await expectChangedBy(path, manager, booked('DUSK'));
    }
  });

  it('when an admin reads only one department, then a write in another keeps their 304', async () => {
    const manager = await as(PALM_MANAGER);
    const lobbyBarMonth = `${PALM_MONTH}&department=${encodeURIComponent('Lobby Bar')}`;
    await expectUnchangedBy(lobbyBarMonth, manager, booked('DUSK'));
    await expectChangedBy(lobbyBarMonth, manager, booked('Lobby Bar'));
  });
});
