import type { Knex } from 'knex';

/**
 * Performers' unavailable periods and venue closures.
 *
 * A performer's period is written in the provider's time zone and kept as absolute instants
 * (timestamptz): a performer away from 18:00 is away then wherever the venue is. A closure is a
 * venue's own wall clock (timestamp without zone), like a booking's date and time, so it compares
 * with bookings directly. Both end excluded; a whole day ends at the next day's 00:00.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('performer_unavailability', (table) => {
    table.increments('id');
    table.integer('performer_id').notNullable().references('id').inTable('performers').onDelete('CASCADE');
    table.timestamp('starts_at', { useTz: true }).notNullable();
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.text('reason');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['performer_id', 'starts_at']);
  });
  await knex.raw(
    'alter table performer_unavailability add constraint performer_unavailability_span check (ends_at > starts_at)',
  );
  await knex.schema.createTable('venue_closures', (table) => {
    table.increments('id');
    table
      .integer('organization_id')
      .notNullable()
      .references('id')
      .inTable('organizations')
      .onDelete('CASCADE');
    // Null: the whole organization is closed.
    table.integer('department_id').references('id').inTable('departments').onDelete('CASCADE');
    table.timestamp('starts_at', { useTz: false }).notNullable();
    table.timestamp('ends_at', { useTz: false }).notNullable();
    table.text('reason').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['organization_id', 'starts_at']);
  });
  await knex.raw('alter table venue_closures add constraint venue_closures_span check (ends_at > starts_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('venue_closures');
  await knex.schema.dropTable('performer_unavailability');
}
