import { startApiProcess, type ApiProcess } from '../test-support/api-process';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../test-support/test-database';

/** Starting an API process from source on a busy machine: generous, it is not a measurement. */
jest.setTimeout(Math.max(API_TEST_TIMEOUT_MS, 90_000));

/** A migration whose table exists: left pending, a start that migrated would fail on it. */
const LEFT_PENDING = '20250601000500_telemetry_logs';

// The API process needs a server it can reach by URL: the PostgreSQL pass only.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('the API start with MIGRATE_ON_START off', () => {
  let testDatabase: TestDatabase;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await api?.stop();
    await testDatabase.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when a migration is pending, then the process does not apply it, says how many are pending, and is ready', async () => {
    const { knex } = testDatabase.database;
    await knex('knex_migrations').where({ name: LEFT_PENDING }).delete();

    // Resolves only once /readyz answers 200.
    api = await startApiProcess(testDatabase.url ?? '', { MIGRATE_ON_START: 'off' });

    expect(await knex('knex_migrations').where({ name: LEFT_PENDING }).select('name')).toEqual([]);
    expect(api.output()).toContain('"pending":1');
    expect(api.output()).toContain('MIGRATE_ON_START is off');
  });
});
