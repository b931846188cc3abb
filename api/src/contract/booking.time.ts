/** Wall-clock time arithmetic of docs/PRODUCT.md sections 2, 3 and 9, shared by the API and the calendar. */

const MINUTES_PER_DAY = 24 * 60;

/** Minutes since midnight of 'HH:mm'; '24:00' (the form's last choice) counts as the end of the day. */
export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:mm' of minutes since midnight, wrapping past midnight. */
export function timeOfMinutes(totalMinutes: number): string {
  const wrapped = ((totalMinutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The end time of a booking: start plus duration (the day view's rule), 'HH:mm'. */
export function endTimeOf(time: string, duration: number): string {
  return timeOfMinutes(minutesOfTime(time) + duration);
}

/**
 * Minutes from start to end as the form picks them; an end of '24:00' or '00:00' means midnight at the
 * end of the day. Zero or negative when the end is not after the start.
 */
export function durationBetween(start: string, end: string): number {
  const endMinutes = end === '00:00' || end === '24:00' ? MINUTES_PER_DAY : minutesOfTime(end);
  return endMinutes - minutesOfTime(start);
}

/** Stored times are 'HH:mm' 00:00 to 23:59; the form's '24:00' is stored as '00:00' (docs/PRODUCT.md section 9). */
export function storedTimeOf(time: string): string {
  return time === '24:00' ? '00:00' : time;
}

/** Time choices every 30 minutes from 08:00 to 24:00 (docs/PRODUCT.md section 9), values 'HH:mm'. */
export const TIME_CHOICES: readonly string[] = Array.from({ length: 33 }, (_, index) =>
  index === 32 ? '24:00' : timeOfMinutes(8 * 60 + index * 30),
);

/** '9:00 AM', '12:30 PM', '12:00 AM' for '24:00' or '00:00' (docs/PRODUCT.md section 9: 12-hour AM/PM labels). */
export function timeLabel(time: string): string {
  const minutes = minutesOfTime(time) % MINUTES_PER_DAY;
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Duration in hours, whole or one decimal, 'hour' for 1 and 'hours' otherwise (docs/PRODUCT.md section 9). */
export function durationLabel(duration: number): string {
  const hours = Math.round((duration / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Weekday names from Sunday, the first day of the month grids (docs/PRODUCT.md section 9; locale en-US). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
