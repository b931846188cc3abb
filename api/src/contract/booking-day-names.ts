import { formatDayLabel } from './date-time.format';

/** A booking as a refusal names it: its title on its day (null when nothing tells them any more). */
interface BookingOnDay {
  title: string | null;
  date: string | null;
}

/** "'Jazz Night' on Tue, Dec 1, 2026": the day as every screen reads it. */
function bookingOnDayName({ title, date }: BookingOnDay): string {
  return title === null || date === null ? 'a booking' : `'${title}' on ${formatDayLabel(date)}`;
}

/**
 * "'Jazz Night' on Tue, Dec 1, 2026, 'Brunch' on Wed, Dec 2, 2026 and 'Gala' on Thu, Dec 3, 2026":
 * the one way a refused change set or undo names its bookings.
 */
export function bookingOnDayList(bookings: readonly BookingOnDay[]): string {
  const names = bookings.map(bookingOnDayName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
