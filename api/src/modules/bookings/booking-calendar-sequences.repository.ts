import type { Knex } from 'knex';

/**
 * booking_calendar_sequences: each booking's iCalendar SEQUENCE, kept by the bookings table's own
 * triggers (migration `bookings_calendar_sequences`) and read here by whatever writes an event.
 */
export function createCalendarSequenceRepository(knex: Knex) {
  return {
    /**
     * The SEQUENCE of each of the bookings (deleted ones too: theirs is their cancellation's), in one
     * statement; `db` is the caller's transaction when it must see what it claimed.
     */
    async sequencesOf(
      bookingIds: readonly number[],
      db: Knex | Knex.Transaction = knex,
    ): Promise<Map<number, number>> {
      if (bookingIds.length === 0) return new Map();
      const rows: { bookingId: number; sequence: number }[] = await db('bookingCalendarSequences')
        .select('bookingId', 'sequence')
        // One array parameter: a venue feed's window may name thousands of bookings.
        .whereRaw('booking_id = any(?::int[])', [[...new Set(bookingIds)]]);
      return new Map(rows.map((row) => [row.bookingId, row.sequence]));
    },
  };
}

export type CalendarSequenceRepository = ReturnType<typeof createCalendarSequenceRepository>;
