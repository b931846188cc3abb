import type { Knex } from 'knex';

/**
 * Performers can be told of their bookings: an optional e-mail address (lowercased by the write's
 * schema) and whether they want booking notices. The switch starts on, so a performer is told as soon
 * as an address is entered; without an address nobody is mailed whatever the switch says.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('performers', (table) => {
    table.text('email');
    table.boolean('send_booking_notices').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('performers', (table) => {
    table.dropColumn('send_booking_notices');
    table.dropColumn('email');
  });
}
