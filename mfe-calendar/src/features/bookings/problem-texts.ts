import {
  addDays,
  AVAILABILITY_MESSAGES,
  timeLabel,
  type AvailabilityProblemDto,
  type AvailabilityProblemKind,
  type WallClockSpan,
} from '@booking-portal/api/contract';
import { dateTimeLabel, longDateLabel, mediumDateLabel } from '../booking-presentation';

/*
 * How a write's availability problems read: the warning's and the refusal's titles and one line per
 * problem. The dialogs show them as they open; the calendar page loads this module only when a write
 * first reports a problem, as painting the calendar never needs it.
 */

/** Title of the warning a writer sees when a write went through with performers double-booked ('warn' policy). */
export const CONFLICT_WARNING_TITLE = 'Performer already booked';
/** Title of the error a writer sees when the organization's 'block' policy refused the write. */
export const CONFLICT_BLOCKED_TITLE = 'Booking refused: performer already booked';

const WARNING_TITLES: Record<AvailabilityProblemKind, string> = {
  booked: CONFLICT_WARNING_TITLE,
  unavailable: AVAILABILITY_MESSAGES.performerUnavailable,
  closed: AVAILABILITY_MESSAGES.venueClosedAtThisTime,
};

const REFUSAL_TITLES: Record<AvailabilityProblemKind, string> = {
  booked: CONFLICT_BLOCKED_TITLE,
  unavailable: 'Booking refused: performer unavailable',
  closed: 'Booking refused: venue closed',
};

/** The titles when the problems are of more than one kind. */
const MIXED_WARNING_TITLE = 'Performers or venue not available';
const MIXED_REFUSAL_TITLE = 'Booking refused: performers or venue not available';

function onlyKindOf(problems: readonly AvailabilityProblemDto[]): AvailabilityProblemKind | null {
  const kinds = new Set(problems.map(({ kind }) => kind));
  const [kind] = kinds;
  return kinds.size === 1 && kind !== undefined ? kind : null;
}

/** 'Performer already booked', 'A performer is unavailable at this time', 'The venue is closed at this time', or the mixed title. */
export function problemsWarningTitle(problems: readonly AvailabilityProblemDto[]): string {
  const kind = onlyKindOf(problems);
  return kind === null ? MIXED_WARNING_TITLE : WARNING_TITLES[kind];
}

/** 'Booking refused: performer already booked', '...: performer unavailable', '...: venue closed', or the mixed title. */
export function problemsRefusalTitle(problems: readonly AvailabilityProblemDto[]): string {
  const kind = onlyKindOf(problems);
  return kind === null ? MIXED_REFUSAL_TITLE : REFUSAL_TITLES[kind];
}

/**
 * A wall-clock span as people read it, its end excluded: 'Tuesday, March 10, 2026, all day',
 * 'Mar 10, 2026 - Mar 12, 2026, all day', 'Tuesday, March 10, 2026, 6:00 PM - 11:00 PM' or
 * 'Mar 10, 2026, 10:00 PM - Mar 11, 2026, 2:00 AM'.
 */
export function spanLabel({ startDate, startTime, endDate, endTime }: WallClockSpan): string {
  if (startTime === '00:00' && endTime === '00:00') {
    const lastDay = addDays(endDate, -1);
    return lastDay <= startDate
      ? `${longDateLabel(startDate)}, all day`
      : `${mediumDateLabel(startDate)} - ${mediumDateLabel(lastDay)}, all day`;
  }
  if (startDate === endDate || (endTime === '00:00' && addDays(startDate, 1) === endDate)) {
    return `${longDateLabel(startDate)}, ${timeLabel(startTime)} - ${timeLabel(endTime)}`;
  }
  return `${mediumDateLabel(startDate)}, ${timeLabel(startTime)} - ${mediumDateLabel(endDate)}, ${timeLabel(endTime)}`;
}

/**
 * One problem as a line: 'Ana Reyes: Thursday, November 12, 2026 at 7:00 PM (booked elsewhere)',
 * 'Ana Reyes: unavailable: Holiday (Mar 10, 2026 - Mar 12, 2026, all day)', or 'Lobby Bar: venue
 * closed: Private event (Tuesday, March 10, 2026, all day)' (no venue named for the whole organization).
 */
export function describeProblem(problem: AvailabilityProblemDto): string {
  switch (problem.kind) {
    case 'booked':
      return `${problem.performerName}: ${dateTimeLabel(problem.date, problem.time)} (${problem.description})`;
    case 'unavailable':
      return `${problem.performerName}: ${problem.description} (${spanLabel(problem.unavailability)})`;
    case 'closed': {
      const { closure } = problem;
      const line = `${problem.description} (${spanLabel(closure)})`;
      return closure.department === null ? line : `${closure.department}: ${line}`;
    }
  }
}

/** Every problem, one a line. */
export function describeConflicts(problems: readonly AvailabilityProblemDto[]): string {
  return problems.map(describeProblem).join('\n');
}
