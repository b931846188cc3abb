/**
 * Calendar-day arithmetic on 'yyyy-MM-dd' strings, in the browser's local time. Plain Date and Intl
 * rather than moment: the same code runs in the embed, whose whole bundle has a 100 KB budget.
 */

export interface DateRange {
  /** First day, 'yyyy-MM-dd'. */
  from: string;
  /** Last day (inclusive), 'yyyy-MM-dd'. */
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of the day, so a daylight-saving change can never push arithmetic into a neighbour day. */
export function dateOf(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

export function addDays(isoDate: string, days: number): string {
  const date = dateOf(isoDate);
  date.setDate(date.getDate() + days);
  return isoDateOf(date);
}

/** The first day of the month of `isoDate`. */
export function monthOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(year, monthIndex + 1, 0).getDate();
}

/** The same day `months` months away, clamped to that month's end (Mar 31 -> Feb 28). */
export function addMonths(isoDate: string, months: number): string {
  const date = dateOf(isoDate);
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1, 12);
  target.setDate(Math.min(date.getDate(), daysInMonth(target.getFullYear(), target.getMonth())));
  return isoDateOf(target);
}

export function weekdayOf(isoDate: string): number {
  return dateOf(isoDate).getDay();
}

/** The month of `month` in whole Sunday-to-Saturday weeks: 4 to 6 rows of 7 'yyyy-MM-dd' days. */
export function monthGridOf(month: string): string[][] {
  const first = monthOf(month);
  const start = addDays(first, -weekdayOf(first));
  const last = addDays(addMonths(first, 1), -1);
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/** The days the month grid shows, which is what the page reads for it. */
export function monthGridRangeOf(month: string): DateRange {
  const weeks = monthGridOf(month);
  return { from: weeks[0]?.[0] ?? month, to: weeks.at(-1)?.[6] ?? month };
}

export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function rangeContains(outer: DateRange, inner: DateRange): boolean {
  return outer.from <= inner.from && inner.to <= outer.to;
}

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'Thursday, November 12, 2026' (SPEC.md section 9: locale en-US). */
export function longDayLabel(isoDate: string): string {
  return longDay.format(dateOf(isoDate));
}

/** 'Thursday, Nov 12' */
export function shortDayLabel(isoDate: string): string {
  return shortDay.format(dateOf(isoDate));
}

/** 'November 2026' */
export function monthTitleOf(month: string): string {
  return monthTitle.format(dateOf(month));
}
