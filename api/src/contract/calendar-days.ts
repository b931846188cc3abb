/**
 * Calendar-day arithmetic on 'yyyy-MM-dd' strings in the browser's local time, and the Sunday-first
 * month grid (docs/ARCHITECTURE.md section 7) that the calendar's mini-calendar and date picker and the public
 * schedule all lay out. Plain Date rather than moment: the public embed, whose whole bundle has a
 * 100 KB budget, uses it too.
 */

export interface DateRange {
  /** First day, 'yyyy-MM-dd'. */
  from: string;
  /** Last day (inclusive), 'yyyy-MM-dd'. */
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a Date, 'yyyy-MM-dd'. */
export function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of the day, so a daylight-saving change can never push arithmetic into a neighbour day. */
function noonOf(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

export function addDays(isoDate: string, days: number): string {
  const date = noonOf(isoDate);
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
  const date = noonOf(isoDate);
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1, 12);
  target.setDate(Math.min(date.getDate(), daysInMonth(target.getFullYear(), target.getMonth())));
  return isoDateOf(target);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(isoDate: string): number {
  return noonOf(isoDate).getDay();
}

/** The Sunday that opens the month grid of `isoDate`'s month: the 1st itself, or the Sunday before it. */
export function monthGridStartOf(isoDate: string): string {
  const first = monthOf(isoDate);
  return addDays(first, -weekdayOf(first));
}

/** The month of `isoDate` in whole Sunday-to-Saturday weeks: 4 to 6 rows of 7 'yyyy-MM-dd' days. */
export function monthGridOf(isoDate: string): string[][] {
  const last = addDays(addMonths(monthOf(isoDate), 1), -1);
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: string[][] = [];
  for (let day = monthGridStartOf(isoDate); day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/** The days the month grid of `isoDate`'s month shows. */
export function monthGridRangeOf(isoDate: string): DateRange {
  const weeks = monthGridOf(isoDate);
  return { from: weeks[0]?.[0] ?? isoDate, to: weeks.at(-1)?.[6] ?? isoDate };
}

export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function rangeContains(outer: DateRange, inner: DateRange): boolean {
  return outer.from <= inner.from && inner.to <= outer.to;
}
