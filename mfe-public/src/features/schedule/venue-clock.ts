/**
 * The venue's wall clock. Bookings are dated and timed in the venue's own time, so 'Today',
 * 'Tomorrow', 'already ended' and the week's days are read on the venue's clock, from its IANA time
 * zone, never on the guest's device. The contract's formatter does the zone arithmetic (Intl: the
 * embed's bundle has no room for a time zone library).
 */
import { wallClockAt } from '@booking-portal/api/contract';

/** A moment as the venue's clock shows it. */
export interface VenueTime {
  /** yyyy-MM-dd at the venue. */
  date: string;
  /** Minutes since the venue's midnight. */
  minutes: number;
}

/** `now` on the clock of `timeZone`; null (the venue's zone unknown) reads the device's own clock. */
export function venueTimeOf(now: Date, timeZone: string | null): VenueTime {
  const { date, minutes } = wallClockAt(now, timeZone);
  return { date, minutes };
}
