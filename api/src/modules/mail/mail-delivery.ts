import type { Knex } from 'knex';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import { messageIdFor } from './mail-message-id';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  retryMailLater,
  type ClaimedMail,
} from './mail-outbox.repository';
import { classifySendFailure, MAX_SMTP_CONNECTIONS, type MailTransport } from './mail-transport';

/** What one pass over the due mail did. */
interface DeliveryResult {
  sent: number;
  /** Failed for a passing reason and scheduled again. */
  retried: number;
  /** Given up for good in this pass. */
  failed: number;
}

export interface MailDelivery {
  /** Sends every mail due now (claimed in batches; other replicas skip what this one holds). */
  deliverDue(): Promise<DeliveryResult>;
  /** Runs deliverDue every pollMs on an unref'd timer. */
  start(): void;
  /** Stops the timer and waits for a pass in progress to finish. */
  stop(): Promise<void>;
}

export interface RetryPolicy {
  /** The first retry's delay; each later one doubles. */
  baseMs: number;
  maxMs: number;
}

export interface MailDeliveryDeps {
  knex: Knex;
  logger: Logger;
  metrics: PortalMetrics;
  transport: MailTransport;
  mailFrom: string;
  pollMs: number;
  retry: RetryPolicy;
}

/** Claimed at once: two batches of parallel connections, sent well within the lease. */
const CLAIM_BATCH_SIZE = MAX_SMTP_CONNECTIONS * 2;

/** Delay before the next try after `attempts` failed ones: base, 2 x base, 4 x base ... up to max. */
export function retryDelayMs(attempts: number, retry: RetryPolicy): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(retry.baseMs * 2 ** doublings, retry.maxMs);
}

export function createMailDelivery(deps: MailDeliveryDeps): MailDelivery {
  const { knex, logger, metrics, transport } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DeliveryResult> | null = null;

  async function deliverOne(mail: ClaimedMail): Promise<keyof DeliveryResult> {
    const log = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      await transport.send({
        messageId: messageIdFor(mail.idempotencyKey, deps.mailFrom),
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: mail.attachments,
      });
    } catch (error) {
      const failure = classifySendFailure(error);
      const outcome = failure.permanent
        ? (await markMailFailed(knex, mail.id, failure.reason), 'failed' as const)
        : await retryMailLater(knex, mail.id, retryDelayMs(mail.attempts, deps.retry), failure.reason);
      if (outcome === 'failed') {
        metrics.mailFailed.inc({ kind: mail.kind });
        logger.error({ ...log, reason: failure.reason }, 'mail given up');
      } else {
        metrics.mailRetried.inc({ kind: mail.kind });
        logger.warn({ ...log, reason: failure.reason }, 'mail send failed, will retry');
      }
      return outcome;
    }
    await markMailSent(knex, mail.id);
    metrics.mailSent.inc({ kind: mail.kind });
    logger.debug(log, 'mail sent');
    return 'sent';
  }

  async function deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const batch = await claimDueMails(knex, CLAIM_BATCH_SIZE);
      const outcomes = await Promise.all(batch.map(deliverOne));
      for (const outcome of outcomes) result[outcome] += 1;
      // A short batch means nothing else was due when it was claimed; a retry just scheduled waits for the next pass.
      if (batch.length < CLAIM_BATCH_SIZE) return result;
    }
  }

  /** One pass at a time per process: the timer's and a caller's share the pass in progress. */
  function deliverDueOnce(): Promise<DeliveryResult> {
    if (running) return running;
    running = deliverDue().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    deliverDue: async () => {
      // A caller (a test draining by hand) waits for the timer's pass, then runs its own.
      if (running) await running.catch(() => undefined);
      return deliverDueOnce();
    },
    start() {
      if (timer) return;
      const tick = (): void => {
        deliverDueOnce()
          .catch((error: unknown) => logger.warn({ err: error }, 'mail delivery pass failed'))
          .finally(() => {
            if (timer) {
              timer = setTimeout(tick, deps.pollMs);
              timer.unref();
            }
          });
      };
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running.catch(() => undefined);
    },
  };
}
