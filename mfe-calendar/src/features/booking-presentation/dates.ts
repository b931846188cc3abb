import moment from 'moment';
import { isoDateOf, timeLabel } from '@booking-portal/api/contract';

/** Dates travel as 'YYYY-MM-DD', the venue's wall-clock date (never a Date, which drags a time zone along). */
const DAY = 'YYYY-MM-DD';

/** Today's date in the browser's time zone, 'YYYY-MM-DD'. */
export function todayDate(): string {
  return isoDateOf(new Date());
}

/** 'Friday, March 13, 2026' (SPEC.md section 9: date locale en-US). */
export function longDateLabel(date: string): string {
  return moment(date, DAY, true).format('dddd, MMMM D, YYYY');
}

/** 'Friday, March 13, 2026 at 7:00 PM': a date and a stored time ('HH:mm') as people read them. */
export function dateTimeLabel(date: string, time: string): string {
  return `${longDateLabel(date)} at ${timeLabel(time)}`;
}

/** 'Fri, Mar 13, 2026' */
export function shortDateLabel(date: string): string {
  return moment(date, DAY, true).format('ddd, MMM D, YYYY');
}

/** 'MMMM yyyy' (SPEC.md section 2): 'November 2026'. */
export function monthTitleOf(date: string): string {
  return moment(date, DAY, true).format('MMMM YYYY');
}
