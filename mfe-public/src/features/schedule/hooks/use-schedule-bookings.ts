import { useCallback, useEffect, useRef, useState } from 'react';
import {
  daysOf,
  PUBLIC_SCHEDULE_CACHE_SECONDS,
  rangeContains,
  type DateRange,
  type PublicBookingDto,
} from '@booking-portal/api/contract';
import { fetchPublicBookings } from '../public-schedule.api';
import { byStartTime } from '../week-performances';
import { useNow } from './use-now';

/** The API lets the schedule be cached 5 minutes (docs/PRODUCT.md section 9); known days are read again after that. */
const FRESH_MS = PUBLIC_SCHEDULE_CACHE_SECONDS * 1000;

type DayIndex = ReadonlyMap<string, readonly PublicBookingDto[]>;

export interface ScheduleBookings {
  /** The day's performances in time order, or undefined while the day has not been read. */
  bookingsOn: (date: string) => readonly PublicBookingDto[] | undefined;
  /** Whether some day of `range` is still being read. */
  isLoading: (range: DateRange) => boolean;
  failed: boolean;
  retry: () => void;
}

function rangesKey(ranges: readonly DateRange[]): string {
  return ranges.map((range) => `${range.from}..${range.to}`).join('|');
}

/** Drops repeated ranges and a range another covers (the week panel inside the visible month's grid). */
function withoutCovered(ranges: readonly DateRange[]): DateRange[] {
  const unique = ranges.filter(
    (range, index) =>
      ranges.findIndex((other) => other.from === range.from && other.to === range.to) === index,
  );
  return unique.filter((range) => !unique.some((other) => other !== range && rangeContains(other, range)));
}

function withRange(days: DayIndex, range: DateRange, bookings: readonly PublicBookingDto[]): DayIndex {
  const next = new Map(days);
  for (const date of daysOf(range)) {
    next.set(date, bookings.filter((booking) => booking.date === date).sort(byStartTime));
  }
  return next;
}

/**
 * Reads GET /api/public/bookings for the given ranges only (the visible month's grid and the week panel),
 * with fetch and an AbortController: a range the guest has left is cancelled, a day already read is not
 * read again until it is 5 minutes old. Works without the shell's store, so the embed uses it too.
 * Pass a memoised `ranges` array.
 */
export function useScheduleBookings(apiBase: string, ranges: readonly DateRange[]): ScheduleBookings {
  const [days, setDays] = useState<DayIndex>(() => new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // When each day was read, for the effect only (rendering uses `days`).
  const readAt = useRef(new Map<string, number>());
  const refreshTick = useNow(FRESH_MS);
  const key = rangesKey(ranges);

  useEffect(() => {
    const controller = new AbortController();
    const staleBefore = Date.now() - FRESH_MS;
    const wanted = withoutCovered(ranges).filter((range) =>
      daysOf(range).some((date) => (readAt.current.get(date) ?? -Infinity) < staleBefore),
    );
    for (const range of wanted) {
      fetchPublicBookings(apiBase, range, controller.signal).then(
        (bookings) => {
          const now = Date.now();
          for (const date of daysOf(range)) readAt.current.set(date, now);
          setDays((previous) => withRange(previous, range, bookings));
        },
        () => {
          if (!controller.signal.aborted) setFailedKey(rangesKey(ranges));
        },
      );
    }
    return () => controller.abort();
  }, [apiBase, ranges, attempt, refreshTick]);

  const failed = failedKey === key;
  const bookingsOn = useCallback((date: string) => days.get(date), [days]);
  const isLoading = useCallback(
    (range: DateRange) => !failed && daysOf(range).some((date) => !days.has(date)),
    [days, failed],
  );
  const retry = useCallback(() => {
    setFailedKey(null);
    setAttempt((count) => count + 1);
  }, []);

  return { bookingsOn, isLoading, failed, retry };
}
