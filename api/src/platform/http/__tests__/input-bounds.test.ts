import { randomBytes } from 'node:crypto';
import { API_PATHS, LARGEST_STORED_INTEGER, VALIDATION_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import type { HttpMethod } from '../guarded-router';
import { INPUT_LIMITS } from '../input-bounds';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const OWNER = 'owner@encore.test';
const SUPERTEST_METHODS = { POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** Random letters and digits: text PostgreSQL cannot compress into a small index row, as an attacker's is. */
function incompressible(length: number): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Every route that takes a JSON body, with its parameters filled in. */
function jsonRoutes(): { method: Exclude<HttpMethod, 'GET'>; path: string }[] {
  return app()
    .portal.routes.filter((route) => route.method !== 'GET')
    .map((route) => ({
      method: route.method as Exclude<HttpMethod, 'GET'>,
      path: route.path.replace(/:\w+/g, '1'),
    }));
}

async function sendJson(method: Exclude<HttpMethod, 'GET'>, path: string, body: string, cookie?: string) {
  const agent = app().http();
  let request = agent[SUPERTEST_METHODS[method]](path)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', freshClientIp())
    .set('Content-Type', 'application/json');
  if (cookie) request = request.set('Cookie', cookie);
  return request.send(body);
}

interface ErrorAnswer {
  message: string;
  errors: { path: string; message: string }[];
}

describe('a JSON body nested deeper than the limit', () => {
  it.each([
    ['a top-level array nested 3,000 deep', nestedArrays(3_000), '[0]'],
    ['a top-level object nested 3,000 deep', nestedObjects(3_000), 'a'],
    ['a field holding arrays nested 3,000 deep', `{"title":${nestedArrays(3_000)}}`, 'title'],
    ['a field holding arrays nested 50,000 deep', `{"title":${nestedArrays(50_000)}}`, 'title'],
  ])(
    'when every JSON route gets %s, then each answers 400 naming where it is too deep, for a stranger and for the owner',
    async (_label, body, pathStart) => {
      const owner = await as(OWNER);
      const answers: { route: string; status: number; path: string | undefined }[] = [];
      for (const { method, path } of jsonRoutes()) {
        for (const cookie of [undefined, owner]) {
          const response = await sendJson(method, path, body, cookie);
          const answer = response.body as ErrorAnswer;
          answers.push({
            route: `${method} ${path}`,
            status: response.status,
            path: answer.errors?.[0]?.path,
          });
          if (response.status === 400)
            expect(answer.message).toBe(
              `${answer.errors[0]?.path} is nested more than ${INPUT_LIMITS.depth} levels deep`,
            );
        }
      }

      expect(
        answers.filter((answer) => answer.status !== 400 || !answer.path?.startsWith(pathStart)),
      ).toEqual([]);
    },
  );

  it('when a body holds the deepest nesting a route really takes, then it is not refused by the limit', async () => {
    const response = await write('post', API_PATHS.bookingDuplicate(999_999), await as(OWNER)).send({
      targetDates: ['2040-01-01'],
      selectedPerformers: [{ performerId: 1, instrument: 'piano' }],
    });

    expect(response.status).toBe(404);
  });
});

describe('a JSON body at the depth limit', () => {
  /** `levels` objects inside one another, each holding the next under "a". */
  const nestedValue = (levels: number): unknown => (levels === 0 ? 1 : { a: nestedValue(levels - 1) });

  /** A duplicate of a missing booking (404 once the body passes), with a field nested `levels` deep. */
  async function duplicateWithDeepField(levels: number) {
    return write('post', API_PATHS.bookingDuplicate(999_999), await as(OWNER)).send({
      targetDates: ['2040-01-01'],
      deep: nestedValue(levels),
    });
  }

  it('when a body is exactly 8 levels deep, then the limit lets it through; one level more is 400 naming the innermost field', async () => {
    // The body is the first level, so its field holds the other seven.
    const atLimit = await duplicateWithDeepField(7);
    expect(atLimit.status).toBe(404);

    const beyond = await duplicateWithDeepField(8);
    // deep is the second level, deep.a the third, ...: the ninth is deep and seven more.
    const innermost = `deep${'.a'.repeat(7)}`;
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({
      message: `${innermost} is nested more than 8 levels deep`,
      errors: [{ path: innermost, message: `${innermost} is nested more than 8 levels deep` }],
    });
  });
});

describe('text fields', () => {
  it(`when a text field is longer than ${INPUT_LIMITS.textLength} characters, then 400 naming the field before any route reads it`, async () => {
    const response = await write('post', API_PATHS.bookings, await as(OWNER)).send({
      title: 'Solo - Lobby Bar',
      notes: 'n'.repeat(INPUT_LIMITS.textLength + 1),
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: `notes must be at most ${INPUT_LIMITS.textLength} characters`,
      errors: [{ path: 'notes', message: `notes must be at most ${INPUT_LIMITS.textLength} characters` }],
    });
  });

  it.each([
    [
      API_PATHS.bookings,
      { title: 'Solo\u0000 - Lobby Bar', date: '2040-01-01', time: '19:00', duration: 60 },
      'title',
    ],
    [API_PATHS.departments, { name: 'Lobby\u0000Bar', color: '#86cffd', organizationId: 1 }, 'name'],
    [
      API_PATHS.performers,
      { name: 'Nul Player', instruments: ['piano', 'gui\u0000tar'], organizationId: 2 },
      'instruments[1]',
    ],
  ])(
    'when %s gets a NUL character in a text field, then 400 naming that field',
    async (path, body, field) => {
      const response = await write('post', path, await as(OWNER)).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: `${field} cannot contain NUL characters`,
        errors: [{ path: field, message: `${field} cannot contain NUL characters` }],
      });
    },
  );

  it.each([
    [`${API_PATHS.bookings}?department=Lobby%00Bar`, 'department'],
    [`${API_PATHS.adminAuditLogs}?search=%00`, 'search'],
    [`${API_PATHS.adminAuditLogs}?action=login%00`, 'action'],
  ])('when the query %s holds a NUL character, then 400 naming the parameter', async (url, field) => {
    const response = await app()
      .http()
      .get(url)
      .set('Cookie', await as(OWNER));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: `${field} cannot contain NUL characters`,
      errors: [{ path: field, message: `${field} cannot contain NUL characters` }],
    });
  });

  it('when a path parameter holds a NUL character, then 400 naming the parameter', async () => {
    const response = await app()
      .http()
      .get('/api/user-by-email/lobby%00@palmcove.test')
      .set('X-Forwarded-For', freshClientIp());

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'email cannot contain NUL characters',
      errors: [{ path: 'email', message: 'email cannot contain NUL characters' }],
    });
  });
});

