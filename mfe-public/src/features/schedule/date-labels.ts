/**
 * The schedule's date labels: the contract's one formatter (Intl, small enough for the embed, whose
 * whole bundle has a 100 KB budget). The day arithmetic and the month grid are the contract's too.
 */
import {
  formatLongDayLabel,
  formatMonthTitle,
  formatWeekdayMonthDayLabel,
} from '@booking-portal/api/contract';

/** 'Thursday, November 12, 2026' */
export const longDayLabel = formatLongDayLabel;

/** 'Thursday, Nov 12' */
export const shortDayLabel = formatWeekdayMonthDayLabel;

/** 'November 2026' */
export const monthTitleOf = formatMonthTitle;
