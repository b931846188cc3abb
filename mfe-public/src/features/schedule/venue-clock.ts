/**
 * The venue's wall clock. Bookings are dated and timed in the venue's own time (docs/ARCHITECTURE.md section 7),
 * so 'Today', 'Tomorrow', 'already ended' and the week's days are read on the venue's clock, from
 * its IANA time zone, never on the guest's device. Intl does the zone arithmetic: the embed's bundle
 * has no room for a time zone library.
 */

/** A moment as the venue's clock shows it. */
export interface VenueTime {
  /** yyyy-MM-dd at the venue. */
  date: string;
  /** Minutes since the venue's midnight. */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | null): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

/** `now` on the clock of `timeZone`; null (the venue's zone unknown) reads the device's own clock. */
export function venueTimeOf(now: Date, timeZone: string | null): VenueTime {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