describe('whole numbers beyond what PostgreSQL stores', () => {
  const BEYOND = 99_999_999_999;
  const tooLarge = (field: string) => ({
    message: `${field} must be less than or equal to ${LARGEST_STORED_INTEGER}`,
    errors: [{ path: field, message: `${field} must be less than or equal to ${LARGEST_STORED_INTEGER}` }],
  });

  it.each([
    `${API_PATHS.bookings}?organizationId=${BEYOND}`,
    `${API_PATHS.bookingsCsv}?organizationId=${BEYOND}`,
    `${API_PATHS.users}?organizationId=${BEYOND}`,
    `${API_PATHS.performers}?organizationId=${BEYOND}`,
  ])('when the query %s names an organization beyond any id, then 400 naming organizationId', async (url) => {
    const response = await app()
      .http()
      .get(url)
      .set('Cookie', await as(OWNER));

    expect([response.status, response.body]).toEqual([400, tooLarge('organizationId')]);
  });

  it.each([
    [API_PATHS.departments, { name: 'Far Bar', color: '#86cffd', organizationId: BEYOND }, 'organizationId'],
    [API_PATHS.adminPermissions, { userId: BEYOND, permissionLevel: 'user', organizationId: 1 }, 'userId'],
    [
      API_PATHS.bookings,
      { title: 'Solo - Far', date: '2040-01-01', time: '19:00', duration: 60, organizationId: BEYOND },
      'organizationId',
    ],
  ])('when %s gets an id beyond any stored one, then 400 naming the field', async (path, body, field) => {
    const response = await write('post', path, await as(OWNER)).send(body);

    expect([response.status, response.body]).toEqual([400, tooLarge(field)]);
  });

  it('when an id is the largest PostgreSQL stores, then it is only a missing row, not a limit', async () => {
    const response = await write('post', API_PATHS.departments, await as(OWNER)).send({
      name: 'Far Bar',
      color: '#86cffd',
      organizationId: LARGEST_STORED_INTEGER,
    });

    expect(response.status).toBe(404);
  });
});

describe('POST /api/auth/login with an oversized e-mail', () => {
  it('when the e-mail is 3 KB of random text, then 400 with the spec text on email and no attempt is stored', async () => {
    const email = `${incompressible(3_000)}@palmcove.test`;
    const attemptsBefore = await app().knex('login_attempts').count({ n: '*' }).first();

    const response = await sendJson(
      'POST',
      API_PATHS.login,
      JSON.stringify({ email, password: 'Portal-demo-1' }),
    );

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: VALIDATION_MESSAGES.emailMax,
      errors: [{ path: 'email', message: VALIDATION_MESSAGES.emailMax }],
    });
    expect(await app().knex('login_attempts').count({ n: '*' }).first()).toEqual(attemptsBefore);
  });

  it('when the e-mail is 255 characters, then it is only an unknown account', async () => {
    const email = `${'a'.repeat(255 - '@palmcove.test'.length)}@palmcove.test`;

    const response = await sendJson(
      'POST',
      API_PATHS.login,
      JSON.stringify({ email, password: 'Portal-demo-1' }),
    );

    expect(response.status).toBe(401);
  });
});
