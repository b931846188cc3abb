import {
  API_PATHS,
  AUTH_MESSAGES,
  STALE_WRITE_MESSAGES,
  type BookingDto,
  type StaleWriteBody,
  type WriterDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { tableDigests } from '../../../test-support/change-set-fixtures';
import { untilWaitingForLock } from '../../../test-support/lock-waits';
import { statementsDuring } from '../../../test-support/sql-statements';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import {
  CYPRESS_USER,
  LOBBY_USER,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  performerIdOf,
  storeBooking,
  userIdOf,
} from '../../../test-support/booking-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** A strong entity tag as the API makes them: a quoted base64url digest. */
const ENTITY_TAG = /^"[A-Za-z0-9_-]{27}"$/;

let violin: number;

beforeAll(async () => {
  violin = await performerIdOf(app(), 'Sofia Marquez');
});

/** A booking of Palm Cove's Lobby Bar, stored as a fixture (no audit row, no change set). */
function lobbyBooking(date: string, title = 'Solo - Lobby Bar'): Promise<number> {
  return storeBooking(app(), {
    title,
    date,
    department: 'Lobby Bar',
    ensemble: 'Solo',
    organizationId: PALM_COVE,
    status: 'confirmed',
    performers: [{ performerId: violin, instrument: 'Violin' }],
  });
}

async function read(email: string, id: number) {
  return app()
    .http()
    .get(API_PATHS.booking(id))
    .set('Cookie', await as(email));
}

/** The booking's single read as the owner gets it: its body and its ETag. */
async function readTagged(id: number): Promise<{ booking: BookingDto; tag: string }> {
  const response = await read(OWNER, id);
  if (response.status !== 200) throw new Error(`booking ${id} not read: ${response.status}`);
  return { booking: response.body as BookingDto, tag: String(response.headers.etag) };
}

async function patch(email: string, id: number, body: Record<string, unknown>, ifMatch?: string) {
  const request = write('patch', API_PATHS.booking(id), await as(email));
  if (ifMatch !== undefined) request.set('If-Match', ifMatch);
  return request.send(body);
}

async function remove(email: string, id: number, ifMatch?: string) {
  const request = write('delete', API_PATHS.booking(id), await as(email));
  if (ifMatch !== undefined) request.set('If-Match', ifMatch);
  return request.send();
}

/** The writer a 412 names for one of the demo accounts: their username and organization's name. */
async function writerOf(email: string): Promise<WriterDto> {
  const row: { username: string; organization: string | null } | undefined = await app()
    .knex('users as u')
    .leftJoin('organizations as o', 'o.id', 'u.organizationId')
    .first('u.username', 'o.name as organization')
    .where('u.email', email);
  if (!row) throw new Error(`no user ${email}`);
  return { userId: await userIdOf(app(), email), name: row.username, organization: row.organization };
}

async function storedTitleOf(id: number): Promise<string | undefined> {
  const row: { title: string } | undefined = await app().knex('bookings').first('title').where({ id });
  return row?.title;
}

describe('GET /api/bookings/:id', () => {
  it("when the owner reads a booking, then it is the calendar's booking with its entity tag as ETag", async () => {
    const id = await lobbyBooking('2036-03-02');

    const response = await read(OWNER, id);
    const month = await app()
      .http()
      .get(`${API_PATHS.bookings}?from=2036-03-02&to=2036-03-02&organizationId=${PALM_COVE}`)
      .set('Cookie', await as(OWNER));

    expect(response.status).toBe(200);
    expect(response.headers.etag).toMatch(ENTITY_TAG);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(month.body).toEqual([response.body]);
    expect(response.body).toMatchObject({
      id,
      title: 'Solo - Lobby Bar',
      performers: [{ performerId: violin, name: 'Sofia Marquez', instrument: 'Violin' }],
    });
  });

  it("when a performer of the booking is renamed, then its tag stays (only the booking's own fields make it) while its answer names them anew", async () => {
    const id = await lobbyBooking('2036-03-03');
    const before = await readTagged(id);
    const cello = await performerIdOf(app(), 'Daniel Kim');
    await app()
      .knex('booking_performers')
      .insert({ bookingId: id, performerId: cello, instrument: 'Cello', position: 1 });
    const withCello = await readTagged(id);

    await app().knex('performers').update({ name: 'Daniel Kim-Park' }).where({ id: cello });
    const renamed = await readTagged(id);
    await app().knex('performers').update({ name: 'Daniel Kim' }).where({ id: cello });

    expect(withCello.tag).not.toBe(before.tag);
    expect(renamed.tag).toBe(withCello.tag);
    expect(renamed.booking.performers.map((performer) => performer.name)).toEqual([
      'Sofia Marquez',
      'Daniel Kim-Park',
    ]);
  });

  it("when a user of another department or of another organization asks for the booking, then 404 as for a missing one; their own department's they read", async () => {
    const lobby = await lobbyBooking('2036-03-04');
    const dusk = await storeBooking(app(), {
      date: '2036-03-04',
      department: 'DUSK',
      organizationId: PALM_COVE,
    });

    const cases: [string, number, number][] = [
      [LOBBY_USER, lobby, 200],
      [LOBBY_USER, dusk, 404],
      [PALM_COVE_ADMIN, dusk, 200],
      [CYPRESS_USER, lobby, 404],
      [OWNER, 2_000_000, 404],
    ];
    for (const [email, id, status] of cases) {
      const response = await read(email, id);

      expect({ email, id, status: response.status }).toEqual({ email, id, status });
      if (status === 404) {
        expect(response.body).toEqual({ message: AUTH_MESSAGES.notFound });
        expect(response.headers.etag).toBeUndefined();
      }
    }
  });
});

describe('PATCH /api/bookings/:id with If-Match', () => {
  it("when the tag is the booking's current one, then the edit is saved and the answer carries the new tag, the single read's", async () => {
    const id = await lobbyBooking('2036-03-10');
    const { tag } = await readTagged(id);

    const response = await patch(OWNER, id, { title: 'Duo - Lobby Bar', ensemble: 'Duo' }, tag);
    const after = await readTagged(id);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, title: 'Duo - Lobby Bar', ensemble: 'Duo' });
    expect(response.headers.etag).toMatch(ENTITY_TAG);
    expect(response.headers.etag).not.toBe(tag);
    expect(response.headers.etag).toBe(after.tag);
    expect(await storedTitleOf(id)).toBe('Duo - Lobby Bar');
  });

  it('when the tag is one of a list, or *, then the edit is saved', async () => {
    const id = await lobbyBooking('2036-03-11');
    const { tag } = await readTagged(id);

    const listed = await patch(OWNER, id, { notes: 'listed' }, `"older", ${tag}`);
    const any = await patch(OWNER, id, { notes: 'any' }, '*');

    expect(listed.status).toBe(200);
    expect(any.status).toBe(200);
    expect(any.headers.etag).toBe((await readTagged(id)).tag);
  });

  it('when someone else saved the booking since it was read, then 412 with the booking now, its tag, who saved it and when, and nothing is written', async () => {
    const id = await lobbyBooking('2036-03-12');
    const { tag } = await readTagged(id);
    const theirs = await patch(SUPER_ADMIN, id, { title: 'Trio - Lobby Bar', ensemble: 'Trio' });
    expect(theirs.status).toBe(200);
    const now = await readTagged(id);
    const digests = await tableDigests(app());

    const response = await patch(OWNER, id, { title: 'Duo - Lobby Bar', ensemble: 'Duo' }, tag);

    expect(response.status).toBe(412);
    const body = response.body as StaleWriteBody<BookingDto>;
    expect(body).toEqual({
      message: STALE_WRITE_MESSAGES.changedSinceOpened,
      current: now.booking,
      changedBy: await writerOf(SUPER_ADMIN),
      changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
    });
    expect(body.changedAt).not.toBeNull();
    expect(Math.abs(Date.parse(body.changedAt ?? '') - Date.parse(now.booking.updatedAt))).toBeLessThan(1000);
    expect(response.headers.etag).toBe(now.tag);
    expect(await tableDigests(app())).toEqual(digests);
    expect(await storedTitleOf(id)).toBe('Trio - Lobby Bar');
  });

  it('when the last save was a change set of several bookings, then the 412 names its author', async () => {
    const first = await lobbyBooking('2036-03-13');
    const second = await lobbyBooking('2036-03-14');
    await app().knex('bookings').update({ status: 'pending' }).whereIn('id', [first, second]);
    const { tag } = await readTagged(first);
    const finalized = await write('post', API_PATHS.changeSets, await as(SUPER_ADMIN)).send({
      action: 'finalize',
      bookingIds: [first, second],
    });
    expect(finalized.status).toBe(201);

    const response = await patch(OWNER, first, { notes: 'mine' }, tag);

    expect(response.status).toBe(412);
    expect(response.body).toMatchObject({
      current: { id: first, status: 'confirmed' },
      changedBy: await writerOf(SUPER_ADMIN),
    });
  });

  it('when the booking was deleted since it was read, then 412 with no booking, who deleted it and when', async () => {
    const id = await lobbyBooking('2036-03-16');
    const { tag } = await readTagged(id);
    expect((await remove(SUPER_ADMIN, id)).status).toBe(204);

    const edited = await patch(OWNER, id, { notes: 'mine' }, tag);
    const deleted = await remove(OWNER, id, tag);

    for (const response of [edited, deleted]) {
      expect(response.status).toBe(412);
      expect(response.body).toEqual({
        message: STALE_WRITE_MESSAGES.deletedSinceOpened,
        current: null,
        changedBy: await writerOf(SUPER_ADMIN),
        changedAt: expect.any(String),
      });
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('when If-Match is not a list of entity tags, then 400 naming If-Match and nothing is written', async () => {
    const id = await lobbyBooking('2036-03-17');

    for (const header of ['W/"weak"', 'not-a-tag', '"a", b']) {
      const response = await patch(OWNER, id, { title: 'Duo - Lobby Bar', ensemble: 'Duo' }, header);

      expect({ header, status: response.status, body: response.body }).toEqual({
        header,
        status: 400,
        body: {
          message: STALE_WRITE_MESSAGES.ifMatchInvalid,
          errors: [{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }],
        },
      });
    }
    expect(await storedTitleOf(id)).toBe('Solo - Lobby Bar');
  });

  it('when no If-Match is sent, then the edit and the delete are applied as before', async () => {
    const id = await lobbyBooking('2036-03-18');
    await readTagged(id);
    await app().knex('bookings').update({ notes: 'changed behind the reader' }).where({ id });

    const edited = await patch(OWNER, id, { title: 'Duo - Lobby Bar', ensemble: 'Duo' });

    expect(edited.status).toBe(200);
    expect(edited.headers.etag).toBe((await readTagged(id)).tag);
    expect((await remove(OWNER, id)).status).toBe(204);
    expect(await storedTitleOf(id)).toBeUndefined();
  });

  it('when the tag is current, then the edit runs the same statements as one without If-Match', async () => {
    const plain = await lobbyBooking('2036-03-19');
    const tagged = await lobbyBooking('2036-03-20');
    const { tag } = await readTagged(tagged);
    const cookie = await as(OWNER);

    const without = await statementsDuring(app().knex, async () => {
      expect((await write('patch', API_PATHS.booking(plain), cookie).send({ notes: 'edited' })).status).toBe(
        200,
      );
    });
    const withTag = await statementsDuring(app().knex, async () => {
      const response = await write('patch', API_PATHS.booking(tagged), cookie)
        .set('If-Match', tag)
        .send({ notes: 'edited' });
      expect(response.status).toBe(200);
    });

    expect(withTag).toEqual(without);
  });

  it('when two edits are sent at once with the same tag, then one is saved and the other answered 412 with it, round after round (no lost update)', async () => {
    const id = await lobbyBooking('2036-03-21');
    for (let round = 1; round <= 5; round += 1) {
      const { tag } = await readTagged(id);
      const titles = new Map([
        [OWNER, `Owner's save ${round}`],
        [SUPER_ADMIN, `Admin's save ${round}`],
      ]);

      const responses = await Promise.all(
        [OWNER, SUPER_ADMIN].map(async (email) => ({
          email,
          response: await patch(email, id, { title: titles.get(email) }, tag),
        })),
      );

      const statuses = responses.map(({ response }) => response.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, 412] });
      const winner = responses.find(({ response }) => response.status === 200);
      const loser = responses.find(({ response }) => response.status === 412);
      const winnerTitle = winner ? titles.get(winner.email) : undefined;
      expect(await storedTitleOf(id)).toBe(winnerTitle);
      expect(loser?.response.body).toMatchObject({
        message: STALE_WRITE_MESSAGES.changedSinceOpened,
        current: { id, title: winnerTitle },
        changedBy: winner ? await writerOf(winner.email) : null,
      });
      expect(loser?.response.headers.etag).toBe(winner?.response.headers.etag);
    }
  });
});

