import { createApp, type PortalApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { openDatabase, type Database } from '../../../platform/db';
import { createLogger } from '../../../platform/logger';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import {
  API_TEST_TIMEOUT_MS,
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';
import { composeMail, queueMail } from '..';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** Several replicas share one database only on a PostgreSQL server; PGlite is one in-process connection. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const REPLICAS = 3;
const MAILS = 150;

onPostgres('mail delivery by several replicas on one database', () => {
  let testDatabase: TestDatabase;
  let catcher: MailCatcher;
  const databases: Database[] = [];
  const replicas: PortalApp[] = [];

  beforeAll(async () => {
    catcher = await startMailCatcher();
    testDatabase = await createTestDatabase();
    const url = testDatabase.url;
    if (url === null) throw new Error('a PostgreSQL test database was expected');
    const logger = createLogger('silent');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: catcher.url });
    for (let replica = 0; replica < REPLICAS; replica += 1) {
      // Each replica has its own connection pool, as separate processes would.
      const database = openDatabase({ kind: 'postgres', url }, logger);
      databases.push(database);
      replicas.push(createApp({ config, logger, database }));
    }
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    for (const replica of replicas) await replica.close();
    for (const database of databases) await database.close();
    await testDatabase?.destroy();
    await catcher?.stop();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when the replicas drain the same outbox at once, then every mail is sent exactly once', async () => {
    const bodies = composeMail({ greeting: 'Hello,', paragraphs: ['Your bookings changed.'] });
    for (let index = 0; index < MAILS; index += 1) {
      await queueMail(testDatabase.database.knex, {
        idempotencyKey: `replicas:${index}`,
        kind: 'performer_digest',
        to: `performer-${index}@palmcove.test`,
        subject: `Digest ${index}`,
        ...bodies,
      });
    }

    const results = await Promise.all(replicas.map((replica) => replica.mail.deliverDue()));

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(MAILS);
    expect(results.every((result) => result.retried === 0 && result.failed === 0)).toBe(true);
    // The work was shared: more than one replica sent mail.
    expect(results.filter((result) => result.sent > 0).length).toBeGreaterThan(1);
    expect(catcher.mails).toHaveLength(MAILS);
    expect(new Set(catcher.mails.map((mail) => mail.messageId)).size).toBe(MAILS);
    expect(new Set(catcher.mails.map((mail) => mail.recipients.join())).size).toBe(MAILS);
    const rows: { status: string; attempts: number; count: number }[] = await testDatabase.database
      .knex('mail_outbox')
      .groupBy('status', 'attempts')
      .select('status', 'attempts', testDatabase.database.knex.raw('count(*)::int AS count'));
    expect(rows).toEqual([{ status: 'sent', attempts: 1, count: MAILS }]);
  });
});
