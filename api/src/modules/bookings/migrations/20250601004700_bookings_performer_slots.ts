import type { Knex } from 'knex';

/**
 * Each booking that holds performers, kept once more by its date with its slot and its performers'
 * ids (`booking_performer_slots`), so the availability check's compact answer finds the bookings in
 * the way on its dates, and who plays them, in one index range scan by date (index-only once the
 * table is vacuumed). After five years 12 evenings touch about 1,700 booking-dates, and finding each
 * one's performers through booking_performers one booking at a time, then its row for the venue, was
 * most of the check's time.
 *
 * Triggers keep it right in the writing statement, so no write path (a booking written, its
 * performers edited, a change set applied or undone, a department renamed or moved, a booking, a
 * performer or an organization deleted) can forget it:
 * - a statement writing booking_performers recomputes the row of each booking it touched (made,
 *   replaced, or removed when the booking holds nobody any more);
 * - a statement updating bookings copies the slot's columns to the rows of the bookings it changed;
 * - a booking deleted takes its row with it (foreign key, on delete cascade).
 * A booking's performers are written after the booking is (booking_performers refers to it), and
 * writes to one booking hold its row's lock, so the recomputation sees the last committed performers.
 */
const TABLE = 'booking_performer_slots';

/** booking_performers' statement-level triggers: a transition table allows one event each. */
const PERFORMER_TRIGGERS = [
  { event: 'insert', referencing: 'new table as new_rows' },
  { event: 'update', referencing: 'new table as new_rows old table as old_rows' },
  { event: 'delete', referencing: 'old table as old_rows' },
] as const;

const performerTriggerName = (event: string): string => `booking_performers_slots_${event}`;
const BOOKING_TRIGGER = 'bookings_performer_slots_update';

/** The distinct performer ids of booking `b`, ascending (the order the check's answer lists them in). */
const PERFORMER_IDS_OF_BOOKING = `array(
  select distinct bp.performer_id from booking_performers bp where bp.booking_id = b.id order by 1)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`set local lock_timeout = '10s'`);
  await knex.raw(`
    create table ${TABLE} (
      booking_id integer primary key references bookings (id) on delete cascade,
      date date not null,
      time text not null,
      duration integer not null,
      organization_id integer,
      department text,
      performer_ids integer[] not null
    )`);
  // In date order, so the heap a scan by date reads before the table is vacuumed is read in order too.
  await knex.raw(`
    insert into ${TABLE} (booking_id, date, time, duration, organization_id, department, performer_ids)
    select b.id, b.date, b.time, b.duration, b.organization_id, b.department, held.performer_ids
      from bookings b
      join (select booking_id, array_agg(distinct performer_id order by performer_id) as performer_ids
              from booking_performers group by booking_id) held on held.booking_id = b.id
     order by b.date, b.time, b.id`);
  await knex.raw(`
    create index ${TABLE}_date on ${TABLE} (date)
      include (time, duration, booking_id, organization_id, department, performer_ids)`);
  await knex.raw(`analyze ${TABLE}`);

  await knex.raw(`
    create function booking_performer_slots_refresh() returns trigger language plpgsql as $body$
    declare
      touched integer[];
    begin
      if tg_op = 'INSERT' then
        touched := array(select distinct booking_id from new_rows);
      elsif tg_op = 'DELETE' then
        touched := array(select distinct booking_id from old_rows);
      else
        touched := array(select booking_id from new_rows union select booking_id from old_rows);
      end if;
      delete from ${TABLE} s
       where s.booking_id = any(touched)
         and not exists (select 1 from booking_performers bp where bp.booking_id = s.booking_id);
      insert into ${TABLE} as s (booking_id, date, time, duration, organization_id, department, performer_ids)
      select b.id, b.date, b.time, b.duration, b.organization_id, b.department, ${PERFORMER_IDS_OF_BOOKING}
        from bookings b
       where b.id = any(touched)
         and exists (select 1 from booking_performers bp where bp.booking_id = b.id)
      on conflict (booking_id) do update
        set date = excluded.date, time = excluded.time, duration = excluded.duration,
            organization_id = excluded.organization_id, department = excluded.department,
            performer_ids = excluded.performer_ids;
      return null;
    end
    $body$`);
  for (const { event, referencing } of PERFORMER_TRIGGERS)
    await knex.raw(`
      create trigger ${performerTriggerName(event)} after ${event} on booking_performers
      referencing ${referencing} for each statement execute function booking_performer_slots_refresh()`);

  // Only rows whose slot changed are written: most booking updates (a title, notes) write nothing here.
  await knex.raw(`
    create function booking_performer_slots_follow_bookings() returns trigger language plpgsql as $body$
    begin
      update ${TABLE} s
         set date = b.date, time = b.time, duration = b.duration,
             organization_id = b.organization_id, department = b.department
        from new_rows b
       where s.booking_id = b.id
         and (s.date, s.time, s.duration, s.organization_id, s.department)
             is distinct from (b.date, b.time, b.duration, b.organization_id, b.department);
      return null;
    end
    $body$`);
  await knex.raw(`
    create trigger ${BOOKING_TRIGGER} after update on bookings
    referencing new table as new_rows for each statement
    execute function booking_performer_slots_follow_bookings()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`set local lock_timeout = '10s'`);
  await knex.raw(`drop trigger if exists ${BOOKING_TRIGGER} on bookings`);
  for (const { event } of PERFORMER_TRIGGERS)
    await knex.raw(`drop trigger if exists ${performerTriggerName(event)} on booking_performers`);
  await knex.raw('drop function if exists booking_performer_slots_follow_bookings()');
  await knex.raw('drop function if exists booking_performer_slots_refresh()');
  await knex.raw(`drop table if exists ${TABLE}`);
}