describe('DELETE /api/bookings/:id with If-Match', () => {
  it('when someone else saved the booking since it was read, then 412 with it as it is now, and it is kept', async () => {
    const id = await lobbyBooking('2036-03-24');
    const { tag } = await readTagged(id);
    expect((await patch(SUPER_ADMIN, id, { notes: 'their notes' })).status).toBe(200);
    const now = await readTagged(id);

    const response = await remove(OWNER, id, tag);

    expect(response.status).toBe(412);
    expect(response.body).toEqual({
      message: STALE_WRITE_MESSAGES.changedSinceOpened,
      current: now.booking,
      changedBy: await writerOf(SUPER_ADMIN),
      changedAt: expect.any(String),
    });
    expect(response.headers.etag).toBe(now.tag);
    expect(await storedTitleOf(id)).toBe('Solo - Lobby Bar');
  });

  it('when the tag is current, then the booking is deleted', async () => {
    const id = await lobbyBooking('2036-03-25');
    const { tag } = await readTagged(id);

    expect((await remove(OWNER, id, tag)).status).toBe(204);
    expect(await storedTitleOf(id)).toBeUndefined();
  });

  it('when the id never named a booking, then 404 whatever If-Match says', async () => {
    const response = await remove(OWNER, 2_000_001, '"never"');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.notFound });
  });
});

