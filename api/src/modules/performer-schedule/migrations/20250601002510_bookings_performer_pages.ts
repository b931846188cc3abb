import type { Knex } from 'knex';

/**
 * One private page token per performer, the page's own calendar feed token beside it. Both are
 * stored as SHA-256 hashes only: a leaked database opens neither the page nor the feed. The feed
 * token is derived from the page token (so the page can show its feed address without storing it),
 * and a reset replaces the row: the old page and its feed stop working together.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('performer_page_tokens', (table) => {
    table.integer('performer_id').primary().references('id').inTable('performers').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.text('feed_token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('performer_page_tokens');
}
