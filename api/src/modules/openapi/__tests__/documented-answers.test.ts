import type { Response } from 'supertest';
import { LOBBY_USER, OWNER, PALM_COVE, storeBooking } from '../../../test-support/booking-fixtures';
import { storeClosure } from '../../../test-support/closure-fixtures';
import { documentedAnswersOf, type DocumentedAnswers } from '../../../test-support/documented-answers';
import { actingAs } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const actors = actingAs(app);

/** Dates no other fixture of this file's database uses. */
const RANGE = { from: '2037-05-01', to: '2037-05-31' };

let answers: DocumentedAnswers | undefined;
let bookingId = 0;

beforeAll(async () => {
  answers = await documentedAnswersOf(app());
  bookingId = await storeBooking(app(), {
    title: 'Solo - Documented',
    date: '2037-05-12',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    notes: 'checked against the document',
  });
  await storeClosure(app(), {
    organizationId: PALM_COVE,
    department: 'Lobby Bar',
    from: '2037-05-20 00:00',
    to: '2037-05-21 00:00',
    reason: 'Renovation',
  });
}, DATABASE_HOOK_TIMEOUT_MS);

function problemsOf(method: string, routePath: string, response: Response): string[] {
  if (!answers) throw new Error('the document was not read');
  return answers.problemsOf(method, routePath, response);
}

async function read(path: string, email: string | null = OWNER): Promise<Response> {
  const call = app().http().get(path);
  return email === null ? call : call.set('Cookie', await actors.as(email));
}

