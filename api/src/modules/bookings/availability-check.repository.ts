import type { Knex } from 'knex';
import type { SlotOnDates } from './performer-conflicts.repository';

/** A booking overlapping the slot on some asked dates, once, with its performers. */
export interface OverlappingBookingRow {
  bookingId: number;
  organizationId: number | null;
  date: string;
  time: string;
  duration: number;
  /** The asked dates whose slot it overlaps, in order. */
  slotDates: string[];
  /** Its distinct performers, in id order. */
  performerIds: number[];
  /** '' unless it is the asked organization's. */
  title: string;
  /** Read for the asked organization's bookings, and for every booking when the reader may see other organizations. */
  department: string | null;
}

/** What the compact check asks: the slot, and whether the reader may see other organizations' venues. */
export interface CompactSlotOnDates extends SlotOnDates {
  readsOtherVenues: boolean;
}

/**
 * The overlap rule of performer-conflicts.repository (wall-clock intervals, the day before to the
 * day after) for every asked date, but one row per booking rather than per booking, date and
 * performer: the dates it touches and its performers come as arrays. The bookings and their
 * performers come from booking_performer_slots (one row per booking holding performers, kept by the
 * triggers of migration 20250601004700): one range scan of its date index per asked date, which
 * carries everything but the title. After five years 12 evenings touch about 1,700 booking-dates of
 * 1,550 bookings; looking up each one's performers in booking_performers and its row for the venue
 * was most of the statement's time. The fences (offset 0) keep that order. A booking's title is
 * read (by primary key) only for the asked organization's bookings (a one-time filter skips the
 * lookup otherwise); its venue is returned for those, and for every booking when the reader may
 * see other organizations. Bookings without performers hold nobody and are not in the table.
 *
 * Bindings, in order: dates, time, duration, time, excluded booking ids, the asked organization
 * (venue), whether the reader sees other venues, the asked organization (title).
 */
const OVERLAPPING_BOOKINGS_SQL = `
  select o.booking_id as "bookingId", o.organization_id as "organizationId", o.date, o.time, o.duration,
         o.slot_dates as "slotDates", o.performer_ids as "performerIds",
         coalesce(named.title, '') as title, o.department
    from (
      select o.booking_id, o.organization_id, o.date, o.time, o.duration, o.performer_ids,
             array_agg(s.date::text order by s.date) as slot_dates,
             case when o.organization_id = ? or ?::boolean then o.department end as department
        from unnest(?::date[]) as s(date)
        cross join lateral (
          select o.booking_id, o.organization_id, o.date, o.time, o.duration, o.department, o.performer_ids
            from booking_performer_slots o
           where o.date between s.date - 1 and s.date + 1
             and o.date + o.time::time < s.date + ?::time + make_interval(mins => ?)
             and s.date + ?::time < o.date + o.time::time + make_interval(mins => o.duration)
             and o.booking_id <> all(?::int[])
          offset 0) o
       group by o.booking_id, o.organization_id, o.date, o.time, o.duration, o.department, o.performer_ids
      offset 0) o
    left join lateral (
      select b.title from bookings b where b.id = o.booking_id and o.organization_id = ? offset 0) named on true
   order by o.date, o.time, o.booking_id`;

export function createAvailabilityCheckRepository() {
  return {
    /** Every booking holding a performer at a time overlapping the slot on any asked date, once each. */
    async findOverlappingBookings(db: Knex, slot: CompactSlotOnDates): Promise<OverlappingBookingRow[]> {
      if (slot.dates.length === 0) return [];
      const result: { rows: OverlappingBookingRow[] } = await db.raw(OVERLAPPING_BOOKINGS_SQL, [
        slot.organizationId,
        slot.readsOtherVenues,
        [...slot.dates],
        slot.time,
        slot.duration,
        slot.time,
        [...slot.excludeBookingIds],
        slot.organizationId,
      ]);
      return result.rows;
    },
  };
}
