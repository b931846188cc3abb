import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail.types';

/** One mail as the transport sends it. */
interface MailToSend {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: readonly MailAttachment[];
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the mail; rejects with nodemailer's error otherwise. */
  send(mail: MailToSend): Promise<void>;
  /** Closes the pooled connections (a send in progress finishes first). */
  close(): void;
}

/**
 * Kept short so one send always ends well inside the delivery lease (mail-outbox.repository): a
 * server that accepts the connection and then stalls costs at most about 50 s per message.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** Parallel SMTP connections of one process (nodemailer's pool queues the rest). */
export const MAX_SMTP_CONNECTIONS = 5;

/**
 * One pooled nodemailer transport per process over SMTP_URL (smtp:// or smtps://, credentials in the
 * URL), sending from MAIL_FROM.
 */
export function createMailTransport(smtpUrl: string, mailFrom: string): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: smtpUrl,
      pool: true,
      maxConnections: MAX_SMTP_CONNECTIONS,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from: mailFrom },
  );
  return {
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

/** What a failed send means for the mail. */
export interface SendFailure {
  /** True when trying again cannot help: the server refused the mail for good (5xx). */
  permanent: boolean;
  /** One line for last_error and the dashboard: the server's reply, or the network problem. */
  reason: string;
}

const MAX_REASON_LENGTH = 500;

/**
 * A 5xx reply refuses the mail for good (unknown mailbox, message rejected). Network trouble, a 4xx
 * reply (try later) and refused credentials (535 is the operator's to fix, not the mail's fault)
 * are worth another try. nodemailer's own refusal of an envelope it cannot send (no valid
 * recipient) never gets better either.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const details =
    error instanceof Error ? (error as Error & { code?: unknown; responseCode?: unknown }) : null;
  const code = typeof details?.code === 'string' ? details.code : undefined;
  const responseCode = typeof details?.responseCode === 'number' ? details.responseCode : undefined;
  const message = (details?.message ?? String(error)).replace(/\s+/g, ' ').trim();
  const reason = [code, message].filter(Boolean).join(': ').slice(0, MAX_REASON_LENGTH);
  if (code === 'EAUTH' || code === 'ENOAUTH') return { permanent: false, reason };
  if (responseCode !== undefined) return { permanent: responseCode >= 500 && responseCode < 600, reason };
  return { permanent: code === 'EENVELOPE', reason };
}
