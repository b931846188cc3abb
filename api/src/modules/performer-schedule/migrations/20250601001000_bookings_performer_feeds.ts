import type { Knex } from 'knex';

/**
 * One private calendar-feed token per performer. Only the token's SHA-256 is stored: a leaked
 * database does not leak working feed addresses, and a reset replaces the row (the old address
 * stops working at once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('performer_feed_tokens', (table) => {
    table.integer('performer_id').primary().references('id').inTable('performers').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('performer_feed_tokens');
}
