import type { AvailabilityProblemDto } from '@booking-portal/api/contract';
import type { ToastOptions } from '@booking-portal/shell/runtime';
import { describeConflicts, problemsWarningTitle } from '../bookings';

/**
 * The warning after an undo the organization's 'warn' policy let through with availability problems
 * (a booking put back where a performer is now booked elsewhere, say). Loaded only when there are
 * some: the problems' texts stay out of the calendar's first paint.
 */
export function undoWarningOf(problems: readonly AvailabilityProblemDto[]): ToastOptions {
  return { title: problemsWarningTitle(problems), description: describeConflicts(problems) };
}
