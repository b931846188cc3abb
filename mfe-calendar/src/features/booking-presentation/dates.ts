import {
  formatDayLabel,
  formatDayTimeLabel,
  formatLongDayLabel,
  formatMediumDayLabel,
  formatMonthTitle,
  isoDateOf,
} from '@booking-portal/api/contract';

/**
 * Dates travel as 'YYYY-MM-DD', the venue's wall-clock date (never a Date, which drags a time zone
 * along). The labels are the contract's one formatter, so the calendar reads a day as the API's
 * messages and the public pages do.
 */

/** Today's date in the browser's time zone, 'YYYY-MM-DD'. */
export function todayDate(): string {
  return isoDateOf(new Date());
}

/** 'Friday, March 13, 2026' */
export const longDateLabel = formatLongDayLabel;

/** 'Friday, March 13, 2026 at 7:00 PM': a date and a stored time ('HH:mm') as people read them. */
export const dateTimeLabel = formatDayTimeLabel;

/** 'Fri, Mar 13, 2026' */
export const shortDateLabel = formatDayLabel;

/** 'Nov 16, 2026' */
export const mediumDateLabel = formatMediumDayLabel;

/** 'November 2026'. */
export const monthTitleOf = formatMonthTitle;
