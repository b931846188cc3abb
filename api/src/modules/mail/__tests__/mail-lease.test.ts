import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { claimDueMails, DELIVERY_LEASE_MS } from '../mail-outbox.repository';
import { composeMail, queueMail } from '..';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await startTestApp({
    env: { SMTP_URL: catcher.url, MAIL_FROM: 'Palm Cove Bookings <bookings@palmcove.test>' },
  });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

const KEY = 'lease:crashed-worker';
const RECIPIENT = 'lease@palmcove.test';

interface LeaseState {
  status: string;
  attempts: number;
  /** Seconds from `since` to the lease's end, as the database counts them. */
  leaseSeconds: number | null;
}

async function leaseState(since: string): Promise<LeaseState> {
  const row: { status: string; attempts: number | string; leaseSeconds: number | string | null } | undefined =
    await app
      .knex('mail_outbox')
      .first(
        'status',
        'attempts',
        app.knex.raw('extract(epoch from lease_until - ?::timestamptz) as "leaseSeconds"', [since]),
      )
      .where({ idempotency_key: KEY });
  if (!row) throw new Error(`no outbox row ${KEY}`);
  return {
    status: row.status,
    attempts: Number(row.attempts),
    leaseSeconds: row.leaseSeconds === null ? null : Number(row.leaseSeconds),
  };
}

/** The database's clock, as text that keeps its microseconds. */
async function databaseNow(): Promise<string> {
  const row: { now: string } | undefined = await app.knex.first(app.knex.raw(`now()::text as now`));
  if (!row) throw new Error('no time from the database');
  return row.now;
}

/** Moves the row's lease end relative to the database's clock (instead of waiting for it). */
async function setLeaseEnd(secondsFromNow: number): Promise<void> {
  await app
    .knex('mail_outbox')
    .where({ idempotency_key: KEY })
    .update({ lease_until: app.knex.raw('now() + make_interval(secs => ?)', [secondsFromNow]) });
}

describe('mail outbox lease', () => {
  it('when a worker claimed a mail and stopped before marking it, then no claim takes it while its 2-minute lease runs, and the next claim after the lease takes it and sends it once', async () => {
    await queueMail(app.knex, {
      idempotencyKey: KEY,
      kind: 'password_reset',
      to: RECIPIENT,
      subject: 'Reset your password',
      ...composeMail({ greeting: 'Hello,', paragraphs: ['Your link.'] }),
    });

    // The first worker claims it and is gone before it sends or marks anything.
    const beforeClaim = await databaseNow();
    const claimed = await claimDueMails(app.knex, 10);
    const afterClaim = await databaseNow();
    expect(claimed.map((mail) => [mail.idempotencyKey, mail.attempts])).toEqual([[KEY, 1]]);
    const leaseSeconds = DELIVERY_LEASE_MS / 1000;
    const fromBefore = await leaseState(beforeClaim);
    const fromAfter = await leaseState(afterClaim);
    // The lease ends 2 minutes after the claim's own moment, which lies between the two readings.
    expect(fromBefore.leaseSeconds).toBeGreaterThanOrEqual(leaseSeconds);
    expect(fromAfter.leaseSeconds).toBeLessThanOrEqual(leaseSeconds);

    // While it runs, neither another claim nor a delivery pass takes the mail.
    await expect(claimDueMails(app.knex, 10)).resolves.toEqual([]);
    await setLeaseEnd(1);
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(catcher.mailsTo(RECIPIENT)).toHaveLength(0);
    expect(await leaseState(afterClaim)).toMatchObject({ status: 'queued', attempts: 1 });

    // Once it has run out, the next pass claims it (a second attempt) and sends it, once.
    await setLeaseEnd(-1);
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(catcher.mailsTo(RECIPIENT)).toHaveLength(1);
    expect(await leaseState(afterClaim)).toEqual({ status: 'sent', attempts: 2, leaseSeconds: null });
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});
