import type { BookingDto } from '@booking-portal/api/contract';

/** The dates ('YYYY-MM-DD') that hold at least one booking: the month grids put a dot on them. */
export function datesWithBookings(bookings: readonly BookingDto[]): ReadonlySet<string> {
  return new Set(bookings.map(({ date }) => date));
}
