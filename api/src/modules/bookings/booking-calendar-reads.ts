import type { Knex } from 'knex';
import type { BookingListQueryInput } from '../../contract';
import type { Actor } from '../../platform/http';
import { createCalendarSequenceRepository } from './booking-calendar-sequences.repository';
import { readFilterOf } from './booking-scope';
import type { BookingListFilter, BookingRepository } from './bookings.repository';
import type { BookingRecord } from './bookings.types';

/** What the performers' own views (their page, feeds, digests and notices) read of bookings. */
export interface BookingCalendarReads {
  /** The bookings the filter keeps, each with its performers, in date and time order: one statement. */
  listBookings(filter: BookingListFilter): Promise<BookingRecord[]>;
  /**
   * The ids of the bookings the actor may see among those the query asks for, as a subquery for the
   * caller's own statement; null when the actor may see none of them.
   */
  visibleBookingIds(actor: Actor, query: BookingListQueryInput): Knex.QueryBuilder | null;
  /**
   * Each booking's iCalendar SEQUENCE (booking_calendar_sequences; a deleted one's is its
   * cancellation's), in one statement; `db` is the caller's transaction when it must see what it claimed.
   */
  sequencesOf(bookingIds: readonly number[], db?: Knex | Knex.Transaction): Promise<Map<number, number>>;
}

export function createBookingCalendarReads(knex: Knex, bookings: BookingRepository): BookingCalendarReads {
  const sequences = createCalendarSequenceRepository(knex);
  return {
    listBookings: (filter) => bookings.list(filter),
    visibleBookingIds(actor, query) {
      const filter = readFilterOf(actor, query);
      if (filter === null || (filter.departments !== null && filter.departments.length === 0)) return null;
      return bookings.idsMatching(filter);
    },
    sequencesOf: (bookingIds, db) => sequences.sequencesOf(bookingIds, db),
  };
}