describe('API answers match the OpenAPI document', () => {
  it('lists: bookings, users, departments (with and without counts), performers, closures', async () => {
    const calls: { route: string; response: Response }[] = [
      { route: '/api/bookings', response: await read(`/api/bookings?from=${RANGE.from}&to=${RANGE.to}`) },
      {
        route: '/api/bookings',
        response: await read(`/api/bookings?from=${RANGE.from}&to=${RANGE.to}`, LOBBY_USER),
      },
      { route: '/api/users', response: await read('/api/users') },
      {
        route: '/api/organizations/:id/departments',
        response: await read(`/api/organizations/${PALM_COVE}/departments`),
      },
      {
        route: '/api/organizations/:id/departments',
        response: await read(`/api/organizations/${PALM_COVE}/departments?counts=none`, LOBBY_USER),
      },
      { route: '/api/performers', response: await read('/api/performers') },
      { route: '/api/performers', response: await read('/api/performers', LOBBY_USER) },
      {
        route: '/api/organizations/:id/closures',
        response: await read(`/api/organizations/${PALM_COVE}/closures`),
      },
    ];

    for (const { route, response } of calls) {
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      // Each list holds something to check: an empty list would conform vacuously.
      expect({ route, listed: (response.body as unknown[]).length > 0 }).toEqual({ route, listed: true });
    }
    expect(calls.flatMap(({ route, response }) => problemsOf('GET', route, response))).toEqual([]);
  });

  it('single reads: a booking, a department, a performer, a closure', async () => {
    const closures = (await read(`/api/organizations/${PALM_COVE}/closures`)).body as { id: number }[];
    const departments = (await read(`/api/organizations/${PALM_COVE}/departments`)).body as { id: number }[];
    const performers = (await read('/api/performers')).body as { id: number }[];
    const closureId = closures[0]?.id ?? 0;
    const calls = [
      { route: '/api/bookings/:id', response: await read(`/api/bookings/${bookingId}`) },
      { route: '/api/departments/:id', response: await read(`/api/departments/${departments[0]?.id ?? 0}`) },
      { route: '/api/performers/:id', response: await read(`/api/performers/${performers[0]?.id ?? 0}`) },
      {
        route: '/api/organizations/:id/closures/:closureId',
        response: await read(`/api/organizations/${PALM_COVE}/closures/${closureId}`),
      },
    ];

    for (const { route, response } of calls)
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
    expect(calls.flatMap(({ route, response }) => problemsOf('GET', route, response))).toEqual([]);
  });

  it("the resort site's public reads: organizations, the public schedule, its venue", async () => {
    const calls = [
      { route: '/api/organizations', response: await read('/api/organizations', null) },
      {
        route: '/api/public/bookings',
        response: await read(`/api/public/bookings?from=${RANGE.from}&to=${RANGE.to}`, null),
      },
      { route: '/api/public/venue', response: await read('/api/public/venue', null) },
    ];

    for (const { route, response } of calls)
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
    expect((calls[1]?.response.body as unknown[]).length).toBeGreaterThan(0);
    expect(calls.flatMap(({ route, response }) => problemsOf('GET', route, response))).toEqual([]);
  });

  it("stale writes' 412 carry the entity as it is now: a department, a performer, a user", async () => {
    const owner = await actors.as(OWNER);
    const departments = (await read(`/api/organizations/${PALM_COVE}/departments`)).body as {
      id: number;
      name: string;
    }[];
    const performers = (await read('/api/performers')).body as { id: number }[];
    const users = (await read('/api/users')).body as {
      id: number;
      email: string;
      role: string;
      organizationId: number | null;
      department: string | null;
    }[];
    // A user no other test of this file signs in as, moved to another of the organization's departments.
    const colleague = users.find(
      (user) => user.role === 'user' && user.organizationId === PALM_COVE && user.email !== LOBBY_USER,
    );
    const otherDepartment = departments.find((department) => department.name !== colleague?.department);
    const writes = [
      {
        route: '/api/departments/:id',
        path: `/api/departments/${departments[0]?.id ?? 0}`,
        body: { color: '#123456' },
      },
      {
        route: '/api/performers/:id',
        path: `/api/performers/${performers[0]?.id ?? 0}`,
        body: { bio: 'Documented.' },
      },
      {
        route: '/api/users/:id',
        path: `/api/users/${colleague?.id ?? 0}`,
        body: { department: otherDepartment?.name },
      },
    ];

    const answers: { route: string; response: Response }[] = [];
    for (const write of writes) {
      const readTag = String((await read(write.path)).headers.etag);
      const saved = await actors.write('patch', write.path, owner).set('If-Match', readTag).send(write.body);
      expect({ route: write.route, status: saved.status }).toEqual({ route: write.route, status: 200 });
      const stale = await actors.write('patch', write.path, owner).set('If-Match', readTag).send(write.body);
      expect({ route: write.route, status: stale.status }).toEqual({ route: write.route, status: 412 });
      expect((stale.body as { current: unknown }).current).not.toBeNull();
      answers.push({ route: write.route, response: stale });
    }
    expect(answers.flatMap(({ route, response }) => problemsOf('PATCH', route, response))).toEqual([]);
  });

  it('errors: 400 naming the field, 401, 403, 404, and 412 of a stale write', async () => {
    const badRange = await read('/api/bookings?from=not-a-date');
    const anonymous = await read('/api/users', null);
    const forbidden = await read('/api/users', LOBBY_USER);
    const missing = await read('/api/bookings/2000000000');
    const owner = await actors.as(OWNER);
    const readTag = String((await read(`/api/bookings/${bookingId}`)).headers.etag);
    const saved = await actors
      .write('patch', `/api/bookings/${bookingId}`, owner)
      .send({ notes: 'saved first' });
    expect(saved.status).toBe(200);
    const stale = await actors
      .write('patch', `/api/bookings/${bookingId}`, owner)
      .set('If-Match', readTag)
      .send({ notes: 'too late' });

    expect([badRange.status, anonymous.status, forbidden.status, missing.status, stale.status]).toEqual([
      400, 401, 403, 404, 412,
    ]);
    expect((badRange.body as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain(
      'from',
    );
    expect([
      ...problemsOf('GET', '/api/bookings', badRange),
      ...problemsOf('GET', '/api/users', anonymous),
      ...problemsOf('GET', '/api/users', forbidden),
      ...problemsOf('GET', '/api/bookings/:id', missing),
      ...problemsOf('PATCH', '/api/bookings/:id', stale),
    ]).toEqual([]);
  });

  it('a body the document does not allow is reported, naming the field', async () => {
    const response = await read(`/api/bookings/${bookingId}`);
    const altered = {
      ...response,
      status: 200,
      body: { ...(response.body as object), undocumented: true },
    } as Response;
    const retyped = {
      ...response,
      status: 200,
      body: { ...(response.body as object), duration: '60' },
    } as Response;

    expect(problemsOf('GET', '/api/bookings/:id', altered)).toEqual([
      expect.stringContaining('must NOT have additional properties'),
    ]);
    expect(problemsOf('GET', '/api/bookings/:id', retyped)).toEqual([expect.stringContaining('/duration')]);
    expect(problemsOf('GET', '/api/bookings/:id', { ...response, status: 418 } as Response)).toEqual([
      'GET /api/bookings/{id}: status 418 is not documented',
    ]);
  });
});
