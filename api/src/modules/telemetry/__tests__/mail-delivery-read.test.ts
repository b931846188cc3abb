import { API_PATHS, type MailDeliveryDto, type SystemHealthDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';
import { startMailCatcher, type MailCatcher } from '../../../test-support/mail-catcher';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/**
 * The dashboard's view of the mail outbox: the System Health issue for late mail and the Mail
 * Delivery read listing mails that failed for good. Mail really goes to a test SMTP server that
 * refuses some addresses for good (550) and others for now (451).
 */
let catcher: MailCatcher | undefined;
let testApp: TestApp | undefined;
function app(): TestApp {
  if (!testApp) throw new Error('The test app is used before beforeAll started it');
  return testApp;
}
const { as } = actingAs(app);
const OWNER = 'owner@encore.test';

beforeAll(async () => {
  catcher = await startMailCatcher({
    refuseWith: ([recipient]) =>
      recipient?.startsWith('gone') ? 550 : recipient?.startsWith('busy') ? 451 : undefined,
  });
  testApp = await startTestApp({ seed: true, env: { TELEMETRY_HTTP: 'off', SMTP_URL: catcher.url } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await testApp?.close();
  await catcher?.stop();
}, DATABASE_HOOK_TIMEOUT_MS);

beforeEach(async () => {
  await app().knex('mail_outbox').delete();
});

async function read<T>(path: string): Promise<T> {
  const response = await app()
    .http()
    .get(path)
    .set('Cookie', await as(OWNER));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return response.body as T;
}

async function queue(to: string, key: string, organizationId: number | null, minutesAgo = 0): Promise<void> {
  // A row as the mail module's queueMail writes it (telemetry only reads the outbox through app.ts).
  await app()
    .knex('mail_outbox')
    .insert({
      idempotency_key: key,
      kind: 'invitation',
      recipient: to,
      subject: `Invitation for ${to}`,
      text_body: 'Hello, you were invited.',
      html_body: '<p>Hello, you were invited.</p>',
      organization_id: organizationId,
    });
  if (minutesAgo > 0) {
    await app()
      .knex('mail_outbox')
      .where({ idempotency_key: key })
      .update({ created_at: app().knex.raw('now() - make_interval(mins => ?)', [minutesAgo]) });
  }
}

describe('GET /api/admin/mail-delivery', () => {
  it('when mails failed for good, then the owner sees each newest first with recipient, kind, subject, organization, times and the last reply; queued ones are counted', async () => {
    await queue('gone-first@palmcove.test', 'read:gone-first', 1);
    await queue('gone-second@provider.test', 'read:gone-second', null);
    await queue('busy@palmcove.test', 'read:busy', 1, 3);
    await queue('fine@palmcove.test', 'read:fine', 1);

    await app().portal.mail.deliverDue();
    const answer = await read<MailDeliveryDto>(API_PATHS.adminMailDelivery);

    expect(answer.queued).toBe(1);
    expect(answer.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(180);
    expect(answer.oldestQueuedAgeSeconds).toBeLessThan(240);
    expect(answer.failed.map((mail) => mail.recipient).sort()).toEqual([
      'gone-first@palmcove.test',
      'gone-second@provider.test',
    ]);
    const first = answer.failed.find((mail) => mail.recipient === 'gone-first@palmcove.test');
    expect(first).toEqual({
      id: expect.any(Number),
      recipient: 'gone-first@palmcove.test',
      kind: 'invitation',
      subject: 'Invitation for gone-first@palmcove.test',
      organization: { id: 1, name: expect.any(String) },
      queuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
    expect(
      answer.failed.find((mail) => mail.recipient === 'gone-second@provider.test')?.organization,
    ).toBeNull();
    const failedTimes = answer.failed.map((mail) => mail.failedAt);
    expect(failedTimes).toEqual([...failedTimes].sort().reverse());
  });

  it('when nothing was queued, then the read answers zeros and an empty list', async () => {
    expect(await read<MailDeliveryDto>(API_PATHS.adminMailDelivery)).toEqual({
      queued: 0,
      oldestQueuedAgeSeconds: 0,
      failed: [],
    });
  });

  it.each(['admin@encore.test', 'manager@palmcove.test', 'lobby@palmcove.test'])(
    "when %s asks, then 403: the dashboard is the owner's",
    async (email) => {
      const response = await app()
        .http()
        .get(API_PATHS.adminMailDelivery)
        .set('Cookie', await as(email));
      expect(response.status).toBe(403);
    },
  );

  it('when nobody is signed in, then 401', async () => {
    expect((await app().http().get(API_PATHS.adminMailDelivery)).status).toBe(401);
  });
});

describe('System Health and late mail', () => {
  async function issues(): Promise<SystemHealthDto> {
    return read<SystemHealthDto>(API_PATHS.adminHealth);
  }

  it('when the oldest queued mail has waited 16 minutes, then health warns about it, linked to the mail queue', async () => {
    await queue('late@palmcove.test', 'health:late', 1, 16);
    await queue('recent@palmcove.test', 'health:recent', 1, 1);

    const health = await issues();

    expect(health.status).toBe('warning');
    expect(health.details.issues).toEqual([
      'Mail delayed: the oldest of 2 queued mails has waited 16 minutes',
    ]);
    expect(health.details.issueCauses).toEqual([
      {
        text: 'Mail delayed: the oldest of 2 queued mails has waited 16 minutes',
        level: 'warning',
        cause: 'mail-queue',
      },
    ]);
  });

  it('when the oldest queued mail has waited over an hour, then the issue is critical', async () => {
    await queue('stuck@palmcove.test', 'health:stuck', 1, 61);

    const health = await issues();

    expect(health.status).toBe('critical');
    expect(health.details.issueCauses).toEqual([
      expect.objectContaining({ level: 'critical', cause: 'mail-queue' }),
    ]);
  });

  it('when queued mail is 14 minutes old, or old mail was sent or failed, then there is no mail issue', async () => {
    await queue('soon@palmcove.test', 'health:soon', 1, 14);
    await queue('old-sent@palmcove.test', 'health:old-sent', 1, 90);
    await app().knex('mail_outbox').where({ idempotency_key: 'health:old-sent' }).update({ status: 'sent' });

    const health = await issues();

    expect(health.details.issues).toEqual([]);
    expect(health.status).toBe('healthy');
  });
});
