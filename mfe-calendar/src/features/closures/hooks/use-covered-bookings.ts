import {
  closureCoverageQuerySchema,
  type ClosureCoverageDto,
  type ClosureCoverageQuery,
} from '@booking-portal/api/contract';
import { useClosureCoverageQuery } from '../closure-writes.endpoints';

/**
 * - idle: the span is not complete or not valid yet, nothing is asked;
 * - checking: the answer for the span on screen is on its way;
 * - checked: `coverage` is the answer for the span on screen;
 * - failed: the bookings could not be read (the closure can still be added).
 */
export type CoveredBookingsState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked'; coverage: ClosureCoverageDto }
  | { status: 'failed' };

const NO_QUERY: ClosureCoverageQuery = { startDate: '', startTime: '', endDate: '', endTime: '' };

/**
 * The bookings the closure on screen would cover, asked again whenever its venue or span changes (each
 * field is a picker, so a change is one choice, not a keystroke). An answer is never shown for a span
 * other than the one on screen; a booking written meanwhile reads it again.
 */
export function useCoveredBookings(
  organizationId: number,
  query: ClosureCoverageQuery,
): CoveredBookingsState & { refetch: () => void } {
  const complete = closureCoverageQuerySchema.isValidSync(query);
  const read = useClosureCoverageQuery(
    { organizationId, query: complete ? query : NO_QUERY },
    { skip: !complete, refetchOnMountOrArgChange: true },
  );
  const refetch = () => {
    if (complete) void read.refetch();
  };
  if (!complete) return { status: 'idle', refetch };
  if (read.isError) return { status: 'failed', refetch };
  if (read.currentData === undefined || read.isFetching) return { status: 'checking', refetch };
  return { status: 'checked', coverage: read.currentData, refetch };
}
