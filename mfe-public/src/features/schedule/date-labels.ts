/**
 * The schedule's date labels, with Intl rather than moment: the same code runs in the embed, whose
 * whole bundle has a 100 KB budget. The day arithmetic and the month grid are the contract's.
 */
import { noonOf } from '@booking-portal/api/contract';

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'Thursday, November 12, 2026' (docs/PRODUCT.md section 9: locale en-US). */
export function longDayLabel(isoDate: string): string {
  return longDay.format(noonOf(isoDate));
}

/** 'Thursday, Nov 12' */
export function shortDayLabel(isoDate: string): string {
  return shortDay.format(noonOf(isoDate));
}

/** 'November 2026' */
export function monthTitleOf(month: string): string {
  return monthTitle.format(noonOf(month));
}
