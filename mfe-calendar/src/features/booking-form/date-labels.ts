import moment from 'moment';

const DAY = 'YYYY-MM-DD';

/** 'Friday, March 13, 2026' (SPEC.md section 9: date locale en-US). */
export function longDateLabel(date: string): string {
  return moment(date, DAY, true).format('dddd, MMMM D, YYYY');
}

/** 'Fri, Mar 13, 2026' */
export function shortDateLabel(date: string): string {
  return moment(date, DAY, true).format('ddd, MMM D, YYYY');
}
