import { formatMediumDayLabel, timeLabel, type CoveredBookingDto } from '@booking-portal/api/contract';

/**
 * Texts of the Add Closure dialog's list of the bookings a closure would cover. Where the calendar's
 * Close Venue dialog says the same thing, the words are its own (remotes share no code but the
 * shell's, so they are repeated here); what differs is that here the bookings cannot be cancelled or
 * moved, so the list points to Close Venue, where they can.
 */
export const COVERED_BOOKINGS_TEXTS = {
  title: 'Bookings during this closure',
  idle: 'Choose when the venue closes to see the bookings it covers.',
  checking: 'Checking bookings...',
  failed: 'The bookings could not be checked. The closure can still be added.',
  retry: 'Check Again',
  none: 'No bookings during this closure.',
  list: 'Bookings the closure covers',
  closeVenueHint:
    "To cancel or move them as one change set, add the closure from the calendar's Close Venue instead.",
} as const;

/** '1 booking falls within this closure. It stays booked, marked "Venue closed" in the calendar.' */
export function coveredSummary(total: number): string {
  return total === 1
    ? '1 booking falls within this closure. It stays booked, marked "Venue closed" in the calendar.'
    : `${total} bookings fall within this closure. They stay booked, marked "Venue closed" in the calendar.`;
}

/** 'and 12 more' when the list shows only the first of them. */
export function moreCovered(count: number): string {
  return `and ${count} more`;
}

/** 'Solo piano, Apr 12, 2031, 9:00 PM - 11:00 PM, Lobby Bar, confirmed, with Ann Lee', as the calendar lists it. */
export function coveredBookingText(booking: CoveredBookingDto): string {
  const parts = [
    booking.title,
    formatMediumDayLabel(booking.date),
    `${timeLabel(booking.startTime)} - ${timeLabel(booking.endTime)}`,
    booking.department ?? 'No department',
    booking.status,
  ];
  if (booking.performers.length > 0) parts.push(`with ${booking.performers.join(', ')}`);
  return parts.join(', ');
}
