import moment from 'moment';
import * as yup from 'yup';
import {
  BOOKING_ERROR_MESSAGES,
  PUBLIC_SCHEDULE_MAX_RANGE_DAYS,
  bookingDateSchema,
  type PublicBookingsQuery,
} from '../../contract';
import { ValidationError } from '../../platform/errors';

const DATE = 'YYYY-MM-DD';

export const PUBLIC_SCHEDULE_MESSAGES = {
  rangeTooLong: `The range must span at most ${PUBLIC_SCHEDULE_MAX_RANGE_DAYS} days`,
} as const;

/** GET /api/public/bookings?from=&to= (both optional yyyy-MM-dd dates). */
export const publicBookingsQuerySchema: yup.ObjectSchema<PublicBookingsQuery> = yup.object({
  from: bookingDateSchema.optional().default(undefined),
  to: bookingDateSchema.optional().default(undefined),
});

/** An inclusive range of calendar dates (yyyy-MM-dd). */
export interface DateWindow {
  from: string;
  to: string;
}

/** Today's date (yyyy-MM-dd) on the organization's wall clock. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats a date as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** What a calendar shows by default: the first day of last month up to a year ahead. */
export function defaultWindow(today: string): DateWindow {
  const day = moment.utc(today, DATE, true);
  return {
    from: day.clone().subtract(1, 'month').startOf('month').format(DATE),
    to: day.clone().add(1, 'year').format(DATE),
  };
}

/**
 * The asked range: both bounds as given; one bound alone reaches PUBLIC_SCHEDULE_MAX_RANGE_DAYS
 * from it; none gives the default window. A reversed range or one longer than the maximum is 400.
 */
export function windowOf(query: PublicBookingsQuery, today: string): DateWindow {
  const span = PUBLIC_SCHEDULE_MAX_RANGE_DAYS - 1;
  const { from, to } = query;
  if (from !== undefined && to !== undefined) {
    if (from > to) throw new ValidationError([{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }]);
    const days = moment.utc(to, DATE, true).diff(moment.utc(from, DATE, true), 'days') + 1;
    if (days > PUBLIC_SCHEDULE_MAX_RANGE_DAYS)
      throw new ValidationError([{ path: 'to', message: PUBLIC_SCHEDULE_MESSAGES.rangeTooLong }]);
    return { from, to };
  }
  if (from !== undefined) return { from, to: moment.utc(from, DATE, true).add(span, 'days').format(DATE) };
  if (to !== undefined) return { from: moment.utc(to, DATE, true).subtract(span, 'days').format(DATE), to };
  return defaultWindow(today);
}
