import type { Knex } from 'knex';

/** Bookings and their performers: booking_performers is the normalized form of the spec's performerData. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (table) => {
    table.increments('id');
    table.text('title').notNullable();
    table.date('date').notNullable();
    // The venue's wall-clock start time, 'HH:mm' (24 h).
    table.text('time').notNullable();
    table.integer('duration').notNullable();
    table.text('notes');
    table.text('department');
    table.text('ensemble');
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.integer('organization_id').references('id').inTable('organizations').onDelete('CASCADE');
    table.text('status').notNullable().defaultTo('confirmed');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['organization_id', 'date']);
    table.index(['organization_id', 'department', 'date']);
  });
  await knex.raw(
    `alter table bookings add constraint bookings_status check (status in ('pending', 'confirmed'))`,
  );
  await knex.raw(
    `alter table bookings add constraint bookings_time_format check (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
  );
  await knex.raw(
    `alter table bookings add constraint bookings_duration_range check (duration between 15 and 1440)`,
  );
  await knex.raw(
    `alter table bookings add constraint bookings_ensemble
       check (ensemble is null or ensemble in ('Solo', 'Duo', 'Trio', 'Quartet', 'Quintet'))`,
  );

  await knex.schema.createTable('booking_performers', (table) => {
    table.integer('booking_id').notNullable().references('id').inTable('bookings').onDelete('CASCADE');
    table.integer('performer_id').notNullable().references('id').inTable('performers').onDelete('CASCADE');
    table.text('instrument').notNullable();
    table.primary(['booking_id', 'performer_id', 'instrument']);
    table.index(['performer_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_performers');
  await knex.schema.dropTable('bookings');
}
