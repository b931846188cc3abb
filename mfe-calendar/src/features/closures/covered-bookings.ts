import { addDays, minutesOfTime, type BookingDto, type VenueClosureDto } from '@booking-portal/api/contract';
import type { ClosedDays, ClosedSpan } from './closed-days';

const MINUTES_PER_DAY = 24 * 60;

/** The accessible name, and visible text, of the mark on a booking a closure covers. */
export const VENUE_CLOSED_MARK = 'Venue closed';

/** The symbol of a closure: beside each line of a day's closures, and the compact mark on a phone's booking line. */
export const CLOSED_SYMBOL = '⛔';

type CoveredBooking = Pick<BookingDto, 'date' | 'time' | 'duration' | 'department'>;

/** Whether the span's closure closes the booking's venue: a whole organization's closes every venue. */
function closesVenueOf(span: ClosedSpan, booking: CoveredBooking): boolean {
  return span.closure.department === null || span.closure.department === booking.department;
}

/** The closures among one day's spans that overlap minutes [start, end) of that day at the booking's venue. */
function overlapping(
  spans: readonly ClosedSpan[] | undefined,
  booking: CoveredBooking,
  start: number,
  end: number,
) {
  return (spans ?? []).filter(
    (span) => closesVenueOf(span, booking) && span.startMinutes < end && span.endMinutes > start,
  );
}

/**
 * The closures that cover a booking: at its venue (or the whole organization), overlapping its time
 * on the wall clock (it starts before the booking ends and ends after the booking starts, as the
 * server's closure rule decides). A booking lasts at most a day, so it meets its own day's spans and,
 * when it runs past midnight, the next day's: the calendar reads the closures of its range and the day
 * after it, so every booking it shows is judged on all of its time.
 */
export function closuresCovering(booking: CoveredBooking, closedDays: ClosedDays): VenueClosureDto[] {
  if (closedDays.size === 0) return [];
  const start = minutesOfTime(booking.time);
  const end = start + booking.duration;
  const found = [
    ...overlapping(closedDays.get(booking.date), booking, start, Math.min(end, MINUTES_PER_DAY)),
    ...(end > MINUTES_PER_DAY
      ? overlapping(closedDays.get(addDays(booking.date, 1)), booking, 0, end - MINUTES_PER_DAY)
      : []),
  ].map((span) => span.closure);
  return [...new Map(found.map((closure) => [closure.id, closure])).values()];
}

/** 'Venue closed: Private event' (each covering closure's reason, once), the mark's description. */
export function venueClosedText(closures: readonly VenueClosureDto[]): string {
  const reasons = [...new Set(closures.map((closure) => closure.reason))];
  return `${VENUE_CLOSED_MARK}: ${reasons.join('; ')}`;
}
