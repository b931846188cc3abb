import http from 'node:http';
import request from 'supertest';
import { answerCheckOf, checkedAgent } from '../../../test-support/checked-answers';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp();

/** What a wrong API would answer: fixed bodies at the real routes' addresses. */
const WRONG_ANSWERS: Record<string, { status: number; type: string; body: string }> = {
  '/api/bookings/12': { status: 200, type: 'application/json', body: '{"id":12,"title":"Half a booking"}' },
  '/api/change-sets/undoable': { status: 200, type: 'application/json', body: '[{"id":"3"}]' },
  '/api/organizations': { status: 200, type: 'application/json', body: '[]' },
  '/api/bookings.csv': { status: 200, type: 'text/csv', body: 'not,checked\n' },
  '/api/departments/4': { status: 418, type: 'application/json', body: '{"message":"teapot"}' },
  '/not-a-route': { status: 200, type: 'application/json', body: '{"anything":true}' },
  '/api/departments/5': {
    status: 500,
    type: 'application/json',
    body: '{"message":"Failed","stack":"at x"}',
  },
  '/api/departments/6': { status: 503, type: 'application/json', body: '{"message":"Try again later"}' },
};

let server: http.Server | undefined;

beforeAll(async () => {
  server = http.createServer((incoming, answer) => {
    const wrong = WRONG_ANSWERS[new URL(incoming.url ?? '/', 'http://test').pathname];
    answer.writeHead(wrong?.status ?? 404, { 'Content-Type': wrong?.type ?? 'text/plain' });
    answer.end(wrong?.body ?? '');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

/** supertest on the wrong API, checked against the real app's document. */
function wrongApi() {
  if (!server) throw new Error('the wrong API is started in beforeAll');
  return checkedAgent(
    request(server),
    answerCheckOf(() => app().portal.routes),
  );
}

describe("the test app's answer check", () => {
  it('when an answer misses documented fields, then the request fails naming the route, status and field', async () => {
    await expect(wrongApi().get('/api/bookings/12')).rejects.toThrow(
      /GET \/api\/bookings\/\{id\} 200: \(body\) must have required property 'date'/,
    );
  });

  it("when a literal route shares a template route's head, then the literal one is checked", async () => {
    await expect(wrongApi().get('/api/change-sets/undoable')).rejects.toThrow(
      /GET \/api\/change-sets\/undoable 200: \/0\/id must be integer/,
    );
  });

  it('when a status is not documented for the route, then the request fails naming it', async () => {
    await expect(wrongApi().get('/api/departments/4')).rejects.toThrow(
      'GET /api/departments/{id}: status 418 is not documented',
    );
  });

  it("when a server failure's body says more than the error body, then the request fails naming the field", async () => {
    await expect(wrongApi().get('/api/departments/5')).rejects.toThrow(
      /GET \/api\/departments\/\{id\} 500: \(body\) must NOT have additional properties/,
    );
    expect((await wrongApi().get('/api/departments/6')).status).toBe(503);
  });

  it('when the answer is documented, not JSON, or of no registered route, then it passes', async () => {
    expect((await wrongApi().get('/api/organizations')).status).toBe(200);
    expect((await wrongApi().get('/api/bookings.csv')).text).toBe('not,checked\n');
    expect((await wrongApi().get('/not-a-route')).status).toBe(200);
  });

  it('when a test asserts with .expect and .end, then the check reaches the callback too', async () => {
    const error = await new Promise<unknown>((resolve) => {
      wrongApi()
        .get('/api/bookings/12')
        .expect(200)
        .end((failure) => resolve(failure));
    });
    expect(String(error)).toMatch(/GET \/api\/bookings\/\{id\} 200/);
  });
});
