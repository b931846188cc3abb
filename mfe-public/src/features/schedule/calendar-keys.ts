import { addDays, addMonths, weekdayOf } from '@booking-portal/api/contract';

/**
 * Where a key moves the focused day of the month grid (WAI-ARIA APG date grid): arrows by a day or a
 * week, Home/End to the week's Sunday/Saturday, Page Up/Down by a month. Null for any other key.
 */
export function dateAfterKey(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}
