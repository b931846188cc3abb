import { API_PATHS, STALE_WRITE_MESSAGES, type BookingDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { OWNER, PALM_COVE, performerIdOf, storeBooking } from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** A month of its own, so no other test's bookings or writes touch its list or its tag. */
const MONTH = { from: '2037-05-01', to: '2037-05-31' };
const MONTH_URL = `${API_PATHS.bookings}?organizationId=${PALM_COVE}&from=${MONTH.from}&to=${MONTH.to}`;

let violin: number;

beforeAll(async () => {
  violin = await performerIdOf(app(), 'Sofia Marquez');
});

let dayOfMonth = 0;
/** A booking of Palm Cove's Lobby Bar on the month's next day, stored as a fixture. */
function lobbyBooking(): Promise<number> {
  dayOfMonth += 1;
  return storeBooking(app(), {
    title: 'Solo - Versioned',
    date: `2037-05-${String(dayOfMonth).padStart(2, '0')}`,
    department: 'Lobby Bar',
    ensemble: 'Solo',
    organizationId: PALM_COVE,
    status: 'pending',
    performers: [{ performerId: violin, instrument: 'Violin' }],
  });
}

async function readMonth(ifNoneMatch?: string) {
  const request = app()
    .http()
    .get(MONTH_URL)
    .set('Cookie', await as(OWNER));
  if (ifNoneMatch !== undefined) request.set('If-None-Match', ifNoneMatch);
  return request;
}

/** The month's copy of one booking, as the calendar's menu and drag act on it. */
async function listedCopyOf(id: number): Promise<BookingDto> {
  const response = await readMonth();
  expect(response.status).toBe(200);
  const listed = (response.body as BookingDto[]).find((booking) => booking.id === id);
  if (listed === undefined) throw new Error(`booking ${id} not in the month`);
  return listed;
}

async function singleReadTagOf(id: number): Promise<string> {
  const response = await app()
    .http()
    .get(API_PATHS.booking(id))
    .set('Cookie', await as(OWNER));
  expect(response.status).toBe(200);
  return String(response.headers.etag);
}

async function patch(id: number, body: Record<string, unknown>, ifMatch: string) {
  return write('patch', API_PATHS.booking(id), await as(OWNER))
    .set('If-Match', ifMatch)
    .send({ ...body, notifyPerformers: 'none' });
}

async function remove(id: number, ifMatch: string) {
  return write('delete', `${API_PATHS.booking(id)}?notifyPerformers=none`, await as(OWNER))
    .set('If-Match', ifMatch)
    .send();
}

async function storedBooking(id: number): Promise<{ date: string; status: string } | undefined> {
  return app().knex('bookings').first('date', 'status').where({ id });
}

describe('GET /api/bookings: each booking carries its version', () => {
  it("when a month is read, then each booking's version is its single read's ETag", async () => {
    const first = await lobbyBooking();
    const second = await lobbyBooking();

    const listedFirst = await listedCopyOf(first);
    const listedSecond = await listedCopyOf(second);

    expect(listedFirst.version).toBe(await singleReadTagOf(first));
    expect(listedSecond.version).toBe(await singleReadTagOf(second));
    expect(listedFirst.version).not.toBe(listedSecond.version);
  });

  it('when the bookings are read without a range (streamed), then each carries the same version', async () => {
    const id = await lobbyBooking();

    const response = await app()
      .http()
      .get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}`)
      .set('Cookie', await as(OWNER));

    expect(response.status).toBe(200);
    const streamed = (response.body as BookingDto[]).find((booking) => booking.id === id);
    expect(streamed?.version).toBe(await singleReadTagOf(id));
  });

  it("when the month is read again with its ETag and nothing changed, then 304; once a booking is saved, 200 with the booking's new version", async () => {
    const id = await lobbyBooking();
    const before = await readMonth();
    const monthTag = String(before.headers.etag);
    const listedBefore = (before.body as BookingDto[]).find((booking) => booking.id === id);

    const unchanged = await readMonth(monthTag);
    const saved = await patch(id, { notes: 'Bring the stands' }, String(listedBefore?.version));
    const changed = await readMonth(monthTag);

    expect(unchanged.status).toBe(304);
    expect(saved.status).toBe(200);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(monthTag);
    const listedAfter = (changed.body as BookingDto[]).find((booking) => booking.id === id);
    expect(listedAfter?.version).toBe(saved.headers.etag);
    expect(listedAfter?.version).not.toBe(listedBefore?.version);
  });
});

describe("A write made from the list's copy, with its version as If-Match", () => {
  it('when nobody saved the booking since the month was read, then the move is applied', async () => {
    const id = await lobbyBooking();
    const listed = await listedCopyOf(id);

    const moved = await patch(id, { date: '2037-05-28' }, String(listed.version));

    expect(moved.status).toBe(200);
    expect((await storedBooking(id))?.date).toBe('2037-05-28');
  });

  it('when someone saved the booking since the month was read, then a move, a finalize and a delete are each 412 and nothing is written', async () => {
    const id = await lobbyBooking();
    const listed = await listedCopyOf(id);
    const colleagueSave = await patch(id, { notes: 'Changed by a colleague' }, String(listed.version));
    expect(colleagueSave.status).toBe(200);

    const moved = await patch(id, { date: '2037-05-29' }, String(listed.version));
    const finalized = await patch(id, { status: 'confirmed' }, String(listed.version));
    const deleted = await remove(id, String(listed.version));

    for (const refused of [moved, finalized, deleted]) {
      expect(refused.status).toBe(412);
      expect(refused.body).toMatchObject({
        message: STALE_WRITE_MESSAGES.changedSinceOpened,
        current: { id, notes: 'Changed by a colleague', version: colleagueSave.headers.etag },
      });
    }
    expect(await storedBooking(id)).toEqual({ date: listed.date, status: 'pending' });
  });
});
