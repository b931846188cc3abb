import {
  closureCoverageQuerySchema,
  type ClosureCoverageDto,
  type ClosureCoverageQuery,
} from '@booking-portal/api/contract';
import { closureCoverageUrl, useDepartmentClosureCoverageQuery } from '../closures.endpoints';
import { useDebouncedValue } from './use-debounced-value';

/** How long the venue and span must stay as they are before the bookings they cover are read. */
export const COVERAGE_READ_DELAY_MS = 300;

/**
 * - idle: the venue and span are not complete or not valid yet, nothing is asked;
 * - checking: the answer for the span on screen is awaited (or the span is still being changed);
 * - checked: `coverage` is the answer for the span on screen;
 * - failed: the bookings could not be read (the closure can still be added).
 */
export type CoveredBookingsState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'checked'; coverage: ClosureCoverageDto }
  | { status: 'failed' };

/**
 * The bookings the closure being written would cover, read once its venue and span are valid (checked
 * with the schema the server checks them with) and have stayed so for a moment: a date typed digit by
 * digit is read once. An answer is never shown for a span other than the one on screen, and a booking
 * written meanwhile (anywhere in the portal) reads it again.
 */
export function useCoveredBookings(
  organizationId: number,
  query: ClosureCoverageQuery,
): CoveredBookingsState & { retry: () => void } {
  const request = { organizationId, query };
  const key = closureCoverageQuerySchema.isValidSync(query) ? closureCoverageUrl(request) : null;
  const settledKey = useDebouncedValue(key, COVERAGE_READ_DELAY_MS);
  const settled = key !== null && settledKey === key;
  const read = useDepartmentClosureCoverageQuery(request, {
    skip: !settled,
    refetchOnMountOrArgChange: true,
  });
  const retry = () => {
    if (settled) void read.refetch();
  };

  if (key === null) return { status: 'idle', retry };
  if (!settled) return { status: 'checking', retry };
  if (read.isError) return { status: 'failed', retry };
  if (read.currentData === undefined || read.isFetching) return { status: 'checking', retry };
  return { status: 'checked', coverage: read.currentData, retry };
}
