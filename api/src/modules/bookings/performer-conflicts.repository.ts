import type { Knex } from 'knex';

/** Names the bookings module's advisory locks (first key of pg_advisory_xact_lock(int, int)): 'BK'. */
const PERFORMER_LOCK_CLASS = 0x424b;

/** A slot a write wants a performer for: the venue's wall-clock date, start and duration. */
export interface PerformerSlot {
  date: string;
  time: string;
  duration: number;
  performerIds: readonly number[];
  /** Bookings not to count as overlapping (the booking itself). */
  excludeBookingIds: readonly number[];
}

/** Another booking holding one of the performers at an overlapping time. */
export interface OverlapRow {
  performerId: number;
  bookingId: number;
  title: string;
  department: string | null;
  organizationId: number | null;
  date: string;
  time: string;
  duration: number;
}

/**
 * Overlap is on absolute wall-clock intervals [date + time, date + time + duration), so a 23:00
 * booking of 120 minutes overlaps the next day's 00:30. A booking lasts at most 24 hours, so only
 * the day before, the day itself and the day after can overlap (which keeps the date index useful).
 * Pending and confirmed bookings both hold their performers.
 */
const OVERLAPS_SQL = `
  select bp.performer_id as "performerId", b.id as "bookingId", b.title, b.department,
         b.organization_id as "organizationId", b.date, b.time, b.duration
    from booking_performers bp
    join bookings b on b.id = bp.booking_id
   where bp.performer_id = any(?::int[])
     and b.id <> all(?::int[])
     and b.date between ?::date - 1 and ?::date + 1
     and b.date + b.time::time < ?::date + ?::time + make_interval(mins => ?)
     and ?::date + ?::time < b.date + b.time::time + make_interval(mins => b.duration)
   order by b.date, b.time, b.id, bp.performer_id`;

/** Slots on several dates for every performer at once (the availability check). */
export interface SlotOnDates {
  /** The asked organization: only its bookings are named, so only theirs are read for a title and venue. */
  organizationId: number;
  dates: readonly string[];
  time: string;
  duration: number;
  excludeBookingIds: readonly number[];
}

/**
 * An overlap found for one of the asked dates. Another organization's booking is only 'booked
 * elsewhere' in the answer, so its title and venue are not read: '' and null.
 */
export interface DatedOverlapRow extends OverlapRow {
  slotDate: string;
}

/**
 * OVERLAPS_SQL's rule for every performer and every asked date in one statement, read from the
 * asked dates outwards: each date's overlapping bookings, with their organization, are found in the
 * date index alone (it carries their start, length, id and organization), then only those bookings'
 * performers are read, and the rows of the asked organization's own bookings for their title and
 * venue (the one-time filter of the lateral skips every other organization's). The fences
 * (offset 0) keep that order: planned freely, many dates made the planner hash every row of
 * booking_performers (1.15 million after five years) to join a few thousand bookings, and the
 * title lookup became a hash of all 500,000 bookings.
 */
const OVERLAPS_ON_DATES_SQL = `
  select s.date::text as "slotDate", bp.performer_id as "performerId", o.id as "bookingId",
         coalesce(own.title, '') as title, own.department, o.organization_id as "organizationId",
         o.date, o.time, o.duration
    from unnest(?::date[]) as s(date)
    cross join lateral (
      select o.id, o.organization_id, o.date, o.time, o.duration from bookings o
       where o.date between s.date - 1 and s.date + 1
         and o.date + o.time::time < s.date + ?::time + make_interval(mins => ?)
         and s.date + ?::time < o.date + o.time::time + make_interval(mins => o.duration)
         and o.id <> all(?::int[])
      offset 0) o
    left join lateral (
      select b.title, b.department from bookings b where b.id = o.id and o.organization_id = ? offset 0) own on true
    cross join lateral (
      select performer_id from booking_performers where booking_id = o.id offset 0) bp
   order by s.date, o.date, o.time, o.id, bp.performer_id`;

