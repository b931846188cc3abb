import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { composeMail, queueMail, type OutgoingMail } from '..';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;
let catcher: MailCatcher;
/** The reply the catcher gives to mail for an address (accepted when absent). */
const refusals = new Map<string, number>();

beforeAll(async () => {
  catcher = await startMailCatcher({ refuseWith: (recipients) => refusals.get(recipients[0] ?? '') });
  app = await startTestApp({
    env: {
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Palm Cove Bookings <bookings@palmcove.test>',
      MAIL_RETRY_BASE_MS: '60000',
      MAIL_RETRY_MAX_MS: '3600000',
    },
  });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await catcher?.stop();
});

function mailTo(to: string, key: string, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  const bodies = composeMail({
    greeting: 'Hello Alex,',
    paragraphs: ['Your link: https://portal.test/reset-password#token=secret-token'],
  });
  return {
    idempotencyKey: key,
    kind: 'password_reset',
    to,
    subject: 'Reset your password',
    ...bodies,
    ...extra,
  };
}

interface OutboxRow {
  status: string;
  attempts: number;
  textBody: string;
  htmlBody: string;
  attachments: unknown;
  lastError: string | null;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  sentAt: Date | null;
  failedAt: Date | null;
}

async function outboxRow(key: string): Promise<OutboxRow> {
  const row: OutboxRow | undefined = await app.knex('mail_outbox').where({ idempotency_key: key }).first();
  if (!row) throw new Error(`no outbox row ${key}`);
  return row;
}

function isTime(value: Date | null): boolean {
  return value !== null && !Number.isNaN(new Date(value).getTime());
}

/** Moves the mail's next try to now (instead of waiting out the backoff). */
async function makeDue(key: string): Promise<void> {
  await app
    .knex('mail_outbox')
    .where({ idempotency_key: key })
    .update({ next_attempt_at: app.knex.fn.now() });
}

