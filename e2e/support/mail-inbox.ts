import { test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from './environment';

/** A mail the portal delivered, as mailparser reads it, with its envelope recipients. */
export interface ReceivedMail {
  recipients: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailInbox {
  /**
   * The first mail to `address` (already received or still to come) whose text holds `containing`.
   * The portal's worker polls every MAIL_POLL_MS and retries a refused send after MAIL_RETRY_BASE_MS
   * (playwright.config.ts sets both small), so mail queued before the inbox listened arrives too.
   */
  waitForMail(
    address: string,
    containing: string,
    timeoutMs?: number,
    /** Mails already read: the next one of the same kind (a second link to the same address) is wanted. */
    except?: readonly ReceivedMail[],
  ): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

function toReceived(parsed: ParsedMail, recipients: string[]): ReceivedMail {
  return {
    recipients,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

/**
 * A real SMTP server (nodemailer's smtp-server) on the fixed port the e2e portal sends to
 * (E2E_SMTP_PORT): the browser tests read the mails a person would get and open their links.
 */
export async function startMailInbox(): Promise<MailInbox> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<{
    matches: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
      simpleParser(stream).then(
        (parsed) => {
          const mail = toReceived(parsed, recipients);
          mails.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.matches(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });

  return {
    waitForMail(address, containing, timeoutMs = 30_000, except = []) {
      const matches = (mail: ReceivedMail) =>
        mail.recipients.includes(address.toLowerCase()) &&
        mail.text.includes(containing) &&
        !except.includes(mail);
      const found = mails.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no mail to ${address} containing ${containing} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          matches,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiters.add(waiter);
      });
    },
    stop() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The link of a mail that opens `page` (e.g. '/invitation'), from its plain-text part: the link a
 * person would follow, token in the fragment.
 */
export function linkTo(mail: ReceivedMail, page: string): string {
  const escaped = page.replace(/[/.]/g, '\\$&');
  const link = new RegExp(`https?://[^\\s]+${escaped}#token=[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
  if (link === undefined) throw new Error(`no ${page} link in the mail '${mail.subject}':\n${mail.text}`);
  return link;
}

/**
 * One inbox on the port the portal sends to, for the tests of the calling file: listening before the
 * first of them (so no mail queued by them is refused) and stopped after the last. Call at the top
 * level of a spec; the returned function gives the inbox inside its tests.
 */
export function mailInboxOfThisFile(): () => MailInbox {
  let inbox: MailInbox | null = null;
  test.beforeAll(async () => {
    inbox = await startMailInbox();
  });
  test.afterAll(async () => {
    await inbox?.stop();
  });
  return () => {
    if (inbox === null) throw new Error('The inbox listens from the first test of the file on');
    return inbox;
  };
}
