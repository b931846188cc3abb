import type { Knex } from 'knex';

/**
 * Identity's housekeeping deletes login attempts by age alone, a batch at a time: without an index
 * on created_at each batch would read the whole table. The existing indexes lead with the e-mail
 * or the address, which the pruning does not know.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('login_attempts', (table) => {
    table.dropIndex(['created_at']);
  });
}
