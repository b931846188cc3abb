import type { Knex } from 'knex';

/**
 * The public visit beacon's ceiling (site-visit.service.ts):
 * - site_visit_ceiling_window: the new visits written in the current minute, across every client
 *   and replica; one row, reset when its window ends (minute-ceiling.ts), like stranger_trail_window;
 * - site_visit_folds: the visits past that ceiling, counted per UTC hour and page instead of written
 *   one by one (page '' for a page no counted visit has ever had, so made-up paths add no rows).
 *   The visit figures add them to the rollups' visits.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_visit_ceiling_window', (table) => {
    // One row only: the primary key admits the single value true.
    table.boolean('singleton').primary().defaultTo(true);
    table.integer('rows').notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable();
  });
  await knex.raw(
    'alter table site_visit_ceiling_window add constraint site_visit_ceiling_window_one check (singleton)',
  );
  await knex.schema.createTable('site_visit_folds', (table) => {
    table.timestamp('hour', { useTz: true }).notNullable();
    table.text('page').notNullable();
    table.bigInteger('visits').notNullable();
    table.primary(['hour', 'page']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_visit_folds');
  await knex.schema.dropTable('site_visit_ceiling_window');
}
