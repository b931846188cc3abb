import { minutesOfTime, timeLabel, timeOfMinutes, type BookingDto } from '@booking-portal/api/contract';

const FIRST_HOUR = 8;
const LAST_HOUR = 23;

/** The week view's hourly rows 08:00 to 23:00 as the Move form's time choices ('HH:mm'). */
const MOVE_HOURS: readonly string[] = Array.from({ length: LAST_HOUR - FIRST_HOUR + 1 }, (_, index) =>
  timeOfMinutes((FIRST_HOUR + index) * 60),
);

/**
 * The time choices for moving `booking`: the whole hours, plus the booking's own time when it is off
 * the hour (so moving only the date keeps the time), in order, labelled '7:00 PM'.
 */
export function moveTimeOptions(booking: Pick<BookingDto, 'time'>): { value: string; label: string }[] {
  const times = MOVE_HOURS.includes(booking.time) ? [...MOVE_HOURS] : [...MOVE_HOURS, booking.time];
  return times
    .sort((first, second) => minutesOfTime(first) - minutesOfTime(second))
    .map((time) => ({ value: time, label: timeLabel(time) }));
}

/** The move to request, or null when the date and time are both unchanged (nothing to do, as with a drop in place). */
export function moveTargetOf(
  booking: Pick<BookingDto, 'date' | 'time'>,
  target: { date: string; time: string },
): { date: string; time: string } | null {
  if (target.date === booking.date && target.time === booking.time) return null;
  return target;
}