describe('mail delivery', () => {
  it('when a queued mail is delivered, then the SMTP server gets its text, HTML and attachment with a Message-ID from its key, and the row keeps no body', async () => {
    await queueMail(
      app.knex,
      mailTo('alex@palmcove.test', 'delivery:first', {
        kind: 'performer_digest',
        attachments: [
          {
            filename: 'bookings.ics',
            contentType: 'text/calendar',
            content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          },
        ],
      }),
    );

    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 1, retried: 0, failed: 0 });

    const [mail] = catcher.mailsTo('alex@palmcove.test');
    expect(mail?.parsed.subject).toBe('Reset your password');
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Palm Cove Bookings', address: 'bookings@palmcove.test' },
    ]);
    expect(mail?.parsed.text).toContain('https://portal.test/reset-password#token=secret-token');
    expect(mail?.parsed.html).toContain('https://portal.test/reset-password#token=secret-token');
    expect(mail?.messageId).toBe('<delivery=3Afirst@palmcove.test>');
    expect(mail?.parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['bookings.ics', 'text/calendar'],
    ]);
    const row = await outboxRow('delivery:first');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      textBody: '',
      htmlBody: '',
      lastError: null,
      leaseUntil: null,
    });
    expect(isTime(row.sentAt)).toBe(true);
    expect(JSON.stringify(row)).not.toContain('secret-token');
    // Nothing is due any more: a second pass sends nothing.
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(catcher.mailsTo('alex@palmcove.test')).toHaveLength(1);
  });

  it('when the same idempotency key is queued twice, then one mail is sent', async () => {
    await expect(queueMail(app.knex, mailTo('twice@palmcove.test', 'delivery:twice'))).resolves.toBe(true);
    await expect(queueMail(app.knex, mailTo('twice@palmcove.test', 'delivery:twice'))).resolves.toBe(false);

    await app.portal.mail.deliverDue();

    expect(catcher.mailsTo('twice@palmcove.test')).toHaveLength(1);
  });

  it('when the transaction that queued a mail rolls back, then nothing is sent', async () => {
    await app.knex
      .transaction(async (trx) => {
        await queueMail(trx, mailTo('rolled-back@palmcove.test', 'delivery:rolled-back'));
        throw new Error('the causing write failed');
      })
      .catch(() => undefined);

    await app.portal.mail.deliverDue();

    expect(catcher.mailsTo('rolled-back@palmcove.test')).toEqual([]);
    expect(await app.knex('mail_outbox').where({ idempotency_key: 'delivery:rolled-back' })).toEqual([]);
  });

  it('when the server answers 4xx, then the mail waits the retry base and is sent on a later pass with the same Message-ID', async () => {
    refusals.set('later@palmcove.test', 451);
    await queueMail(app.knex, mailTo('later@palmcove.test', 'delivery:later'));

    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await outboxRow('delivery:later');
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, leaseUntil: null });
    expect(waiting.lastError).toContain('451');
    expect(waiting.textBody).toContain('secret-token');
    const [{ waitSeconds }] = await app
      .knex('mail_outbox')
      .where({ idempotency_key: 'delivery:later' })
      .select(app.knex.raw('extract(epoch FROM next_attempt_at - now()) AS wait_seconds'));
    expect(Number(waitSeconds)).toBeGreaterThan(50);
    expect(Number(waitSeconds)).toBeLessThanOrEqual(60);
    // Not due yet: the next pass leaves it.
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 0 });

    await makeDue('delivery:later');
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 1, failed: 0 });
    const [{ waitSeconds: secondWait }] = await app
      .knex('mail_outbox')
      .where({ idempotency_key: 'delivery:later' })
      .select(app.knex.raw('extract(epoch FROM next_attempt_at - now()) AS wait_seconds'));
    // The second failure waits twice as long.
    expect(Number(secondWait)).toBeGreaterThan(110);
    expect(Number(secondWait)).toBeLessThanOrEqual(120);

    refusals.delete('later@palmcove.test');
    await makeDue('delivery:later');
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(catcher.mailsTo('later@palmcove.test').map((mail) => mail.messageId)).toEqual([
      '<delivery=3Alater@palmcove.test>',
    ]);
    expect(await outboxRow('delivery:later')).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('when the server answers 5xx, then the mail fails for good at once, keeping the reply and no body', async () => {
    refusals.set('nobody@palmcove.test', 550);
    await queueMail(app.knex, mailTo('nobody@palmcove.test', 'delivery:refused'));

    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 1 });

    const row = await outboxRow('delivery:refused');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, textBody: '', htmlBody: '' });
    expect(row.lastError).toContain('550');
    expect(isTime(row.failedAt)).toBe(true);
    await makeDue('delivery:refused');
    await expect(app.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('when a mail still cannot be sent 24 hours after it was queued, then it fails for good; younger ones keep waiting', async () => {
    const down = await startMailCatcher();
    const downUrl = down.url;
    await down.stop();
    const unreachable = await startTestApp({ env: { SMTP_URL: downUrl, MAIL_RETRY_BASE_MS: '60000' } });
    try {
      await queueMail(unreachable.knex, mailTo('old@palmcove.test', 'delivery:old'));
      await queueMail(unreachable.knex, mailTo('young@palmcove.test', 'delivery:young'));
      await unreachable
        .knex('mail_outbox')
        .where({ idempotency_key: 'delivery:old' })
        .update({ created_at: unreachable.knex.raw("now() - interval '24 hours 1 minute'") });

      await expect(unreachable.portal.mail.deliverDue()).resolves.toEqual({ sent: 0, retried: 1, failed: 1 });

      const rows: { idempotencyKey: string; status: string; lastError: string; textBody: string }[] =
        await unreachable
          .knex('mail_outbox')
          .orderBy('id')
          .select('idempotency_key', 'status', 'last_error', 'text_body');
      expect(rows.map((row) => [row.idempotencyKey, row.status])).toEqual([
        ['delivery:old', 'failed'],
        ['delivery:young', 'queued'],
      ]);
      expect(rows[0]?.lastError).toMatch(/ECONNECTION|ECONNREFUSED|ESOCKET/);
      expect(rows[0]?.textBody).toBe('');
      // The young mail's last try is due at the end of its window, not later.
      const [{ overWindow }] = await unreachable
        .knex('mail_outbox')
        .where({ idempotency_key: 'delivery:young' })
        .select(unreachable.knex.raw("next_attempt_at > created_at + interval '24 hours' AS over_window"));
      expect(overWindow).toBe(false);
    } finally {
      await unreachable.close();
    }
  });

  it('when mail is sent, retried, failed and waiting, then the Prometheus figures count them by kind and age the oldest waiting mail', async () => {
    await app.knex('mail_outbox').where({ idempotency_key: 'delivery:later' }).update({ status: 'sent' });
    refusals.set('waits@palmcove.test', 421);
    await queueMail(app.knex, mailTo('waits@palmcove.test', 'delivery:waits', { kind: 'invitation' }));
    await app
      .knex('mail_outbox')
      .where({ idempotency_key: 'delivery:waits' })
      .update({
        created_at: app.knex.raw("now() - interval '20 minutes'"),
      });
    await app.portal.mail.deliverDue();

    const text = await app.portal.metrics.registry.metrics();

    expect(text).toContain('mail_sent_total{kind="performer_digest"} 1');
    expect(text).toMatch(/mail_sent_total\{kind="password_reset"\} [2-9]/);
    expect(text).toContain('mail_failed_total{kind="password_reset"} 1');
    expect(text).toContain('mail_retries_total{kind="invitation"} 1');
    expect(text).toContain('mail_queued 1');
    const age = Number(/mail_oldest_queued_age_seconds (\d+(?:\.\d+)?)/.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(20 * 60);
    expect(age).toBeLessThan(21 * 60);
    refusals.delete('waits@palmcove.test');
  });
});
