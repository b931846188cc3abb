import { useEffect } from 'react';
import { BOOKING_MESSAGES, type BookingDto, type DateRange } from '@booking-portal/api/contract';
import { useReadErrorToast } from './use-read-error-toast';
import { bookingsApi, useListBookingsQuery } from '../../bookings';

const NO_BOOKINGS: readonly BookingDto[] = [];

export interface VisibleBookings {
  /**
   * The bookings of this organization and range only, never those of the range or organization shown
   * before: they would read as this one's (and could be selected and changed as this one's).
   */
  bookings: readonly BookingDto[];
  /** True until this organization's range has been read (or has failed): the views show their loading state. */
  isLoading: boolean;
}

/** Neighbour ranges read ahead are reused for this long before the next read ahead asks again. */
const READ_AHEAD_FRESH_SECONDS = 30;

/**
 * The bookings of the visible range only (docs/ARCHITECTURE.md section 3). Bookings are always stale (docs/PRODUCT.md
 * section 9): each mount or range change refetches, and so do window focus and the tab becoming visible.
 * The department panel and Pending Only filter on the client, so toggling them costs no request.
 * Once the range has arrived, the previous and next ranges are read ahead, so stepping shows bookings at
 * once while the step's own read refreshes them; a range not read yet shows as loading.
 */
export function useVisibleBookings(
  organizationId: number | null,
  range: DateRange,
  neighbourRanges: readonly DateRange[] = [],
): VisibleBookings {
  const skip = organizationId === null;
  const prefetchBookings = bookingsApi.usePrefetch('listBookings', { ifOlderThan: READ_AHEAD_FRESH_SECONDS });
  const { currentData, isError, error, refetch } = useListBookingsQuery(
    { from: range.from, to: range.to, organizationId: organizationId ?? undefined },
    { skip, refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );
  useReadErrorToast(error, BOOKING_MESSAGES.fetchBookingsFailed);

  useEffect(() => {
    if (skip) return undefined;
    // The shell's listeners refetch on focus; a tab coming back to the front is not always focused.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [skip, refetch]);

  const hasData = currentData !== undefined;
  useEffect(() => {
    if (skip || !hasData) return;
    for (const neighbour of neighbourRanges) {
      prefetchBookings({
        from: neighbour.from,
        to: neighbour.to,
        organizationId: organizationId ?? undefined,
      });
    }
  }, [skip, hasData, neighbourRanges, organizationId, prefetchBookings]);

  return { bookings: currentData ?? NO_BOOKINGS, isLoading: skip || (!hasData && !isError) };
}