/** Another booking holding a performer of a written booking at an overlapping time. */
interface WrittenOverlapRow extends OverlapRow {
  /** The written booking it stands in the way of. */
  writtenId: number;
}

/**
 * The availability rule's overlap (performer-conflicts.repository's OVERLAPS_SQL: wall-clock
 * intervals, the day before to the day after, pending and confirmed alike) for many written bookings
 * at once: each written booking's performers on every other booking, the other written ones included.
 * An undo or a bulk status change checks up to a whole change set of bookings; one statement checks them all.
 */
const OVERLAPS_OF_WRITTEN_SQL = `
  select w.id as "writtenId", bp.performer_id as "performerId", b.id as "bookingId", b.title,
         b.department, b.organization_id as "organizationId", b.date, b.time, b.duration
    from bookings w
    join (select distinct booking_id, performer_id from booking_performers) wp on wp.booking_id = w.id
    join booking_performers bp on bp.performer_id = wp.performer_id and bp.booking_id <> w.id
    join bookings b on b.id = bp.booking_id
   where w.id = any(?::int[])
     and b.date between w.date - 1 and w.date + 1
     and b.date + b.time::time < w.date + w.time::time + make_interval(mins => w.duration)
     and w.date + w.time::time < b.date + b.time::time + make_interval(mins => b.duration)
   order by w.id, b.date, b.time, b.id, bp.performer_id`;

export function createPerformerConflictRepository() {
  return {
    /**
     * Serializes writes per performer until the transaction ends: a second request for the same
     * performer waits here and then sees the first one's committed booking. Ids are locked in
     * ascending order (the array's order), so two requests never wait on each other in a cycle.
     */
    async lockPerformers(trx: Knex.Transaction, performerIds: readonly number[]): Promise<void> {
      const ids = [...new Set(performerIds)].sort((left, right) => left - right);
      if (ids.length === 0) return;
      await trx.raw('select pg_advisory_xact_lock(?, t.id) from unnest(?::int[]) as t(id)', [
        PERFORMER_LOCK_CLASS,
        ids,
      ]);
    },

    async findOverlaps(db: Knex, slot: PerformerSlot): Promise<OverlapRow[]> {
      if (slot.performerIds.length === 0) return [];
      const result: { rows: OverlapRow[] } = await db.raw(OVERLAPS_SQL, [
        [...slot.performerIds],
        [...slot.excludeBookingIds],
        slot.date,
        slot.date,
        slot.date,
        slot.time,
        slot.duration,
        slot.date,
        slot.time,
      ]);
      return result.rows;
    },

    /** Every performer's bookings overlapping the slot on any of the dates, per date. */
    async findOverlapsOnDates(db: Knex, slot: SlotOnDates): Promise<DatedOverlapRow[]> {
      if (slot.dates.length === 0) return [];
      const result: { rows: DatedOverlapRow[] } = await db.raw(OVERLAPS_ON_DATES_SQL, [
        [...slot.dates],
        slot.time,
        slot.duration,
        slot.time,
        [...slot.excludeBookingIds],
        slot.organizationId,
      ]);
      return result.rows;
    },
    /** Overlaps of the written bookings (already written in `db`'s transaction), by written booking. */
    async findOverlapsOfWritten(db: Knex, writtenIds: readonly number[]): Promise<Map<number, OverlapRow[]>> {
      const byWritten = new Map<number, OverlapRow[]>();
      if (writtenIds.length === 0) return byWritten;
      const { rows }: { rows: WrittenOverlapRow[] } = await db.raw(OVERLAPS_OF_WRITTEN_SQL, [
        [...writtenIds],
      ]);
      for (const { writtenId, ...overlap } of rows)
        byWritten.set(writtenId, [...(byWritten.get(writtenId) ?? []), overlap]);
      return byWritten;
    },
  };
}

export type PerformerConflictRepository = ReturnType<typeof createPerformerConflictRepository>;
