import { useMemo } from 'react';
import type { BookingDto } from '@booking-portal/api/contract';
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

/** 'last notified 3 Mar 2031, 19:05' in the viewer's locale and zone. */
export function lastNotifiedLabel(notifiedAt: string): string {
  const when = new Date(notifiedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `last notified ${when}`;
}
