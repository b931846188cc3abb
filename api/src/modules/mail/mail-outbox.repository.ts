import type { Knex } from 'knex';
import { jsonListColumn } from '../../platform/db';
import type { MailAttachment, MailKind } from './mail.types';

/** A queued mail claimed for one delivery attempt. */
export interface ClaimedMail {
  id: number;
  idempotencyKey: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: MailAttachment[];
  /** This attempt's number (1 for the first). */
  attempts: number;
}

/** A mail given up for good, as the dashboard lists it. */
export interface FailedMailRow {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  organizationId: number | null;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
  lastError: string | null;
}

/**
 * How long a claimed mail is left to the worker that claimed it. A send ends well within it (the
 * transport's timeouts); after a crash the mail is claimable again once it runs out.
 */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** A mail still failing this long after it was queued is given up. */
const DELIVERY_WINDOW_HOURS = 24;

const EMPTY_BODIES = { textBody: '', htmlBody: '', attachments: '[]' };

/**
 * Claims up to `limit` due mails, oldest first, in one statement (its own short transaction): FOR
 * UPDATE SKIP LOCKED passes over the rows another replica is claiming at that moment, and the lease
 * keeps them from the next claim while they are being sent. A claimed row counts one more attempt.
 */
export async function claimDueMails(knex: Knex, limit: number): Promise<ClaimedMail[]> {
  const due = knex('mailOutbox')
    .select('id')
    .where('status', 'queued')
    .andWhere('nextAttemptAt', '<=', knex.fn.now())
    .andWhere((lease) => lease.whereNull('leaseUntil').orWhere('leaseUntil', '<', knex.fn.now()))
    .orderBy([{ column: 'nextAttemptAt' }, { column: 'id' }])
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows: (Omit<ClaimedMail, 'attachments' | 'id'> & { id: number | string; attachments: unknown })[] =
    await knex('mailOutbox')
      .whereIn('id', due)
      .update({
        attempts: knex.raw('attempts + 1'),
        leaseUntil: knex.raw('now() + ?::interval', [`${DELIVERY_LEASE_MS} milliseconds`]),
      })
      .returning([
        'id',
        'idempotencyKey',
        'kind',
        'recipient',
        'subject',
        'textBody',
        'htmlBody',
        'attachments',
        'attempts',
      ]);
  return rows
    .map((row) => ({
      ...row,
      id: Number(row.id),
      attachments: jsonListColumn(row.attachments) as MailAttachment[],
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * The SMTP server took the mail. Its bodies and attachments go: account mails hold link tokens that
 * must not outlive the delivery (identity keeps only their hashes).
 */
export async function markMailSent(knex: Knex, id: number): Promise<void> {
  await knex('mailOutbox')
    .where({ id, status: 'queued' })
    .update({ status: 'sent', sentAt: knex.fn.now(), leaseUntil: null, lastError: null, ...EMPTY_BODIES });
}

/** Gives the mail up at once (the server refused it for good); its bodies go as for a sent one. */
export async function markMailFailed(knex: Knex, id: number, reason: string): Promise<void> {
  await knex('mailOutbox')
    .where({ id, status: 'queued' })
    .update({
      status: 'failed',
      failedAt: knex.fn.now(),
      leaseUntil: null,
      lastError: reason,
      ...EMPTY_BODIES,
    });
}

/**
 * After a failure that may pass: the mail is tried again after `delayMs` (never later than the end of
 * its delivery window, so the last try happens on time), or given up if that window has ended.
 * Answers which it was.
 */
export async function retryMailLater(
  knex: Knex,
  id: number,
  delayMs: number,
  reason: string,
): Promise<'retried' | 'failed'> {
  const windowEnd = knex.raw('created_at + ?::interval', [`${DELIVERY_WINDOW_HOURS} hours`]);
  const over = knex.raw('now() >= created_at + ?::interval', [`${DELIVERY_WINDOW_HOURS} hours`]);
  const rows: { status: 'queued' | 'sent' | 'failed' }[] = await knex('mailOutbox')
    .where({ id, status: 'queued' })
    .update({
      status: knex.raw("CASE WHEN ? THEN 'failed' ELSE 'queued' END", [over]),
      failedAt: knex.raw('CASE WHEN ? THEN now() END', [over]),
      nextAttemptAt: knex.raw('LEAST(now() + ?::interval, ?)', [`${delayMs} milliseconds`, windowEnd]),
      leaseUntil: null,
      lastError: reason,
      textBody: knex.raw("CASE WHEN ? THEN '' ELSE text_body END", [over]),
      htmlBody: knex.raw("CASE WHEN ? THEN '' ELSE html_body END", [over]),
      attachments: knex.raw("CASE WHEN ? THEN '[]'::jsonb ELSE attachments END", [over]),
    })
    .returning(['status']);
  return rows[0]?.status === 'failed' ? 'failed' : 'retried';
}

/** The queue as every replica sees it: how many wait, and how long the oldest has waited. */
export async function readQueueFigures(
  knex: Knex,
): Promise<{ queued: number; oldestQueuedAgeSeconds: number }> {
  const row: { queued: number | string; oldestAgeSeconds: number | string | null } | undefined = await knex(
    'mailOutbox',
  )
    .where('status', 'queued')
    .first(
      knex.raw('count(*) AS queued'),
      knex.raw('extract(epoch FROM now() - min(created_at)) AS oldest_age_seconds'),
    );
  return {
    queued: Number(row?.queued ?? 0),
    oldestQueuedAgeSeconds: Math.max(0, Math.floor(Number(row?.oldestAgeSeconds ?? 0))),
  };
}

/** The latest mails given up for good, newest first. */
export async function listFailedMails(knex: Knex, limit: number): Promise<FailedMailRow[]> {
  const rows: (Omit<FailedMailRow, 'id'> & { id: number | string })[] = await knex('mailOutbox')
    .where('status', 'failed')
    .orderBy([
      { column: 'failedAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select(
      'id',
      'kind',
      'recipient',
      'subject',
      'organizationId',
      'attempts',
      'createdAt',
      'failedAt',
      'lastError',
    );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