/** PGlite is one connection: a save held open by the test would hold the request's connection too. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('an edit with If-Match waiting for a save on a PostgreSQL server', () => {
  it('when a save holds the booking while the edit waits for it, then the edit compares what the save left: 412 with it, and the save stays', async () => {
    const id = await lobbyBooking('2036-03-27');
    const { tag } = await readTagged(id);
    const cookie = await as(OWNER);
    const save = await app().knex.transaction();
    await save('bookings').where({ id }).forUpdate().first('id');

    // Its read before the transaction sees the booking as it was; its locked read waits for the save.
    const editing = write('patch', API_PATHS.booking(id), cookie)
      .set('If-Match', tag)
      .send({ title: 'Duo - Lobby Bar', ensemble: 'Duo' })
      .then((response) => response);
    await untilWaitingForLock(app().knex, 'the edit');
    await save('bookings').update({ title: 'Held save', updatedAt: save.fn.now() }).where({ id });
    await save.commit();

    const response = await editing;
    expect(response.status).toBe(412);
    // A save no change set recorded names nobody.
    expect(response.body).toEqual({
      message: STALE_WRITE_MESSAGES.changedSinceOpened,
      current: (await readTagged(id)).booking,
      changedBy: null,
      changedAt: null,
    });
    expect(await storedTitleOf(id)).toBe('Held save');
  });
});
