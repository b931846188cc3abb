import type { Knex } from 'knex';

/**
 * Performers hear of their bookings in digests. A booking write that names a performer (before or
 * after) records, in its own transaction, one row per performer told: the booking as that performer
 * saw it before and after (null before a creation, null after a deletion or when they were dropped).
 * The digest job gathers a performer's rows once none is newer than the quiet period, queues one mail
 * and points the rows at the digest it made (FOR UPDATE SKIP LOCKED: two replicas never build the same
 * digest). A digest's id is its mail's idempotency key, and its time is when the performer was last
 * notified of the bookings it covers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('performer_digests', (table) => {
    table.bigIncrements('id');
    table.integer('performer_id').notNullable().references('id').inTable('performers').onDelete('CASCADE');
    table.integer('change_count').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('performer_booking_changes', (table) => {
    table.bigIncrements('id');
    table.integer('performer_id').notNullable().references('id').inTable('performers').onDelete('CASCADE');
    // No foreign key: a deleted booking's change is still to be told.
    table.integer('booking_id').notNullable();
    // created, updated, duplicated or deleted: a digest names a new, changed or cancelled booking.
    table.text('reason').notNullable();
    table.jsonb('before');
    table.jsonb('after');
    table.bigInteger('digest_id').references('id').inTable('performer_digests').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The job's look-up of performers with changes still to tell, and its claim of one performer's rows.
  await knex.raw(
    'CREATE INDEX performer_booking_changes_pending ON performer_booking_changes (performer_id, created_at) WHERE digest_id IS NULL',
  );
  // The day view's 'last notified': a booking's told changes, per performer.
  await knex.raw(
    'CREATE INDEX performer_booking_changes_told ON performer_booking_changes (booking_id, performer_id) WHERE digest_id IS NOT NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('performer_booking_changes');
  await knex.schema.dropTable('performer_digests');
}
