import { isoDateOf, noonOf, timeLabel } from '@booking-portal/api/contract';

/**
 * Dates travel as 'YYYY-MM-DD', the venue's wall-clock date (never a Date, which drags a time zone
 * along): each label formats the local noon of that day, so no time zone moves it to a neighbour day.
 * Intl rather than moment: these labels are on the calendar's first paint, and moment would add about
 * 19 KB (gzip) to it.
 */
function formatterOf(options: Intl.DateTimeFormatOptions): (date: string) => string {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (date) => format.format(noonOf(date));
}

const LONG_DATE = formatterOf({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const SHORT_DATE = formatterOf({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const MEDIUM_DATE = formatterOf({ month: 'short', day: 'numeric', year: 'numeric' });
const MONTH_TITLE = formatterOf({ month: 'long', year: 'numeric' });

/** Today's date in the browser's time zone, 'YYYY-MM-DD'. */
export function todayDate(): string {
  return isoDateOf(new Date());
}

/** 'Friday, March 13, 2026' (docs/PRODUCT.md section 9: date locale en-US). */
export function longDateLabel(date: string): string {
  return LONG_DATE(date);
}

/** 'Friday, March 13, 2026 at 7:00 PM': a date and a stored time ('HH:mm') as people read them. */
export function dateTimeLabel(date: string, time: string): string {
  return `${longDateLabel(date)} at ${timeLabel(time)}`;
}

/** 'Fri, Mar 13, 2026' */
export function shortDateLabel(date: string): string {
  return SHORT_DATE(date);
}

/** 'Nov 16, 2026' */
export function mediumDateLabel(date: string): string {
  return MEDIUM_DATE(date);
}

/** 'MMMM yyyy' (docs/PRODUCT.md section 2): 'November 2026'. */
export function monthTitleOf(date: string): string {
  return MONTH_TITLE(date);
}
