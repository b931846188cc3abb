import http from 'node:http';
import request from 'supertest';
import { createApp, type PortalApp } from '../../../app';
import { API_PATHS } from '../../../contract';
import { loadConfig } from '../../../platform/config';
import { openDatabase, type Database } from '../../../platform/db';
import { createLogger } from '../../../platform/logger';
import { seedDemoData } from '../../../seed/demo-data';
import { DEMO_PASSWORD } from '../../../test-support/sessions';
import { TEST_ORIGIN } from '../../../test-support/test-app';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** Two replicas share one database only on a PostgreSQL server; PGlite is one in-process connection. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

const MONTH = `${API_PATHS.bookings}?organizationId=1&from=2036-04-01&to=2036-04-30`;

onPostgres('conditional reads served by two replicas of one database', () => {
  let testDatabase: TestDatabase;
  const databases: Database[] = [];
  const replicas: { portal: PortalApp; server: http.Server }[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const url = testDatabase.url;
    if (url === null) throw new Error('a PostgreSQL test database was expected');
    const logger = createLogger('silent');
    await seedDemoData(testDatabase.database.knex, logger);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: TEST_ORIGIN });
    for (let replica = 0; replica < 2; replica += 1) {
      // Each replica has its own connection pool, as separate processes would.
      const database = openDatabase({ kind: 'postgres', url }, logger);
      databases.push(database);
      const portal = createApp({ config, logger, database });
      const server = http.createServer(portal.app.callback());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      replicas.push({ portal, server });
    }
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    for (const { portal, server } of replicas) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await portal.close();
    }
    for (const database of databases) await database.close();
    await testDatabase?.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  function replica(index: number) {
    const served = replicas[index];
    if (!served) throw new Error(`no replica ${index}`);
    return request(served.server);
  }

  it("when a booking is written through one replica, then the other's tag for the month changes at once; unchanged, both answer 304 to the same tag", async () => {
    const signedIn = await replica(0)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .send({ email: 'owner@encore.test', password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[])
      .map((line) => line.split(';')[0])
      .join('; ');

    const first = await replica(1).get(MONTH).set('Cookie', cookie);
    expect(first.status).toBe(200);
    const tag = String(first.headers.etag);
    expect((await replica(0).get(MONTH).set('Cookie', cookie).set('If-None-Match', tag)).status).toBe(304);
    expect((await replica(1).get(MONTH).set('Cookie', cookie).set('If-None-Match', tag)).status).toBe(304);

    const created = await replica(0)
      .post(API_PATHS.bookings)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', cookie)
      .send({
        title: 'Solo - Replica',
        date: '2036-04-10',
        time: '19:00',
        duration: 60,
        department: 'Lobby Bar',
        organizationId: 1,
        notifyPerformers: 'none',
      });
    expect(created.status).toBe(201);

    const after = await replica(1).get(MONTH).set('Cookie', cookie).set('If-None-Match', tag);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect((after.body as { title: string }[]).map((booking) => booking.title)).toContain('Solo - Replica');
    expect(
      (await replica(0).get(MONTH).set('Cookie', cookie).set('If-None-Match', String(after.headers.etag)))
        .status,
    ).toBe(304);
  });
});
