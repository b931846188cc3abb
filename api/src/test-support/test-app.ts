import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import request from 'supertest';
import { createApp, type PortalApp } from '../app';
import { loadConfig, type AppConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { answerCheckOf, checkedAgent } from './checked-answers';
import {
  createSeededTestDatabase,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from './test-database';

/** The portal origin the test apps are configured with; browsers' requests carry it as Origin. */
export const TEST_ORIGIN = 'http://portal.test';

export interface TestAppOptions {
  /** Extra environment variables (as the process would read them). */
  env?: Record<string, string>;
  /** Load the demo data of docs/ARCHITECTURE.md section 5. */
  seed?: boolean;
}

export interface TestApp {
  /**
   * supertest bound to a listening server running createApp(); every answer is checked against the
   * app's OpenAPI document (checked-answers.ts), so a request whose answer it does not describe fails.
   */
  http: () => ReturnType<typeof request>;
  knex: Knex;
  config: Readonly<AppConfig>;
  portal: PortalApp;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/**
 * createApp() on a fresh migrated database, listening on an ephemeral port. TRUST_PROXY is on so
 * a test can present its own client address with X-Forwarded-For; WEB_ROOT points at an empty
 * directory unless a test gives one (no front-end build needed).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await (options.seed ? createSeededTestDatabase() : createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: TEST_ORIGIN,
    TRUST_PROXY: 'true',
    WEB_ROOT: path.join(os.tmpdir(), 'bp-no-front-end-build'),
    ...options.env,
  });
  const logger = createLogger('silent');
  const portal = createApp({ config, logger, database: testDatabase.database });
  const server = http.createServer(portal.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const checkAnswer = answerCheckOf(() => portal.routes);
  return {
    http: () => checkedAgent(request(server), checkAnswer),
    knex: testDatabase.database.knex,
    config,
    portal,
    testDatabase,
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await portal.close();
      await testDatabase.destroy();
    },
  };
}

/** One test app for the whole test file: started before its tests, closed after them. */
export function provideTestApp(options: TestAppOptions = {}): () => TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await started?.close();
  }, DATABASE_HOOK_TIMEOUT_MS);
  return () => {
    if (!started) throw new Error('The test app is used before beforeAll started it');
    return started;
  };
}
