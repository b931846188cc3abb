import type { BookingDto } from '@booking-portal/api/contract';

/** Sorts bookings by start time, then title (the day view's and the month cell's order). */
export function byStartTime(first: BookingDto, second: BookingDto): number {
  return first.time.localeCompare(second.time) || first.title.localeCompare(second.title);
}

/** The bookings of one day (yyyy-MM-dd) sorted by start time, then title (docs/PRODUCT.md section 2, Day view). */
export function bookingsOfDay(bookings: readonly BookingDto[], date: string): BookingDto[] {
  return bookings.filter((booking) => booking.date === date).sort(byStartTime);
}
