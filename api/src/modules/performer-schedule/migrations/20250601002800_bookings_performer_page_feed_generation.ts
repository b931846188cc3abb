import type { Knex } from 'knex';

/**
 * Resetting a performer's feed must end the feed shown on their page too. The page's feed token is
 * derived from the page token and a generation: a feed reset bumps the generation and drops the
 * stored feed hash (the old page feed is 404 at once); the server cannot derive the new hash without
 * the page token, so the page stores it the next time it is opened. A page reset starts again at 0.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('performer_page_tokens', (table) => {
    table.integer('feed_generation').notNullable().defaultTo(0);
    table.setNullable('feed_token_hash');
  });
}

export async function down(knex: Knex): Promise<void> {
  // Before this migration a page's feed was always its first generation: a page past it (its feed
  // reset since) could not show a working feed, so it is dropped and the owner makes a new link.
  await knex('performer_page_tokens').where('feed_generation', '>', 0).delete();
  await knex.schema.alterTable('performer_page_tokens', (table) => {
    table.dropColumn('feed_generation');
    table.dropNullable('feed_token_hash');
  });
}
