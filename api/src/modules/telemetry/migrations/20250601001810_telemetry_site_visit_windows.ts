import type { Knex } from 'knex';

/**
 * A page view counts as a visit at most once per client and page per 30 minutes. Each client's
 * last counted view of each page is one row here, claimed by one atomic upsert, so replicas and
 * simultaneous requests agree on which view counted. The client is the site visit's keyed hash of
 * its address: no address is stored. Rows older than the window are pruned by the retention job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_visit_windows', (table) => {
    table.text('visitor_hash').notNullable();
    table.text('page').notNullable();
    table.timestamp('counted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['visitor_hash', 'page']);
    table.index(['counted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_visit_windows');
}
