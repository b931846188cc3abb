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
 * performer: the dates it touches and its performers come as arrays. After five years a 60-date
 * check finds about 3,700 booking-dates holding 7,600 performer rows; the rows node-postgres turns
 * into objects, and the answer, shrink with it. The fences (offset 0) keep the order the date index
 * makes cheap (see OVERLAPS_ON_DATES_SQL); a booking's title is returned only for the asked
 * organization, its venue also for a reader who may see every organization (a one-time filter
 * skips the row lookup otherwise). Bookings without performers hold nobody and are left out.
 */
const OVERLAPPING_BOOKINGS_SQL = `
  select o.id as "bookingId", o.organization_id as "organizationId", o.date, o.time, o.duration,
         o.slot_dates as "slotDates", bp.ids as "performerIds",
         coalesce(named.title, '') as title, named.department
    from (
      select o.id, o.organization_id, o.date, o.time, o.duration,
             array_agg(s.date::text order by s.date) as slot_dates
        from unnest(?::date[]) as s(date)
        cross join lateral (
          select o.id, o.organization_id, o.date, o.time, o.duration from bookings o
           where o.date between s.date - 1 and s.date + 1
             and o.date + o.time::time < s.date + ?::time + make_interval(mins => ?)
             and s.date + ?::time < o.date + o.time::time + make_interval(mins => o.duration)
             and o.id <> all(?::int[])
          offset 0) o
       group by o.id, o.organization_id, o.date, o.time, o.duration
      offset 0) o
    cross join lateral (
      select array_agg(distinct performer_id) as ids from booking_performers where booking_id = o.id) bp
    left join lateral (
      select case when o.organization_id = ? then b.title end as title, b.department
        from bookings b where b.id = o.id and (o.organization_id = ? or ?::boolean) offset 0) named on true
   where bp.ids is not null
   order by o.date, o.time, o.id`;

export function createAvailabilityCheckRepository() {
  return {
    /** Every booking holding a performer at a time overlapping the slot on any asked date, once each. */
    async findOverlappingBookings(db: Knex, slot: CompactSlotOnDates): Promise<OverlappingBookingRow[]> {
      if (slot.dates.length === 0) return [];
      const result: { rows: OverlappingBookingRow[] } = await db.raw(OVERLAPPING_BOOKINGS_SQL, [
        [...slot.dates],
        slot.time,
        slot.duration,
        slot.time,
        [...slot.excludeBookingIds],
        slot.organizationId,
        slot.organizationId,
        slot.readsOtherVenues,
      ]);
      return result.rows;
    },
  };
}

export type AvailabilityCheckRepository = ReturnType<typeof createAvailabilityCheckRepository>;
