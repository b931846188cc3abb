import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { API_PATHS } from '../../../contract';
import { createApp, type PortalApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { createLogger } from '../../../platform/logger';
import { seedDemoData } from '../../../seed/demo-data';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';
import { TEST_ORIGIN } from '../../../test-support/test-app';
import { DEMO_PASSWORD, sessionCookie, sessionTokenOf } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

type LogLine = Record<string, unknown>;

/** Every JSON line the app logs, and a way to wait for one (no sleeps). */
function logCapture() {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const waiters: { matches(line: LogLine): boolean; resolve(line: LogLine): void }[] = [];
  return {
    lines,
    raw,
    write(text: string) {
      raw.push(text);
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.matches(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    },
    waitFor(matches: (line: LogLine) => boolean): Promise<LogLine> {
      const present = lines.find(matches);
      if (present) return Promise.resolve(present);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}

const capture = logCapture();
let testDatabase: TestDatabase;
let portal: PortalApp;
let server: http.Server;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const logger = createLogger('debug', capture);
  await seedDemoData(testDatabase.database.knex, createLogger('silent'));
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: TEST_ORIGIN, TRUST_PROXY: 'true' });
  portal = createApp({ config, logger, database: testDatabase.database });
  server = http.createServer(portal.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await portal.close();
  await testDatabase.destroy();
}, DATABASE_HOOK_TIMEOUT_MS);

function accessLineOf(requestId: string): Promise<LogLine> {
  return capture.waitFor((line) => line.reqId === requestId && line.msg === 'request');
}

describe('request logs', () => {
  it('when a user signs in and reads, then each request line carries the request id, the route template and the actor', async () => {
    const signIn = await request(server)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'lobby@palmcove.test', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);

    const read = await request(server).get(API_PATHS.organizationDepartments(1)).set('Cookie', cookie);

    expect(read.status).toBe(200);
    const line = await accessLineOf(String(read.headers['x-request-id']));
    const user = signIn.body as { user: { id: number } };
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/organizations/:id/departments',
      status: 200,
      actor: { userId: user.user.id, role: 'user' },
      durationMs: expect.any(Number),
    });
    const loginLine = await accessLineOf(String(signIn.headers['x-request-id']));
    expect(loginLine).toMatchObject({ route: '/api/auth/login', status: 200, actor: null });
  });

  it('when passwords, cookies and session tokens pass through, then no log line holds them', async () => {
    const secretPassword = 'Never-Logged-Secret-9';
    const failed = await request(server)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'dusk@palmcove.test', password: secretPassword });
    expect(failed.status).toBe(401);
    const signIn = await request(server)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'owner@encore.test', password: DEMO_PASSWORD });
    const cookie = sessionCookie(signIn);
    const token = sessionTokenOf(cookie);
    const logout = await request(server)
      .post(API_PATHS.logout)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie);
    await accessLineOf(String(logout.headers['x-request-id']));
    // A malformed body makes the error path log too.
    await request(server)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send(`{"password": "${secretPassword}",`);

    const everything = capture.raw.join('\n');
    expect(everything).not.toContain(secretPassword);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('bp_session=');
  });

  it('when a client goes away mid-request, then it is logged as 499 at info level, not as an error', async () => {
    const { port } = server.address() as AddressInfo;
    const requestId = 'client-gone-1';
    const clientRequest = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: API_PATHS.login,
      headers: {
        Origin: TEST_ORIGIN,
        'Content-Type': 'application/json',
        'Content-Length': '5000',
        'x-request-id': requestId,
      },
    });
    clientRequest.on('error', () => undefined);
    const received = new Promise((resolve) => server.once('request', resolve));
    clientRequest.write('{"email": "lobby@palmcove.test", ');
    await received;
    clientRequest.destroy();

    const line = await accessLineOf(requestId);

    expect(line).toMatchObject({ level: 30, status: 499, method: 'POST' });
    const errors = capture.lines.filter((entry) => entry.reqId === requestId && Number(entry.level) >= 50);
    expect(errors).toEqual([]);
  });
});
