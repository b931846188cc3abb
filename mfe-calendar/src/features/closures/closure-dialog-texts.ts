import { formatMediumDayLabel, timeLabel, type CoveredBookingDto } from '@booking-portal/api/contract';

/** Texts of the calendar's Close Venue dialog; the success toast and validation messages are the contract's. */
export const CLOSE_VENUE_TEXTS = {
  open: 'Close Venue',
  title: 'Close Venue',
  department: 'Department',
  wholeOrganization: 'Whole organization',
  startDate: 'Start date',
  startTime: 'Start time',
  endDate: 'End date',
  endTime: 'End time',
  reason: 'Reason',
  zoneHint: "Times in the venue's time zone. The closure ends at the end time.",
  add: 'Add Closure',
  adding: 'Adding...',
  cancel: 'Cancel',
  addFailed: 'Failed to add closure',
  coveredTitle: 'Bookings during this closure',
  coveredIdle: 'Choose when the venue closes to see the bookings it covers.',
  coveredChecking: 'Checking bookings...',
  coveredFailed: 'The bookings could not be checked. The closure can still be added.',
  coveredNone: 'No bookings during this closure.',
  coveredList: 'Bookings the closure covers',
  addedTitle: 'Closure Added',
  keepBookings: 'Keep Bookings',
  cancelBookings: 'Cancel These Bookings',
  moveBookings: 'Move These Bookings',
  moveLegend: 'Move the bookings to',
  moveDepartment: 'New department',
  sameDepartment: 'Same department',
  moveDate: 'New date',
  moveDateHint: "Leave empty to keep each booking's date. Start times stay as they are.",
  previewMove: 'Preview Move',
} as const;

/** '1 booking falls within this closure. It stays booked unless you cancel it.' */
export function coveredSummary(total: number): string {
  return total === 1
    ? '1 booking falls within this closure. It stays booked unless you cancel it.'
    : `${total} bookings fall within this closure. They stay booked unless you cancel them.`;
}

/** After the closure is added: what is left to decide about its bookings. */
export function addedSummary(total: number): string {
  return total === 1
    ? 'The venue is closed, but 1 booking is still confirmed or pending there. Move it or cancel it (you will see a preview first), or keep it.'
    : `The venue is closed, but ${total} bookings are still confirmed or pending there. Move them or cancel them (you will see a preview first), or keep them.`;
}

/** '…and 12 more' when the list shows only the first of them. */
export function moreCovered(count: number): string {
  return `and ${count} more`;
}

/** 'Solo piano, Apr 12, 2031, 9:00 PM - 11:00 PM, Lobby Bar, confirmed, with Ann Lee' */
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
