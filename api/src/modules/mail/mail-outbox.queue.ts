import type { Knex } from 'knex';
import type { OutgoingMail } from './mail.types';

/**
 * A published contract of the mail module: queues a mail inside the caller's own transaction (or
 * statement), so the mail exists exactly when the write that causes it commits. A second call with
 * the same idempotency key changes nothing. Answers whether a row was added.
 */
export async function queueMail(db: Knex | Knex.Transaction, mail: OutgoingMail): Promise<boolean> {
  const inserted: unknown[] = await db('mail_outbox')
    .insert({
      idempotencyKey: mail.idempotencyKey,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: JSON.stringify(mail.attachments ?? []),
      organizationId: mail.organizationId ?? null,
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })
    .onConflict('idempotencyKey')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/**
 * A published contract of the mail module: takes back a queued mail that no sender has tried yet
 * (its cause was undone before it was due), in the caller's transaction. Answers whether it was.
 */
export async function withdrawQueuedMail(
  db: Knex | Knex.Transaction,
  idempotencyKey: string,
): Promise<boolean> {
  const withdrawn = await db('mail_outbox').where({ idempotencyKey, status: 'queued', attempts: 0 }).delete();
  return withdrawn > 0;
}
