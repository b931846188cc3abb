import { monthGridOf, monthOf, WEEKDAY_NAMES } from '@booking-portal/api/contract';

/** One day of a month grid. */
export interface MonthGridDay {
  /** 'YYYY-MM-DD' */
  date: string;
  dayOfMonth: number;
  /** False for the neighbour months' days that fill the first and last weeks. */
  inMonth: boolean;
}

/** The small month grids' column headers, Sunday first: each weekday's name and its initial. */
export const WEEKDAY_COLUMNS = WEEKDAY_NAMES.map((name) => ({ name, initial: name.charAt(0) }));

/**
 * The month of `date` in whole Sunday-to-Saturday weeks (4 to 6 of them), neighbour days marked: the
 * contract's month grid, which the public schedule lays out too.
 */
export function monthGridWeeksOf(date: string): MonthGridDay[][] {
  const month = monthOf(date);
  return monthGridOf(date).map((week) =>
    week.map((day) => ({ date: day, dayOfMonth: Number(day.slice(8)), inMonth: monthOf(day) === month })),
  );
}
