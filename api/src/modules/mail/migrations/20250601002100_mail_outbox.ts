import type { Knex } from 'knex';

/**
 * The outbox: a mail is a row written in the same transaction as the change that causes it, so a
 * rolled-back write sends nothing and a committed one is never forgotten. The delivery worker claims
 * due rows with FOR UPDATE SKIP LOCKED (several replicas never claim the same row), holds a lease
 * while it talks to the SMTP server, and marks the row sent, retries it later, or fails it for good.
 * The idempotency key is unique: queueing the same message twice keeps one row, and it becomes the
 * Message-ID, so a receiver can tell a redelivery after a crash from a new mail.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.bigIncrements('id');
    table.text('idempotency_key').notNullable().unique();
    table.text('kind').notNullable();
    table.text('recipient').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    table.jsonb('attachments').notNullable().defaultTo('[]');
    table.integer('organization_id');
    table.text('status').notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('lease_until', { useTz: true });
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.timestamp('failed_at', { useTz: true });
  });
  await knex.raw(
    "ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status CHECK (status IN ('queued', 'sent', 'failed'))",
  );
  // The worker's claim and the queue figures read only queued rows, oldest due first.
  await knex.raw(
    "CREATE INDEX mail_outbox_queued ON mail_outbox (next_attempt_at, id) WHERE status = 'queued'",
  );
  // The dashboard lists the latest mails that failed for good.
  await knex.raw("CREATE INDEX mail_outbox_failed ON mail_outbox (failed_at DESC) WHERE status = 'failed'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('mail_outbox');
}
