import moment from 'moment';
import { addDays, monthGridStartOf, type DateRange } from '@booking-portal/api/contract';
import { longDateLabel, monthTitleOf } from '../booking-presentation';

/** The three views of the calendar screen (SPEC.md section 2). */
export type CalendarViewKind = 'month' | 'week' | 'day';

/** Dates travel as 'YYYY-MM-DD', the venue's wall-clock date (never a Date, which drags a time zone along). */
const DATE_FORMAT = 'YYYY-MM-DD';

/** Days the month grid shows: FullCalendar's dayGridMonth always lays out 6 weeks (fixedWeekCount). */
const MONTH_GRID_DAYS = 42;

function parse(date: string): moment.Moment {
  return moment(date, DATE_FORMAT, true);
}

/** The Monday that starts the week of `date` (SPEC.md section 9: weeks start on Monday on the calendar screen). */
export function mondayOf(date: string): string {
  return parse(date).startOf('isoWeek').format(DATE_FORMAT);
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
  if (view === 'week') return `Week of ${parse(mondayOf(date)).format('MMM D, YYYY')}`;
  return longDateLabel(date);
}

/** The date the previous (-1) or next (+1) button leads to: a month, 7 days, or a day away. */
export function steppedDate(view: CalendarViewKind, date: string, direction: -1 | 1): string {
  const unit = view === 'month' ? 'months' : view === 'week' ? 'weeks' : 'days';
  return parse(date).add(direction, unit).format(DATE_FORMAT);
}
