import type { Knex } from 'knex';

/**
 * The rows refused and anonymous requests have written in the current window, across every client
 * and replica: one row, reset when its window ends (telemetry's stranger-trail.ts). Past the
 * ceiling such a request's trail is folded into one security event per type and hour.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stranger_trail_window', (table) => {
    // One row only: the primary key admits the single value true.
    table.boolean('singleton').primary().defaultTo(true);
    table.integer('rows').notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable();
  });
  await knex.raw(
    'alter table stranger_trail_window add constraint stranger_trail_window_one check (singleton)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stranger_trail_window');
}
