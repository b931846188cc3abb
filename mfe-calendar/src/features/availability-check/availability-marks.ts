import {
  AVAILABILITY_MESSAGES,
  type ClosedProblemDto,
  type DatedAvailabilityProblemDto,
} from '@booking-portal/api/contract';
import { shortDateLabel } from '../booking-presentation';

/** A performer's mark in a picker: free, booked (elsewhere or on another booking here), or unavailable. */
export type PerformerMarkStatus = 'free' | 'booked' | 'unavailable';

export interface PerformerMark {
  status: PerformerMarkStatus;
  /** 'free', 'booked elsewhere', 'on another booking: Duo - Lobby Bar', 'unavailable: Holiday'. */
  text: string;
}

export const FREE_MARK: PerformerMark = { status: 'free', text: AVAILABILITY_MESSAGES.free };

type DatedProblem = DatedAvailabilityProblemDto;
/** A problem of one performer: booked at the time, or unavailable. */
type PerformerProblem = Exclude<DatedProblem, { kind: 'closed' }>;

function isPerformerProblem(problem: DatedProblem): problem is PerformerProblem {
  return problem.kind !== 'closed';
}

/** A performer's problem as the picker words it. */
function performerProblemText(problem: PerformerProblem): string {
  if (problem.kind === 'unavailable') return problem.description;
  // Another organization's booking is only 'booked elsewhere'; this one's is named by its title.
  return problem.booking === null
    ? problem.description
    : `${AVAILABILITY_MESSAGES.bookedHere}: ${problem.booking.title}`;
}

/** 'Lobby Bar: venue closed: Private event', or 'venue closed: Renovation' for the whole organization. */
function closureText(problem: ClosedProblemDto): string {
  const { department } = problem.closure;
  return department === null ? problem.description : `${department}: ${problem.description}`;
}

/** 'Tue, Mar 10, 2026: unavailable: Holiday' when several dates were checked, else the text alone. */
function onDate(text: string, date: string, severalDates: boolean): string {
  return severalDates ? `${shortDateLabel(date)}: ${text}` : text;
}

/**
 * Each performer with a problem on any checked date and how the picker marks them; everyone else is
 * free (FREE_MARK). Unavailable outranks booked; every problem's text is kept, dated when several
 * dates were checked.
 */
export function performerMarksOf(
  problems: readonly DatedProblem[],
  dates: readonly string[],
): ReadonlyMap<number, PerformerMark> {
  const severalDates = dates.length > 1;
  const texts = new Map<number, string[]>();
  const unavailable = new Set<number>();
  for (const problem of problems) {
    if (!isPerformerProblem(problem)) continue;
    const { performerId } = problem;
    if (problem.kind === 'unavailable') unavailable.add(performerId);
    const line = onDate(performerProblemText(problem), problem.slotDate, severalDates);
    const lines = texts.get(performerId) ?? [];
    if (!lines.includes(line)) lines.push(line);
    texts.set(performerId, lines);
  }
  const marks = new Map<number, PerformerMark>();
  for (const [performerId, lines] of texts) {
    marks.set(performerId, {
      status: unavailable.has(performerId) ? 'unavailable' : 'booked',
      text: lines.join('; '),
    });
  }
  return marks;
}

/** The venue closures among the problems, each closure once however many dates it touches. */
export function closureProblemsOf(problems: readonly DatedProblem[]): ClosedProblemDto[] {
  const byClosure = new Map<number, ClosedProblemDto>();
  for (const problem of problems) {
    if (problem.kind === 'closed' && !byClosure.has(problem.closure.id)) {
      byClosure.set(problem.closure.id, problem);
    }
  }
  return [...byClosure.values()];
}

/** One checked date and what stands in the way on it. */
export interface DateProblems {
  date: string;
  /** 'venue closed: Private event', 'Ana Reyes: unavailable: Holiday', ... */
  lines: string[];
}

/**
 * The checked dates that have a problem for the booking as it would be made: the venue closed, or one
 * of `performerIds` (the booking's performers) booked or unavailable. Dates in order.
 */
export function dateProblemsOf(
  problems: readonly DatedProblem[],
  performerIds: ReadonlySet<number>,
): DateProblems[] {
  const byDate = new Map<string, string[]>();
  for (const problem of problems) {
    if (isPerformerProblem(problem) && !performerIds.has(problem.performerId)) continue;
    const line = isPerformerProblem(problem)
      ? `${problem.performerName}: ${performerProblemText(problem)}`
      : closureText(problem);
    const lines = byDate.get(problem.slotDate) ?? [];
    if (!lines.includes(line)) lines.push(line);
    byDate.set(problem.slotDate, lines);
  }
  return [...byDate.entries()]
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([date, lines]) => ({ date, lines }));
}
