import http from 'node:http';
import request from 'supertest';
import { createApp } from '../../../app';
import { AUTH_MESSAGES } from '../../../contract';
import { loadConfig, type AppConfig } from '../../config';
import { openDatabase, type Database } from '../../db';
import { createLogger } from '../../logger';
import { startTcpProxy, type TcpProxy } from '../../../test-support/tcp-proxy';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const logger = createLogger('silent');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

function serve(
  database: Database,
  settings: Readonly<AppConfig> = config,
): {
  server: http.Server;
  get: (path: string) => ReturnType<ReturnType<typeof request>['get']>;
} {
  const server = http.createServer(createApp({ config: settings, logger, database }).app.callback());
  return { server, get: (path) => request(server).get(path) };
}

/** Asks until the answer has the wanted status (the pool reconnects on its own), at most `tries` times. */
async function eventually(ask: () => Promise<number>, wanted: number, tries = 20): Promise<number> {
  let status = await ask();
  for (let attempt = 1; attempt < tries && status !== wanted; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await ask();
  }
  return status;
}

describe('health and readiness', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await testDatabase.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when the database is reachable and migrated, then /healthz and /readyz answer 200', async () => {
    const { get } = serve(testDatabase.database);

    const health = await get('/healthz');
    const ready = await get('/readyz');

    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('when a migration is pending, then /readyz answers 503', async () => {
    await testDatabase.database.knex('knex_migrations').where('name', 'like', '%_telemetry_logs').delete();
    const { get } = serve(testDatabase.database);

    const ready = await get('/readyz');

    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ message: AUTH_MESSAGES.serviceUnavailable });
    await testDatabase.database
      .knex('knex_migrations')
      .insert({ name: '20250601000500_telemetry_logs', batch: 1, migrationTime: new Date().toISOString() });
    expect((await get('/readyz')).status).toBe(200);
  });

  it('when MIGRATE_ON_START is off and a migration is pending, then /readyz answers 200: the migrate step owns the schema', async () => {
    const { knex } = testDatabase.database;
    await knex('knex_migrations').where('name', 'like', '%_telemetry_logs').delete();
    try {
      const { get } = serve(
        testDatabase.database,
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MIGRATE_ON_START: 'off' }),
      );

      const ready = await get('/readyz');

      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready' });
    } finally {
      await knex('knex_migrations').insert({
        name: '20250601000500_telemetry_logs',
        batch: 1,
        migrationTime: new Date().toISOString(),
      });
    }
  });

  it('when the database has gone away, then /readyz and API calls answer 503 while /healthz stays 200', async () => {
    const { get } = serve(testDatabase.database);
    await testDatabase.destroy();

    const ready = await get('/readyz');
    const api = await get('/api/organizations');

    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ message: AUTH_MESSAGES.serviceUnavailable });
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ message: AUTH_MESSAGES.serviceUnavailable });
    expect(api.text).not.toMatch(/select|insert|at .*\.ts/i);
    expect((await get('/healthz')).status).toBe(200);
    const notMigrating = serve(
      testDatabase.database,
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MIGRATE_ON_START: 'off' }),
    );
    expect((await notMigrating.get('/readyz')).status).toBe(503);
  });
});

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('readiness across a database outage (PostgreSQL server)', () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const direct = new URL(testDatabase.url ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    direct.host = `127.0.0.1:${proxy.port}`;
    proxied = openDatabase({ kind: 'postgres', url: direct.toString() }, logger);
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await proxied.close();
    await proxy.stop().catch(() => undefined);
    await testDatabase.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when the server becomes unreachable, then /readyz answers 503, and 200 again once it is back, without a restart', async () => {
    const { get } = serve(proxied);
    expect((await get('/readyz')).status).toBe(200);

    await proxy.stop();
    expect(await eventually(async () => (await get('/readyz')).status, 503)).toBe(503);

    await proxy.start();
    expect(await eventually(async () => (await get('/readyz')).status, 200)).toBe(200);
  });
});
