import { API_PATHS, type PerformerDto } from '../../../contract';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../../test-support/mail-catcher';
import { signIn } from '../../../test-support/sessions';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';

/** PERFORMER_DIGEST_QUIET_MINUTES as the test app has it. */
export const QUIET_MS = 10 * 60_000;

type PerformerWithEmail = PerformerDto & { email: string };

export interface DigestTestApp {
  app(): TestApp;
  catcher(): MailCatcher;
  /** The owner's session cookie. */
  owner(): string;
  /** A write by the owner. */
  write(method: 'post' | 'patch' | 'delete', path: string): ReturnType<ReturnType<TestApp['http']>['post']>;
  /** A new performer of the provider with an address of their own (each test its own people). */
  performerWithEmail(
    name: string,
    instrument: string,
    contact?: { email?: string | null; sendBookingNotices?: boolean },
  ): Promise<PerformerWithEmail>;
  /**
   * Queues the digests as the job would at `madeAt` (by default once the quiet period is over), then
   * delivers them over SMTP; answers how many were queued.
   */
  digestsAfterQuietPeriod(madeAt?: Date): Promise<number>;
}

/**
 * A seeded test app whose mail goes to a catcher (delivered only when a test says so), with the
 * owner signed in: started before the file's tests, closed after them. `domain` keeps each file's
 * performers' addresses its own.
 */
export function provideDigestTestApp(domain: string): DigestTestApp {
  let app: TestApp | undefined;
  let catcher: MailCatcher | undefined;
  let owner = '';
  let performerCount = 0;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await startTestApp({ seed: true, env: { SMTP_URL: catcher.url, MAIL_WORKER: 'off' } });
    owner = await signIn(app, 'owner@encore.test');
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await catcher?.stop();
  });

  const started = (): TestApp => {
    if (!app) throw new Error('the test app is not started');
    return app;
  };
  const write: DigestTestApp['write'] = (method, path) =>
    started().http()[method](path).set('Origin', TEST_ORIGIN).set('Cookie', owner);

  return {
    app: started,
    catcher() {
      if (!catcher) throw new Error('the mail catcher is not started');
      return catcher;
    },
    owner: () => owner,
    write,
    async performerWithEmail(name, instrument, contact = {}) {
      performerCount += 1;
      const email = `performer-${performerCount}@${domain}`;
      const response = await write('post', API_PATHS.performers).send({
        name,
        instruments: [instrument],
        email,
        ...contact,
      });
      if (response.status !== 201) throw new Error(`performer not created: ${response.text}`);
      return { ...(response.body as PerformerDto), email };
    },
    async digestsAfterQuietPeriod(madeAt = new Date(Date.now() + QUIET_MS + 60_000)) {
      const queued = await started().portal.performerDigests.sendDue(madeAt);
      await started().portal.mail.deliverDue();
      return queued;
    },
  };
}

/** The digest's bookings.ics attachment. */
export function calendarAttachmentOf(mail: CaughtMail): CaughtMail['parsed']['attachments'][number] {
  const attachment = mail.parsed.attachments.find((entry) => entry.filename === 'bookings.ics');
  if (!attachment) throw new Error('the digest has no bookings.ics');
  return attachment;
}

/** The feeds' and the digests' UID of a booking's event. */
export function uidOf(bookingId: number): string {
  return `booking-${bookingId}@${new URL(TEST_ORIGIN).hostname}`;
}
