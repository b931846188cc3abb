import type { Knex } from 'knex';
import type { AppConfig } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import { createMailDelivery, type MailDelivery } from './mail-delivery';
import { listFailedMails, readQueueFigures, type FailedMailRow } from './mail-outbox.repository';
import { createMailTransport } from './mail-transport';

export { type MailAttachment, type OutgoingMail } from './mail.types';
export { queueMail, withdrawQueuedMail } from './mail-outbox.queue';
export { composeMail, type MailBodies } from './mail-content';
export type { MailDelivery } from './mail-delivery';
/** What the mail module tells others about its queue (the dashboard reads it through app.ts). */
interface MailFacade {
  /** Mails waiting, and seconds since the oldest of them was queued (0 when none waits). */
  queueFigures(): Promise<{ queued: number; oldestQueuedAgeSeconds: number }>;
  /** The latest mails given up for good, newest first. */
  failedMails(limit: number): Promise<FailedMailRow[]>;
}

export interface MailModuleDeps {
  knex: Knex;
  logger: Logger;
  metrics: PortalMetrics;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'mailPollMs' | 'mailRetryBaseMs' | 'mailRetryMaxMs'>;
}

export interface MailModule {
  /** The sender of queued mail: main.ts starts it (MAIL_WORKER), tests call deliverDue by hand. */
  delivery: MailDelivery;
  facade: MailFacade;
  /** Stops the sender (waiting for a pass in progress) and closes the SMTP connections. */
  close(): Promise<void>;
}

/**
 * The mail module: owns mail_outbox. Other modules queue mail with queueMail inside their own
 * transactions; the delivery sends it over SMTP through one pooled transport per process.
 */
export function createMailModule(deps: MailModuleDeps): MailModule {
  const { knex, metrics, config } = deps;
  const logger = deps.logger.child({ module: 'mail' });
  const transport = createMailTransport(config.smtpUrl, config.mailFrom);
  const delivery = createMailDelivery({
    knex,
    logger,
    metrics,
    transport,
    mailFrom: config.mailFrom,
    pollMs: config.mailPollMs,
    retry: { baseMs: config.mailRetryBaseMs, maxMs: config.mailRetryMaxMs },
  });
  const facade: MailFacade = {
    queueFigures: () => readQueueFigures(knex),
    failedMails: (limit) => listFailedMails(knex, limit),
  };
  metrics.readMailQueueWith(facade.queueFigures);
  return {
    delivery,
    facade,
    async close() {
      await delivery.stop();
      transport.close();
    },
  };
}
