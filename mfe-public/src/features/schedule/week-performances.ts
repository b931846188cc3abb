import {
  addDays,
  daysOf,
  minutesOfTime,
  type DateRange,
  type PublicBookingDto,
} from '@booking-portal/api/contract';
import type { VenueTime } from './venue-clock';

/**
 * The 'This Week's Performances' panel answers a guest's question "what can I still go and see?".
 * The spec leaves open whether it lists past performances (docs/PRODUCT.md section 2); we decided it does not:
 * it covers today and the next 6 days only, never a past day, and leaves out today's performances
 * that have already ended. Past days stay readable through the month calendar.
 */
const WEEK_PANEL_DAYS = 7;

export function weekPanelRangeOf(today: string): DateRange {
  return { from: today, to: addDays(today, WEEK_PANEL_DAYS - 1) };
}

/** Minutes after the day's midnight at which a performance ends; an end at or before its start is past midnight. */
function endMinutesOf(booking: Pick<PublicBookingDto, 'startTime' | 'endTime'>): number {
  const start = minutesOfTime(booking.startTime);
  const end = minutesOfTime(booking.endTime);
  return end <= start ? end + 24 * 60 : end;
}

/** Whether a performance on `booking.date` is over at `now`, both on the venue's clock. */
function hasEnded(
  booking: Pick<PublicBookingDto, 'date' | 'startTime' | 'endTime'>,
  now: VenueTime,
): boolean {
  if (booking.date !== now.date) return booking.date < now.date;
  return now.minutes >= endMinutesOf(booking);
}

export function byStartTime(first: PublicBookingDto, second: PublicBookingDto): number {
  return first.date.localeCompare(second.date) || first.startTime.localeCompare(second.startTime);
}

export type DayTag = 'today' | 'tomorrow' | null;

export interface WeekPerformance {
  booking: PublicBookingDto;
  tag: DayTag;
}

/** The panel's list, in time order, from the bookings known for each day of its range (the venue's days). */
export function weekPerformancesOf(
  bookingsOn: (date: string) => readonly PublicBookingDto[] | undefined,
  now: VenueTime,
): WeekPerformance[] {
  const today = now.date;
  const tomorrow = addDays(today, 1);
  return daysOf(weekPanelRangeOf(today))
    .flatMap((date) => [...(bookingsOn(date) ?? [])])
    .filter((booking) => !hasEnded(booking, now))
    .sort(byStartTime)
    .map((booking) => ({
      booking,
      tag: booking.date === today ? 'today' : booking.date === tomorrow ? 'tomorrow' : null,
    }));
}
