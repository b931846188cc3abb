import {
  AVAILABILITY_MESSAGES,
  formatDayLabel,
  type ClosedProblemDto,
  type DatedAvailabilityProblemDto,
} from '@booking-portal/api/contract';
import { closureProblemsOf } from '../../availability-check';
import { describeProblem } from '../../bookings';
import { FormAlert, FormAlertTitle } from './form-alert';

/** 'Tue, Mar 12, 2026', 'Tue, Mar 12, 2026 and Thu, Mar 19, 2026', 'A, B and C'. */
function daysText(dates: readonly string[]): string {
  const days = dates.map(formatDayLabel);
  return days.length <= 1 ? (days[0] ?? '') : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/** 'The venue is closed on Thu, Mar 19, 2026': an added date is closed while the main date is open. */
function venueClosedOnTitle(dates: readonly string[]): string {
  return `The venue is closed on ${daysText(dates)}`;
}

/** 'Also closed on Thu, Mar 19, 2026': added dates closed as well as the main date. */
function alsoClosedOnText(dates: readonly string[]): string {
  return `Also closed on ${daysText(dates)}`;
}

function isClosedProblem(
  problem: DatedAvailabilityProblemDto,
): problem is ClosedProblemDto & { slotDate: string } {
  return problem.kind === 'closed';
}

export interface VenueClosedAlertProps {
  /** The availability check's problems on every chosen date. */
  problems: readonly DatedAvailabilityProblemDto[];
  /** The form's own date: 'at this time' means this one. */
  mainDate: string;
}

/**
 * The venue's closures on the chosen dates, above the form, before anything is sent: 'The venue is
 * closed at this time' when the main date is closed (and which added dates are closed too), or which
 * added dates are closed when the main date is open; then each closure with its reason and days.
 */
export function VenueClosedAlert({ problems, mainDate }: VenueClosedAlertProps) {
  const closedProblems = problems.filter(isClosedProblem);
  if (closedProblems.length === 0) return null;
  const closedDates = [...new Set(closedProblems.map(({ slotDate }) => slotDate))].sort();
  const otherDates = closedDates.filter((date) => date !== mainDate);
  const mainClosed = otherDates.length < closedDates.length;
  return (
    <FormAlert role="alert">
      <FormAlertTitle>
        {mainClosed ? AVAILABILITY_MESSAGES.venueClosedAtThisTime : venueClosedOnTitle(otherDates)}
      </FormAlertTitle>
      {[
        ...(mainClosed && otherDates.length > 0 ? [alsoClosedOnText(otherDates)] : []),
        ...closureProblemsOf(closedProblems).map(describeProblem),
      ].join('\n')}
    </FormAlert>
  );
}
