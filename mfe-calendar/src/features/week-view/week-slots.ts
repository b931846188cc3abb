import moment from 'moment';
import { minutesOfTime, timeOfMinutes, type BookingDto } from '@booking-portal/api/contract';

/** The week grid's rows: 8:00 AM through 11:00 PM, then 12:00 AM (docs/PRODUCT.md sections 2 and 9: 17 slots). */
export const WEEK_FIRST_HOUR = 8;
/** Exclusive end, past midnight, so the last row is 12:00 AM of the column's night. */
export const WEEK_END_HOUR = 25;
const WEEK_SLOT_MINUTES = 60;

const MINUTES_PER_DAY = 24 * 60;
const FIRST_SLOT_MINUTES = WEEK_FIRST_HOUR * 60;
const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Minutes from the column's midnight at which a stored time is drawn. Times before 8:00 AM belong to
 * the night after the column's evening: '00:00' is the form's '24:00' (docs/PRODUCT.md section 9), drawn in the
 * 12:00 AM row at the bottom of its own day's column.
 */
export function displayMinutesOf(time: string): number {
  const minutes = minutesOfTime(time);
  return minutes < FIRST_SLOT_MINUTES ? minutes + MINUTES_PER_DAY : minutes;
}

/** A grid position (a Date in the calendar's local time) as the column's date and minutes past its midnight. */
export function slotOf(date: Date): { date: string; minutes: number } {
  const local = moment(date);
  const minutes = local.hours() * 60 + local.minutes();
  if (minutes < FIRST_SLOT_MINUTES) {
    return { date: local.clone().subtract(1, 'day').format(DATE_FORMAT), minutes: minutes + MINUTES_PER_DAY };
  }
  return { date: local.format(DATE_FORMAT), minutes };
}

/** The form's time for minutes past a column's midnight: '24:00' at midnight (the form's last choice). */
function formTimeOf(minutes: number): string {
  return minutes === MINUTES_PER_DAY ? '24:00' : timeOfMinutes(minutes);
}

/** What a writer's click on an empty slot starts: the column's date, the slot's hour and one hour later. */
export function slotBookingDefaults(clicked: Date): { date: string; startTime: string; endTime: string } {
  const { date, minutes } = slotOf(clicked);
  return {
    date,
    startTime: formTimeOf(minutes),
    endTime: formTimeOf(minutes + WEEK_SLOT_MINUTES),
  };
}

/**
 * The move a drop asks for: the date and time where the booking's block now starts. Null when the
 * drop is unusable (no booking, no position) or changes neither date nor time (docs/PRODUCT.md section 4).
 */
export function moveTargetOfDrop(
  booking: Pick<BookingDto, 'date' | 'time'> | undefined,
  droppedAt: Date | null,
): { date: string; time: string } | null {
  if (booking === undefined || droppedAt === null || Number.isNaN(droppedAt.getTime())) return null;
  const { date, minutes } = slotOf(droppedAt);
  const time = timeOfMinutes(minutes);
  if (date === booking.date && time === booking.time) return null;
  return { date, time };
}

/** Start and end of a booking's block in the calendar's local time: it spans ceil(duration/60) rows. */
export function blockSpanOf(booking: Pick<BookingDto, 'date' | 'time' | 'duration'>): {
  start: string;
  end: string;
} {
  const minutes = displayMinutesOf(booking.time);
  // Built from the wall-clock text, not by adding hours to midnight, so a DST change cannot shift it.
  const start = moment(`${booking.date}T${timeOfMinutes(minutes)}`, 'YYYY-MM-DDTHH:mm').add(
    Math.floor(minutes / MINUTES_PER_DAY),
    'days',
  );
  const rows = Math.max(1, Math.ceil(booking.duration / WEEK_SLOT_MINUTES));
  const end = start.clone().add(rows, 'hours');
  return { start: start.format('YYYY-MM-DDTHH:mm:ss'), end: end.format('YYYY-MM-DDTHH:mm:ss') };
}

/** A click on an empty slot: writers start a new booking there; readers get nothing (docs/PRODUCT.md section 2). */
export function handleSlotClick(
  clicked: Date,
  canWrite: boolean,
  startBooking: (defaults: { date: string; startTime: string; endTime: string }) => void,
): void {
  if (canWrite) startBooking(slotBookingDefaults(clicked));
}
