import { useMemo } from 'react';
import { formatInstantLabel, type BookingDto } from '@booking-portal/api/contract';
import { useListPerformerNoticesQuery } from '../../bookings';

/** Per booking, per performer: when the performer was last told of it (ISO 8601). */
export type LastNotified = ReadonlyMap<number, ReadonlyMap<number, string>>;

const NONE: LastNotified = new Map();

/**
 * When each performer of the day's bookings was last notified of them: a read of its own beside the
 * month's (which keeps its statement count), for writers only, who decide who is notified.
 */
export function useLastNotified(
  date: string,
  bookings: readonly BookingDto[],
  enabled: boolean,
): LastNotified {
  const organizationId = bookings.find((booking) => booking.organizationId !== null)?.organizationId;
  const hasPerformers = bookings.some((booking) => booking.performers.length > 0);
  const { data } = useListPerformerNoticesQuery(
    { from: date, to: date, ...(organizationId == null ? {} : { organizationId }) },
    { skip: !enabled || !hasPerformers },
  );
  return useMemo(() => {
    if (data === undefined) return NONE;
    const byBooking = new Map<number, Map<number, string>>();
    for (const notice of data) {
      const performers = byBooking.get(notice.bookingId) ?? new Map<number, string>();
      performers.set(notice.performerId, notice.notifiedAt);
      byBooking.set(notice.bookingId, performers);
    }
    return byBooking;
  }, [data]);
}

/**
 * 'last notified Mar 3, 2031, 7:05 PM EST': on the venue's clock, as the card's booking times are, the
 * zone named; on the viewer's own clock, its zone named, while the venue's zone is not known.
 */
export function lastNotifiedLabel(notifiedAt: string, venueTimeZone: string | null): string {
  return `last notified ${formatInstantLabel(notifiedAt, venueTimeZone)}`;
}
