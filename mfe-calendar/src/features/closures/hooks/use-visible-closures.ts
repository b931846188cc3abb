import { useMemo } from 'react';
import type { DateRange, VenueClosureDto } from '@booking-portal/api/contract';
import { closedDaysOf, closureRangeOf, NO_CLOSED_DAYS, type ClosedDays } from '../closed-days';
import { useListCalendarClosuresQuery } from '../../bookings';

const NO_CLOSURES: readonly VenueClosureDto[] = [];

export interface VisibleClosures {
  closedDays: ClosedDays;
  /** The read's error, for the screen's read-error toast. */
  error: unknown;
}

/**
 * The closed days of the visible range (and the day after it) for the venues shown. Like the
 * bookings, closures are read again on each mount, range change and window focus. While a new range
 * is read, the last answer for this organization stays: its closures are real ones, each on its own
 * days, so none is shown on a wrong day.
 */
export function useVisibleClosures(
  organizationId: number | null,
  range: DateRange,
  shownDepartments: readonly string[] | null,
): VisibleClosures {
  const read = useMemo(() => closureRangeOf(range), [range]);
  const { data, error } = useListCalendarClosuresQuery(
    { organizationId: organizationId ?? 0, from: read.from, to: read.to },
    { skip: organizationId === null, refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );
  const closures = useMemo(
    () => (data ?? NO_CLOSURES).filter((closure) => closure.organizationId === organizationId),
    [data, organizationId],
  );
  const closedDays = useMemo(
    () => (closures.length === 0 ? NO_CLOSED_DAYS : closedDaysOf(closures, read, shownDepartments)),
    [closures, read, shownDepartments],
  );
  return { closedDays, error };
}
