import { API_PATHS } from '../../../contract';
import { statementsDuring } from '../../../test-support/sql-statements';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { conditionalReadsOf } from './conditional-read-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);
const { tagOf, conditionalRead, expectUnchanged, expectChangedBy, expectUnchangedBy } =
  conditionalReadsOf(app);

const PALM_COVE = 1;
const CYPRESS_HILLS = 3;
const OWNER = 'owner@encore.test';
const PALM_MANAGER = 'manager@palmcove.test';
const CYPRESS_MANAGER = 'manager@cypresshills.test';

const MONTH = `${API_PATHS.bookings}?organizationId=${PALM_COVE}&from=2036-03-01&to=2036-03-31`;
const CYPRESS_MONTH = `${API_PATHS.bookings}?organizationId=${CYPRESS_HILLS}&from=2036-03-01&to=2036-03-31`;
const PALM_DEPARTMENTS = `/api/organizations/${PALM_COVE}/departments`;
const PALM_USERS = `/api/users?organizationId=${PALM_COVE}`;

async function performerId(name: string): Promise<number> {
  const row: { id: number } | undefined = await app().knex('performers').first('id').where({ name });
  if (!row) throw new Error(`no performer ${name}`);
  return row.id;
}

async function departmentId(organizationId: number, name: string): Promise<number> {
  const row: { id: number } | undefined = await app()
    .knex('departments')
    .first('id')
    .where({ organizationId, name });
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

async function userId(email: string): Promise<number> {
  const row: { id: number } | undefined = await app().knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

let dayOfMonth = 0;
async function createBooking(
  organizationId = PALM_COVE,
  department = 'Lobby Bar',
  date = `2036-03-${String((dayOfMonth += 1)).padStart(2, '0')}`,
): Promise<number> {
  const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
    title: 'Solo - Conditional',
    date,
    time: '19:00',
    duration: 60,
    department,
    organizationId,
    notifyPerformers: 'none',
  });
  expect(response.status).toBe(201);
  return Number(response.body.id);
}

async function lobbyBarBooked(): Promise<{ status: number }> {
  await createBooking(PALM_COVE, 'Lobby Bar');
  return { status: 201 };
}

async function lobbyBarUserAdded(email: string) {
  return write('post', '/api/admin/users', await as(OWNER)).send({
    email,
    permissionLevel: 'user',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
  });
}

