import { startApiProcess, type ApiProcess } from '../../../test-support/api-process';
import { until } from '../../../test-support/deadline';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import {
  createTestDatabase,
  DATABASE_HOOK_TIMEOUT_MS,
  type TestDatabase,
} from '../../../test-support/test-database';
import { composeMail, queueMail } from '..';

/** The outage the issue asks for, plus two API starts and the drain afterwards. */
const OUTAGE_MS = 2 * 60_000;
jest.setTimeout(OUTAGE_MS + 3 * 60_000);

/** API processes share a database only on a PostgreSQL server. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const MAILS_BEFORE_CRASH = 20;
const MAILS_WHILE_DOWN = 20;
/** A retry a second after a failure, doubling to at most 5 s: the server is tried soon after it returns. */
const MAIL_SETTINGS = { MAIL_POLL_MS: '250', MAIL_RETRY_BASE_MS: '1000', MAIL_RETRY_MAX_MS: '5000' };
/** Only ends a wait that would otherwise never end. */
const WAIT_DEADLINE_MS = 60_000;

onPostgres('mail across an SMTP outage and a crash of the API', () => {
  let testDatabase: TestDatabase;
  let api: ApiProcess | undefined;
  let catcher: MailCatcher | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await api?.stop();
    await catcher?.stop();
    await testDatabase?.destroy();
  }, DATABASE_HOOK_TIMEOUT_MS);

  async function queueMails(prefix: string, count: number): Promise<string[]> {
    const keys: string[] = [];
    const bodies = composeMail({ greeting: 'Hello,', paragraphs: ['Your bookings changed.'] });
    for (let index = 0; index < count; index += 1) {
      const key = `${prefix}:${index}`;
      keys.push(key);
      await queueMail(testDatabase.database.knex, {
        idempotencyKey: key,
        kind: 'performer_digest',
        to: `${prefix}-${index}@palmcove.test`,
        subject: `Bookings ${prefix} ${index}`,
        ...bodies,
      });
    }
    return keys;
  }

  async function attemptsOf(keys: readonly string[]): Promise<number[]> {
    const rows: { attempts: number }[] = await testDatabase.database
      .knex('mail_outbox')
      .whereIn('idempotency_key', keys)
      .select('attempts');
    return rows.map((row) => row.attempts);
  }

  it('when the SMTP server is down for 2 minutes and the API is killed (SIGKILL) meanwhile, then once the server is back every queued mail arrives exactly once', async () => {
    const url = testDatabase.url;
    if (url === null) throw new Error('a PostgreSQL test database was expected');
    // The server's address, then the server gone: connections to it are refused.
    const probe = await startMailCatcher();
    const smtpPort = probe.port;
    await probe.stop();
    const outageStartedAt = Date.now();
    const settings = { ...MAIL_SETTINGS, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    api = await startApiProcess(url, settings);

    const beforeCrash = await queueMails('before-crash', MAILS_BEFORE_CRASH);
    // The worker keeps trying while the server is away.
    await until('every mail was tried twice', WAIT_DEADLINE_MS, async () =>
      (await attemptsOf(beforeCrash)).every((attempts) => attempts >= 2),
    );
    const crashed = api;
    crashed.signal('SIGKILL');
    expect(await crashed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Queued while no API runs at all (another replica's write, say).
    const whileDown = await queueMails('while-down', MAILS_WHILE_DOWN);
    api = await startApiProcess(url, settings);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, outageStartedAt + OUTAGE_MS - Date.now())),
    );
    const rows: { status: string }[] = await testDatabase.database.knex('mail_outbox').select('status');
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'queued'));
    catcher = await startMailCatcher({ port: smtpPort });
    const backAt = Date.now();

    const expected = [...beforeCrash, ...whileDown];
    await until(
      'every mail arrived',
      WAIT_DEADLINE_MS,
      async () => catcher?.mails.length === expected.length,
    );
    const deliveredWithinMs = Date.now() - backAt;
    // Long enough for a second delivery of anything to show up.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    expect(catcher.mails).toHaveLength(expected.length);
    const messageIds = catcher.mails.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(expected.length);
    expect(new Set(catcher.mails.flatMap((mail) => mail.recipients))).toEqual(
      new Set([
        ...beforeCrash.map((key) => `${key.replace(':', '-')}@palmcove.test`),
        ...whileDown.map((key) => `${key.replace(':', '-')}@palmcove.test`),
      ]),
    );
    const outbox: { status: string; count: number }[] = await testDatabase.database
      .knex('mail_outbox')
      .groupBy('status')
      .select('status', testDatabase.database.knex.raw('count(*)::int AS count'));
    expect(outbox).toEqual([{ status: 'sent', count: expected.length }]);
    // The retries were a few seconds apart when the server came back, not minutes.
    expect(deliveredWithinMs).toBeLessThan(15_000);
  });
});
