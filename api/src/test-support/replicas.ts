import http from 'node:http';
import request from 'supertest';
import { createApp, type PortalApp } from '../app';
import { loadConfig } from '../platform/config';
import { openDatabase, type Database } from '../platform/db';
import { createLogger } from '../platform/logger';
import { answerCheckOf, checkedAgent } from './checked-answers';
import { TEST_ORIGIN } from './test-app';
import { createSeededTestDatabase, DATABASE_HOOK_TIMEOUT_MS, type TestDatabase } from './test-database';

export interface TestReplicas {
  /** The shared database, for reading what the replicas wrote. */
  database(): TestDatabase;
  /**
   * An HTTP client of one replica (its answers checked against the document, as the test app's are);
   * indexes past the last wrap around, so a loop can alternate.
   */
  http(index: number): ReturnType<typeof request>;
}

/**
 * Two portals, each with its own connection pool as separate processes would have, serving one
 * demo-seeded PostgreSQL database over real HTTP: made before the file's tests and closed after.
 * Only a PostgreSQL server can be shared so; call it inside a describe that skips on PGlite.
 */
export function provideReplicas(options: { env?: Record<string, string> } = {}): TestReplicas {
  let testDatabase: TestDatabase | undefined;
  const databases: Database[] = [];
  const replicas: { portal: PortalApp; server: http.Server }[] = [];
  // The replicas run the same code: one document checks both.
  const checkAnswer = answerCheckOf(() => replicas[0]?.portal.routes ?? []);

  beforeAll(async () => {
    testDatabase = await createSeededTestDatabase();
    const url = testDatabase.url;
    if (url === null) throw new Error('a PostgreSQL test database was expected');
    const logger = createLogger('silent');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_ORIGIN: TEST_ORIGIN,
      ...options.env,
    });
    for (let replica = 0; replica < 2; replica += 1) {
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

  return {
    database() {
      if (!testDatabase) throw new Error('the replicas are made in beforeAll');
      return testDatabase;
    },
    http(index) {
      const served = replicas[index % replicas.length];
      if (!served) throw new Error(`no replica ${index}`);
      return checkedAgent(request(served.server), checkAnswer);
    },
  };
}
