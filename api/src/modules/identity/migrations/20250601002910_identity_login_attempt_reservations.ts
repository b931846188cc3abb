import type { Knex } from 'knex';

/**
 * A sign-in reserves its login_attempts row, as a failure, before its password is checked (the
 * check takes tens of milliseconds, and 60 attempts at once all passed a count taken before any
 * was written). `pending` marks a reservation whose check has not ended: the lock's count reads it,
 * so that attempts racing the one that would lock the account are refused, not checked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.boolean('pending').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.dropColumn('pending');
  });
}
