import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received mail: what mailparser made of it, and the envelope it came with. */
export interface CaughtMail {
  parsed: ParsedMail;
  /** RCPT TO addresses. */
  recipients: string[];
  /** The Message-ID header (the outbox's idempotency key rides in it). */
  messageId: string | undefined;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  readonly url: string;
  readonly port: number;
  /** Every mail received so far, in arrival order. */
  readonly mails: readonly CaughtMail[];
  /** The first mail (already received or still to come) that matches, or an error after timeoutMs. */
  waitForMail(matches: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Mails sent to this address. */
  mailsTo(address: string): CaughtMail[];
  /** Stops listening (the port is then refused, as a server that is down). */
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  /** Listen on this port (to bring a stopped catcher back on the same address). */
  port?: number;
  /**
   * An SMTP reply code for each incoming message: a 4xx asks the sender to retry, a 5xx refuses for
   * good. Undefined accepts.
   */
  refuseWith?: (recipients: string[]) => number | undefined;
}

/**
 * A real SMTP server (nodemailer's smtp-server) on 127.0.0.1 that keeps what it receives, parsed by
 * mailparser: mail tests check what a person would get, and use its links.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<{ matches: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      const refusal = options.refuseWith?.(recipients);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== undefined) {
          const error = Object.assign(new Error(`refused by the test (${refusal})`), {
            responseCode: refusal,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail: CaughtMail = { parsed, recipients, messageId: parsed.messageId };
            mails.push(mail);
            for (const waiter of [...waiters]) {
              if (!waiter.matches(mail)) continue;
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail(matches, timeoutMs = 10_000) {
      const found = mails.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { matches, resolve: (mail: CaughtMail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    mailsTo(address) {
      return mails.filter((mail) => mail.recipients.includes(address));
    },
    stop() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
