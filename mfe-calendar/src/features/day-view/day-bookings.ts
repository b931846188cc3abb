import type { BookingDto } from '@booking-portal/api/contract';
import { byStartTime } from '../bookings/booking-display';

/** The bookings of one day (yyyy-MM-dd) sorted by start time, then title (SPEC.md section 2, Day view). */
export function bookingsOfDay(bookings: readonly BookingDto[], date: string): BookingDto[] {
  return bookings.filter((booking) => booking.date === date).sort(byStartTime);
}
