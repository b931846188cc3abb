import {
  addDays,
  addMonths,
  monthGridStartOf,
  weekdayOf,
  type DateRange,
} from '@booking-portal/api/contract';
import { longDateLabel, mediumDateLabel, monthTitleOf } from '../booking-presentation';

/** The three views of the calendar screen (docs/PRODUCT.md section 2). */
export type CalendarViewKind = 'month' | 'week' | 'day';

/** Days the month grid shows: FullCalendar's dayGridMonth always lays out 6 weeks (fixedWeekCount). */
const MONTH_GRID_DAYS = 42;

/** The Monday that starts the week of `date` (docs/PRODUCT.md section 9: weeks start on Monday on the calendar screen). */
export function mondayOf(date: string): string {
  // Sunday (0) is the last day of its week.
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * The dates a view shows, and so the only dates it fetches: the 6-week month grid (Sunday before the
 * 1st to the grid's last Saturday), the Monday-to-Sunday week, or the one day.
 */
export function visibleRangeOf(view: CalendarViewKind, date: string): DateRange {
  if (view === 'month') {
    const from = monthGridStartOf(date);
    return { from, to: addDays(from, MONTH_GRID_DAYS - 1) };
  }
  if (view === 'week') {
    const from = mondayOf(date);
    return { from, to: addDays(from, 6) };
  }
  return { from: date, to: date };
}

/** 'November 2026', 'Week of Nov 16, 2026' or 'Saturday, November 21, 2026' (locale en-US). */
export function viewTitleOf(view: CalendarViewKind, date: string): string {
  if (view === 'month') return monthTitleOf(date);
  if (view === 'week') return `Week of ${mediumDateLabel(mondayOf(date))}`;
  return longDateLabel(date);
}

/** The date the previous (-1) or next (+1) button leads to: a month, 7 days, or a day away. */
export function steppedDate(view: CalendarViewKind, date: string, direction: -1 | 1): string {
  if (view === 'month') return addMonths(date, direction);
  return addDays(date, view === 'week' ? 7 * direction : direction);
}
