import moment from 'moment';

/** The three views of the calendar screen (SPEC.md section 2). */
export type CalendarViewKind = 'month' | 'week' | 'day';

/** Dates travel as 'YYYY-MM-DD', the venue's wall-clock date (never a Date, which drags a time zone along). */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Days the month grid shows: FullCalendar's dayGridMonth always lays out 6 weeks (fixedWeekCount). */
const MONTH_GRID_DAYS = 42;

/** A Date FullCalendar hands over, as the wall-clock date it stands for. */
export function dateOf(date: Date): string {
  return moment(date).format(DATE_FORMAT);
}

export function todayDate(): string {
  return moment().format(DATE_FORMAT);
}

function parse(date: string): moment.Moment {
  return moment(date, DATE_FORMAT, true);
}

/** The Monday that starts the week of `date` (SPEC.md section 9: weeks start on Monday on the calendar screen). */
export function mondayOf(date: string): string {
  return parse(date).startOf('isoWeek').format(DATE_FORMAT);
}

/** The Sunday that opens the month grid of `date`'s month (the month grid starts on Sunday). */
export function monthGridStartOf(date: string): string {
  const first = parse(date).startOf('month');
  return first.subtract(first.day(), 'days').format(DATE_FORMAT);
}

export interface DateRange {
  /** Inclusive, 'YYYY-MM-DD'. */
  from: string;
  /** Inclusive, 'YYYY-MM-DD'. */
  to: string;
}

/**
 * The dates a view shows, and so the only dates it fetches: the 6-week month grid (Sunday before the
 * 1st to the grid's last Saturday), the Monday-to-Sunday week, or the one day.
 */
export function visibleRangeOf(view: CalendarViewKind, date: string): DateRange {
  if (view === 'month') {
    const from = monthGridStartOf(date);
    return {
      from,
      to: parse(from)
        .add(MONTH_GRID_DAYS - 1, 'days')
        .format(DATE_FORMAT),
    };
  }
  if (view === 'week') {
    const from = mondayOf(date);
    return { from, to: parse(from).add(6, 'days').format(DATE_FORMAT) };
  }
  return { from: date, to: date };
}

/** 'November 2026', 'Week of Nov 16, 2026' or 'Saturday, November 21, 2026' (locale en-US). */
export function viewTitleOf(view: CalendarViewKind, date: string): string {
  if (view === 'month') return parse(date).format('MMMM YYYY');
  if (view === 'week') return `Week of ${parse(mondayOf(date)).format('MMM D, YYYY')}`;
  return parse(date).format('dddd, MMMM D, YYYY');
}

/** The date the previous (-1) or next (+1) button leads to: a month, 7 days, or a day away. */
export function steppedDate(view: CalendarViewKind, date: string, direction: -1 | 1): string {
  const unit = view === 'month' ? 'months' : view === 'week' ? 'weeks' : 'days';
  return parse(date).add(direction, unit).format(DATE_FORMAT);
}

/** 'YYYY-MM-DD' of the month's first day, for comparing months. */
export function monthOf(date: string): string {
  return parse(date).startOf('month').format(DATE_FORMAT);
}
