import moment from 'moment';

/** SPEC.md section 2: the compact mini-calendar's weekday letters, Sunday first. */
export const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;
export interface MiniCalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
}

/** The month of `date` in whole Sunday-to-Saturday weeks (4 to 6 of them), neighbour days marked. */
export function miniCalendarDaysOf(date: string): MiniCalendarDay[] {
  const month = moment(date, 'YYYY-MM-DD').startOf('month');
  const first = month.clone().startOf('week');
  const last = month.clone().endOf('month').endOf('week');
  const days: MiniCalendarDay[] = [];
  for (const day = first.clone(); day.isSameOrBefore(last, 'day'); day.add(1, 'day')) {
    days.push({
      date: day.format('YYYY-MM-DD'),
      dayOfMonth: day.date(),
      inMonth: day.isSame(month, 'month'),
    });
  }
  return days;
}

/** 'MMMM yyyy' (SPEC.md section 2): 'November 2026'. */
export function monthTitleOf(date: string): string {
  return moment(date, 'YYYY-MM-DD').format('MMMM YYYY');
}

/** The same day a month earlier or later, clamped to the month's end (Mar 31 -> Feb 28). */
export function monthStepped(date: string, direction: -1 | 1): string {
  return moment(date, 'YYYY-MM-DD').add(direction, 'month').format('YYYY-MM-DD');
}

/** 'Saturday, November 21, 2026' */
export function longDayOf(date: string): string {
  return moment(date, 'YYYY-MM-DD').format('dddd, MMMM D, YYYY');
}
