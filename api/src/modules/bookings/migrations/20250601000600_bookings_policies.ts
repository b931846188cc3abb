import type { Knex } from 'knex';

/**
 * Per-organization performer-conflict policy ('warn' unless set), the order of a booking's
 * performers as entered, and a date index for reads and overlap checks across organizations.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_policies', (table) => {
    table.integer('organization_id').primary().references('id').inTable('organizations').onDelete('CASCADE');
    table.text('conflict_policy').notNullable().defaultTo('warn');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table booking_policies add constraint booking_policies_conflict_policy
       check (conflict_policy in ('warn', 'block'))`,
  );

  await knex.schema.alterTable('booking_performers', (table) => {
    // performerData is a list: its order (as the form entered it) is kept when it is served back.
    table.integer('position').notNullable().defaultTo(0);
  });

  await knex.schema.alterTable('bookings', (table) => {
    // Reads of every client organization and overlap checks look bookings up by date alone.
    table.index(['date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bookings', (table) => {
    table.dropIndex(['date']);
  });
  await knex.schema.alterTable('booking_performers', (table) => {
    table.dropColumn('position');
  });
  await knex.schema.dropTable('booking_policies');
}
