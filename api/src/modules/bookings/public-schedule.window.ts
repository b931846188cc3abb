import moment from 'moment';
import * as yup from 'yup';
import {
  BOOKING_ERROR_MESSAGES,
  CALENDAR_FEED_FUTURE_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  PUBLIC_SCHEDULE_MAX_RANGE_DAYS,
  bookingDateSchema,
  type PublicBookingsQuery,
} from '../../contract';
import { ValidationError } from '../../platform/errors';

const DATE = 'YYYY-MM-DD';

const PUBLIC_SCHEDULE_MESSAGES = {
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

/**
 * The public schedule without a range: PUBLIC_SCHEDULE_MAX_RANGE_DAYS days from the Sunday that
 * starts this month's grid (docs/PRODUCT.md: a Sunday-start month calendar). That covers the grid (at most
 * 42 days) and the 'This Week' panel (today and 6 days on, inside the grid's first 43 days), so a
 * page that reads once still shows its month and week, and the answer stays the same size however
 * many years of bookings there are.
 */
function defaultWindow(today: string): DateWindow {
  const gridStart = moment.utc(today, DATE, true).startOf('month').day(0);
  return {
    from: gridStart.format(DATE),
    to: gridStart
      .clone()
      .add(PUBLIC_SCHEDULE_MAX_RANGE_DAYS - 1, 'days')
      .format(DATE),
  };
}

/** What the calendar feeds cover: CALENDAR_FEED_PAST_DAYS back to CALENDAR_FEED_FUTURE_DAYS ahead. */
export function feedWindow(today: string): DateWindow {
  const day = moment.utc(today, DATE, true);
  return {
    from: day.clone().subtract(CALENDAR_FEED_PAST_DAYS, 'days').format(DATE),
    to: day.clone().add(CALENDAR_FEED_FUTURE_DAYS, 'days').format(DATE),
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
