import type { Knex } from 'knex';

/**
 * Each booking's iCalendar SEQUENCE (RFC 5545 section 3.8.7.4): how many times its event has been
 * revised. A calendar that holds the event replaces it only with a copy of a higher SEQUENCE (RFC 5546
 * section 2.1.5), so the number grows with every write of the booking: the bookings table's own
 * triggers bump it in the writing statement, so no write path (a booking write, a change set applied
 * or undone, a department renamed or moved, an organization deleted) can forget it.
 *
 * The row outlives its booking (no foreign key): a delete bumps it once more, which is the SEQUENCE of
 * the cancellation a digest sends, and a booking put back under its old id by an undo goes on from
 * there, above the cancellation.
 */
const TRIGGER_EVENTS = [
  { event: 'insert', rows: 'new' },
  { event: 'update', rows: 'new' },
  { event: 'delete', rows: 'old' },
] as const;

function triggerName(event: string): string {
  return `bookings_calendar_sequence_${event}`;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_calendar_sequences', (table) => {
    // No foreign key: a deleted booking's SEQUENCE is still that of its cancellation.
    table.integer('booking_id').primary();
    table.integer('sequence').notNullable();
  });
  await knex.raw(`
    insert into booking_calendar_sequences (booking_id, sequence)
    select id, 0 from bookings`);
  // A new booking starts at 0; every later statement touching it adds one (statement-level with a
  // transition table: one insert per writing statement, however many bookings it writes).
  await knex.raw(`
    create function bookings_calendar_sequence_bump() returns trigger language plpgsql as $body$
    begin
      insert into booking_calendar_sequences as stored (booking_id, sequence)
      select distinct id, 0 from written_bookings
      on conflict (booking_id) do update set sequence = stored.sequence + 1;
      return null;
    end
    $body$`);
  for (const { event, rows } of TRIGGER_EVENTS)
    await knex.raw(`
      create trigger ${triggerName(event)} after ${event} on bookings
      referencing ${rows} table as written_bookings
      for each statement execute function bookings_calendar_sequence_bump()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const { event } of TRIGGER_EVENTS)
    await knex.raw(`drop trigger if exists ${triggerName(event)} on bookings`);
  await knex.raw('drop function if exists bookings_calendar_sequence_bump()');
  await knex.schema.dropTableIfExists('booking_calendar_sequences');
}
