import type { Knex } from 'knex';

/**
 * Account links: single-use links mailed to an address (an invitation, a registration started on
 * the register form, a password reset). Only the sha256 of a link's token is stored, so the table
 * (or a dump of it) opens no account. A registration link keeps the password (its argon2 hash) and
 * department chosen on the form until the mailbox's owner opens it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_links', (table) => {
    table.bigIncrements('id');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('purpose').notNullable();
    table.text('token_hash').notNullable().unique();
    table.text('pending_password_hash');
    table.text('pending_department');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    // A user's links of one purpose: the newest ends the older ones, and the mail bound counts them.
    table.index(['user_id', 'purpose', 'created_at']);
    table.index(['expires_at']);
  });
  await knex.raw(
    `alter table account_links add constraint account_links_purpose
       check (purpose in ('invitation', 'registration', 'password_reset'))`,
  );
  await knex.raw(
    `alter table account_links add constraint account_links_pending_password
       check ((purpose = 'registration') = (pending_password_hash is not null))`,
  );

  // When the latest invitation went out (User Management shows it on pending rows): a column of the
  // user, so the users list reads it in its one statement and pruning old links never loses it.
  await knex.schema.alterTable('users', (table) => {
    table.timestamp('invitation_sent_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('invitation_sent_at');
  });
  await knex.schema.dropTable('account_links');
}