describe('conditional reads', () => {
  it('when the month is read again with its tag and nothing changed, then 304 with no body, after the session lookup and one more statement', async () => {
    const owner = await as(OWNER);
    const tag = await tagOf(MONTH, owner);

    let response = await conditionalRead(MONTH, owner, 'W/"none"');
    const statements = await statementsDuring(app().knex, async () => {
      response = await conditionalRead(MONTH, owner, tag);
    });

    expect(response.status).toBe(304);
    expect(response.text).toBe('');
    expect(response.headers['content-length'] ?? '0').toBe('0');
    expect(response.headers.etag).toBe(tag);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/from change_counters/);
  });

  it('when a month with bookings is read without a tag, then the bookings and their tag come in one statement after the session, and a refetch with that tag is 304', async () => {
    const owner = await as(OWNER);
    await createBooking();
    const month = `${API_PATHS.bookings}?organizationId=${PALM_COVE}&from=2036-03-01&to=2036-03-31`;

    let response = await app().http().get(month).set('Cookie', owner);
    const statements = await statementsDuring(app().knex, async () => {
      response = await app().http().get(month).set('Cookie', owner);
    });

    expect(response.status).toBe(200);
    expect((response.body as unknown[]).length).toBeGreaterThan(0);
    // The session, then the bookings with the counters' fingerprint (their performers' names would be
    // a third, read only when the bookings name performers: these name none).
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/from change_counters/);
    const refetch = await conditionalRead(month, owner, String(response.headers.etag));
    expect(refetch.status).toBe(304);

    await createBooking();
    const changed = await conditionalRead(month, owner, String(response.headers.etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(response.headers.etag);
  });

  it('when the answer is compressed or not, then its tag is the same and answers 304 in every encoding', async () => {
    const owner = await as(OWNER);
    // Every organization's demo bookings: well over the 1 KB below which nothing is compressed.
    const every = API_PATHS.bookings;
    const plain = await app().http().get(every).set('Cookie', owner).set('Accept-Encoding', 'identity');
    const brotli = await app().http().get(every).set('Cookie', owner).set('Accept-Encoding', 'br');
    const gzip = await app().http().get(every).set('Cookie', owner).set('Accept-Encoding', 'gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([plain.headers.etag, brotli.headers.etag, gzip.headers.etag]).size).toBe(1);

    const again = await conditionalRead(every, owner, String(plain.headers.etag)).set(
      'Accept-Encoding',
      'br',
    );
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('when If-None-Match lists the tag among others, strong or weak, then 304; a stale one alone gets the answer', async () => {
    const owner = await as(OWNER);
    const tag = await tagOf(PALM_DEPARTMENTS, owner);
    const strong = tag.slice(2);
    expect((await conditionalRead(PALM_DEPARTMENTS, owner, `W/"old", ${strong}`)).status).toBe(304);
    const stale = await conditionalRead(PALM_DEPARTMENTS, owner, 'W/"old"');
    expect(stale.status).toBe(200);
    expect(Array.isArray(stale.body)).toBe(true);
  });

  it("when another actor sends someone else's tag for the same address, then they get their own full answer", async () => {
    const ownerTag = await tagOf(PALM_DEPARTMENTS, await as(OWNER));
    const manager = await as(PALM_MANAGER);
    const response = await conditionalRead(PALM_DEPARTMENTS, manager, ownerTag);
    expect(response.status).toBe(200);
    expect(response.headers.etag).not.toBe(ownerTag);

    const usersTag = await tagOf(`/api/users`, manager);
    const asOwner = await conditionalRead(`/api/users`, await as(OWNER), usersTag);
    expect(asOwner.status).toBe(200);
  });

  it("when an actor asks for another tenant's list with any tag, then 404 and no tag", async () => {
    const cypressManager = await as(CYPRESS_MANAGER);
    const ownerTag = await tagOf(PALM_DEPARTMENTS, await as(OWNER));
    const response = await conditionalRead(PALM_DEPARTMENTS, cypressManager, ownerTag);
    expect(response.status).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    const month = await conditionalRead(MONTH, cypressManager, '*');
    expect(month.status).toBe(404);
    expect(month.headers.etag).toBeUndefined();
  });

  it('when a read is refused, then it carries no tag', async () => {
    const owner = await as(OWNER);
    const refused = await app()
      .http()
      .get(`${API_PATHS.bookings}?organizationId=${PALM_COVE}&from=2036-03-31&to=2036-03-01`)
      .set('Cookie', owner);
    expect(refused.status).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
  });
});

describe("the bookings month read's tag", () => {
  it('when a booking is created, edited, given performers, duplicated or deleted, then the tag changes each time', async () => {
    const owner = await as(OWNER);
    let id = 0;
    await expectChangedBy(MONTH, owner, async () => {
      id = await createBooking();
      return { status: 201 };
    });
    await expectChangedBy(MONTH, owner, () =>
      write('patch', `/api/bookings/${id}`, owner).send({ title: 'Solo - Edited', notifyPerformers: 'none' }),
    );
    const pianist = await performerId('James Whitfield');
    await expectChangedBy(MONTH, owner, () =>
      write('patch', `/api/bookings/${id}`, owner).send({
        performerData: JSON.stringify([{ performerId: pianist, instrument: 'piano' }]),
        notifyPerformers: 'none',
      }),
    );
    await expectChangedBy(MONTH, owner, () =>
      write('post', `/api/bookings/${id}/duplicate`, owner).send({ targetDates: ['2036-03-28'] }),
    );
    await expectChangedBy(MONTH, owner, () =>
      write('delete', `/api/bookings/${id}?notifyPerformers=none`, owner),
    );
  });

  it("when a performer of the provider is edited, then the tag changes (bookings carry their performers' names)", async () => {
    const owner = await as(OWNER);
    const pianist = await performerId('James Whitfield');
    await expectChangedBy(MONTH, owner, () =>
      write('patch', `/api/performers/${pianist}`, owner).send({ bio: 'Jazz and standards at the piano.' }),
    );
  });

  it("when a department is renamed, then the organization's month changes; another organization's does not", async () => {
    const owner = await as(OWNER);
    await createBooking(PALM_COVE, 'DUSK');
    const dusk = await departmentId(PALM_COVE, 'DUSK');
    const cypressBefore = await tagOf(CYPRESS_MONTH, owner);
    await expectChangedBy(MONTH, owner, () =>
      write('patch', `/api/departments/${dusk}`, owner).send({ name: 'DUSK Lounge' }),
    );
    await expectUnchanged(CYPRESS_MONTH, owner, cypressBefore);
  });

  it("when another organization's bookings change, then this organization's month keeps its tag", async () => {
    const owner = await as(OWNER);
    await expectUnchangedBy(MONTH, owner, async () => {
      await createBooking(CYPRESS_HILLS, 'Clubhouse');
      return { status: 201 };
    });
  });

  it('when a booking is created, edited or deleted in another month, then this month keeps its tag', async () => {
    const owner = await as(OWNER);
    let id = 0;
    await expectUnchangedBy(MONTH, owner, async () => {
      id = await createBooking(PALM_COVE, 'Lobby Bar', '2036-05-12');
      return { status: 201 };
    });
    await expectUnchangedBy(MONTH, owner, () =>
      write('patch', `/api/bookings/${id}`, owner).send({ title: 'Solo - May', notifyPerformers: 'none' }),
    );
    const pianist = await performerId('James Whitfield');
    await expectUnchangedBy(MONTH, owner, () =>
      write('patch', `/api/bookings/${id}`, owner).send({
        performerData: JSON.stringify([{ performerId: pianist, instrument: 'piano' }]),
        notifyPerformers: 'none',
      }),
    );
    await expectUnchangedBy(MONTH, owner, () =>
      write('delete', `/api/bookings/${id}?notifyPerformers=none`, owner),
    );
  });

  it('when a booking moves into this month or out of it, then the tag changes both times', async () => {
    const owner = await as(OWNER);
    const id = await createBooking(PALM_COVE, 'Lobby Bar', '2036-06-03');
    await expectChangedBy(MONTH, owner, () =>
      write('patch', `/api/bookings/${id}`, owner).send({ date: '2036-03-20', notifyPerformers: 'none' }),
    );
    await expectChangedBy(MONTH, owner, () =>
      write('patch', `/api/bookings/${id}`, owner).send({ date: '2036-06-04', notifyPerformers: 'none' }),
    );
  });

  it('when a week spans two months, then a write in either month changes its tag and a write in a third does not', async () => {
    const owner = await as(OWNER);
    const week = `${API_PATHS.bookings}?organizationId=${PALM_COVE}&from=2036-07-27&to=2036-08-02`;
    for (const date of ['2036-07-02', '2036-08-30'])
      await expectChangedBy(week, owner, async () => {
        await createBooking(PALM_COVE, 'Lobby Bar', date);
        return { status: 201 };
      });
    await expectUnchangedBy(week, owner, async () => {
      await createBooking(PALM_COVE, 'Lobby Bar', '2036-09-01');
      return { status: 201 };
    });
  });

  it('when an unranged read is made, then a write in any month changes its tag', async () => {
    const owner = await as(OWNER);
    const everything = `${API_PATHS.bookings}?organizationId=${PALM_COVE}`;
    await expectChangedBy(everything, owner, async () => {
      await createBooking(PALM_COVE, 'Lobby Bar', '2039-11-11');
      return { status: 201 };
    });
  });

  it("when the owner reads every organization's month, then a write in any of them changes the tag", async () => {
    const owner = await as(OWNER);
    const everyMonth = `${API_PATHS.bookings}?from=2036-03-01&to=2036-03-31`;
    await expectChangedBy(everyMonth, owner, async () => {
      await createBooking(CYPRESS_HILLS, 'Clubhouse');
      return { status: 201 };
    });
  });
});

describe("the departments list's tag", () => {
  it('when a department is added, renamed or deleted with its bookings moved, then the tag changes', async () => {
    const owner = await as(OWNER);
    await expectChangedBy(PALM_DEPARTMENTS, owner, () =>
      write('post', '/api/departments', owner).send({ name: 'Sunset Deck', organizationId: PALM_COVE }),
    );
    const deck = await departmentId(PALM_COVE, 'Sunset Deck');
    await expectChangedBy(PALM_DEPARTMENTS, owner, () =>
      write('patch', `/api/departments/${deck}`, owner).send({ name: 'Sunrise Deck' }),
    );
    await createBooking(PALM_COVE, 'Sunrise Deck');
    await expectChangedBy(PALM_DEPARTMENTS, owner, () =>
      write('delete', `/api/departments/${deck}`, owner).send({ migrateTo: 'Lobby Bar' }),
    );
  });

  it("when a booking or a user of the organization is added, then the tag changes (the list counts them); another organization's department does not change it", async () => {
    const owner = await as(OWNER);
    await expectChangedBy(PALM_DEPARTMENTS, owner, lobbyBarBooked);
    await expectChangedBy(PALM_DEPARTMENTS, owner, () => lobbyBarUserAdded('counted@palmcove.test'));
    await expectUnchangedBy(PALM_DEPARTMENTS, owner, () =>
      write('post', '/api/departments', owner).send({ name: 'Pro Shop', organizationId: CYPRESS_HILLS }),
    );
  });

  it("when the list is read without counts (the calendar's read), then bookings and users leave its tag as it was and a department write changes it", async () => {
    const owner = await as(OWNER);
    const summaries = API_PATHS.organizationDepartmentSummaries(PALM_COVE);
    await expectUnchangedBy(summaries, owner, lobbyBarBooked);
    await expectUnchangedBy(summaries, owner, () => lobbyBarUserAdded('uncounted@palmcove.test'));
    await expectChangedBy(summaries, owner, () =>
      write('post', '/api/departments', owner).send({ name: 'Beach Shack', organizationId: PALM_COVE }),
    );
  });
});

describe("the users list's tag", () => {
  it('when a user is added, edited, disabled or sent their invitation again, then the tag changes each time', async () => {
    const owner = await as(OWNER);
    const manager = await as(PALM_MANAGER);
    for (const [path, cookie] of [
      [PALM_USERS, owner],
      ['/api/users', manager],
    ] as const) {
      const email = `listed-${cookie === owner ? 'owner' : 'manager'}@palmcove.test`;
      await expectChangedBy(path, cookie, () =>
        write('post', '/api/admin/users', owner).send({
          email,
          permissionLevel: 'user',
          department: 'Lobby Bar',
          organizationId: PALM_COVE,
        }),
      );
      const id = await userId(email);
      await expectChangedBy(path, cookie, () =>
        write('patch', `/api/users/${id}`, owner).send({ department: 'DUSK Lounge' }),
      );
      await expectChangedBy(path, cookie, () => write('post', `/api/users/${id}/invitation`, owner));
      await expectChangedBy(path, cookie, () => write('post', `/api/users/${id}/disable`, owner));
    }
  });

  it("when the organization's time zone changes, then its users list and the organizations list change; another organization's users do not change them", async () => {
    const owner = await as(OWNER);
    await expectChangedBy(PALM_USERS, owner, () =>
      app()
        .http()
        .put(API_PATHS.organizationTimeZone(PALM_COVE))
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', owner)
        .send({ timeZone: 'Pacific/Honolulu' }),
    );
    await expectChangedBy(API_PATHS.organizations, owner, () =>
      app()
        .http()
        .put(API_PATHS.organizationTimeZone(PALM_COVE))
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', owner)
        .send({ timeZone: 'America/Chicago' }),
    );
    await expectUnchangedBy(PALM_USERS, owner, () =>
      write('post', '/api/admin/users', owner).send({
        email: 'elsewhere@cypresshills.test',
        permissionLevel: 'user',
        department: 'Clubhouse',
        organizationId: CYPRESS_HILLS,
      }),
    );
  });
});

describe("the performers list's tag", () => {
  it('when a performer is added or edited, then the tag changes; a booking write does not change it', async () => {
    const owner = await as(OWNER);
    await expectChangedBy(API_PATHS.performers, owner, () =>
      write('post', API_PATHS.performers, owner).send({ name: 'Nora Blake', instruments: ['violin'] }),
    );
    const violinist = await performerId('Nora Blake');
    await expectChangedBy(API_PATHS.performers, owner, () =>
      write('patch', `/api/performers/${violinist}`, owner).send({ bio: 'Classical and pop violin.' }),
    );
    await expectUnchangedBy(API_PATHS.performers, owner, async () => {
      await createBooking();
      return { status: 201 };
    });
  });
});

describe('public organizations list', () => {
  it('when read again without a session with its tag, then 304', async () => {
    const first = await app().http().get(API_PATHS.organizations).set('Origin', TEST_ORIGIN);
    expect(first.status).toBe(200);
    const again = await app()
      .http()
      .get(API_PATHS.organizations)
      .set('If-None-Match', String(first.headers.etag));
    expect(again.status).toBe(304);
  });
});
