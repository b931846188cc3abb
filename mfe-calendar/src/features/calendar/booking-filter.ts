import type { BookingDto } from '@booking-portal/api/contract';

/**
 * The bookings the department panel and Pending Only let through. Returns the same array when nothing
 * filters, so the views' memoized events survive (FullCalendar redraws every event for a new array).
 */
export function filterBookings(
  bookings: readonly BookingDto[],
  shownDepartments: readonly string[] | null,
  pendingOnly: boolean,
): readonly BookingDto[] {
  if (shownDepartments === null && !pendingOnly) return bookings;
  return bookings.filter(
    (booking) =>
      (!pendingOnly || booking.status === 'pending') &&
      (shownDepartments === null ||
        (booking.department !== null && shownDepartments.includes(booking.department))),
  );
}
