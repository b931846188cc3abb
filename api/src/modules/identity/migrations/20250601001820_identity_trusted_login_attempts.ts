import type { Knex } from 'knex';

/**
 * Whether a login attempt came from a browser holding a valid device cookie for its account (one
 * that signed in to it before). Strangers' failures and the account's own browsers' failures are
 * counted apart: strangers cannot lock the owner out, and each side keeps its own ceiling.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.boolean('trusted').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.dropColumn('trusted');
  });
}
