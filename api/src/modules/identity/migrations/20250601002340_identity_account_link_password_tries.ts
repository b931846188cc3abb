import type { Knex } from 'knex';

/**
 * A registration link finishes only with the password chosen on the form, so whoever filled in the
 * form must also read the mailbox. Each try with the link is counted (before the password is
 * checked, so concurrent guesses count too); the fifth wrong one uses the link up.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_links', (table) => {
    table.integer('password_tries').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_links', (table) => {
    table.dropColumn('password_tries');
  });
}
