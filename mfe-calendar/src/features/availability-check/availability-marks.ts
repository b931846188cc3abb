import {
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  closedDescription,
  unavailableDescription,
  type ClosedProblemDto,
  type CompactAvailabilityDto,
  type CompactBookedDto,
  type CompactPlaceDto,
} from '@booking-portal/api/contract';
import { shortDateLabel, timeRangeLabel } from '../booking-presentation';

/** A performer's mark in a picker: free, booked (elsewhere or on another booking here), or unavailable. */
export type PerformerMarkStatus = 'free' | 'booked' | 'unavailable';

export interface PerformerMark {
  status: PerformerMarkStatus;
  /** 'free', 'booked elsewhere: 7:00 PM - 9:00 PM', 'on another booking: Duo - Lobby Bar', 'unavailable: Holiday'. */
  text: string;
}

export const FREE_MARK: PerformerMark = { status: 'free', text: AVAILABILITY_MESSAGES.free };

/** What the compact check found: each booking, period and closure once, with the asked dates it touches. */
export type AvailabilityFindings = Pick<
  CompactAvailabilityDto,
  'places' | 'booked' | 'unavailable' | 'closed'
>;

export const NO_FINDINGS: AvailabilityFindings = { places: [], booked: [], unavailable: [], closed: [] };

/** A place nobody is known to be at: no zone to name, nowhere to say. */
const UNKNOWN_PLACE: CompactPlaceDto = { timeZone: '', where: null };

/** How the dialog reads a booking in the way: the zone its own times are in (null while unknown). */
export interface FindingsReader {
  /** The form's organization's IANA zone; another zone is named beside a time. */
  formTimeZone: string | null;
}

/**
 * A booking in the way as the picker words it: this organization's by its title; another
 * organization's as 'booked elsewhere' with its time (its day too when it starts on another day than
 * the checked one, its zone when it is not the form's) and, only when the server named it for this
 * reader, where: 'booked elsewhere: 7:00 PM - 9:00 PM (America/Chicago) at Cypress Hills, Clubhouse'.
 */
function bookedText(
  booked: CompactBookedDto,
  place: CompactPlaceDto,
  slotDate: string,
  reader: FindingsReader,
): string {
  if (booked.booking !== null) return `${AVAILABILITY_MESSAGES.bookedHere}: ${booked.booking.title}`;
  const day = booked.date === slotDate ? '' : `${shortDateLabel(booked.date)}, `;
  const { timeZone, where: venue } = place;
  const zone =
    reader.formTimeZone !== null && timeZone !== '' && reader.formTimeZone !== timeZone
      ? ` (${timeZone})`
      : '';
  const where =
    venue === null ? '' : ` at ${[venue.organizationName, venue.department].filter(Boolean).join(', ')}`;
  return `${BOOKING_MESSAGES.bookedElsewhere}: ${day}${timeRangeLabel(booked)}${zone}${where}`;
}

/** One line of a performer's problem on one checked date. */
interface PerformerLine {
  performerId: number;
  slotDate: string;
  kind: 'booked' | 'unavailable';
  text: string;
}

/** Every performer's problem on every checked date it touches: bookings first, then unavailable periods. */
function performerLinesOf(findings: AvailabilityFindings, reader: FindingsReader): PerformerLine[] {
  const lines: PerformerLine[] = [];
  for (const booked of findings.booked) {
    const place = findings.places[booked.place] ?? UNKNOWN_PLACE;
    for (const slotDate of booked.slotDates) {
      const text = bookedText(booked, place, slotDate, reader);
      for (const performerId of booked.performerIds)
        lines.push({ performerId, slotDate, kind: 'booked', text });
    }
  }
  for (const { slotDates, unavailability } of findings.unavailable) {
    const text = unavailableDescription(unavailability.reason);
    for (const slotDate of slotDates) {
      lines.push({ performerId: unavailability.performerId, slotDate, kind: 'unavailable', text });
    }
  }
  return lines;
}

/** 'Tue, Mar 10, 2026: unavailable: Holiday' when several dates were checked, else the text alone. */
function onDate(text: string, date: string, severalDates: boolean): string {
  return severalDates ? `${shortDateLabel(date)}: ${text}` : text;
}

/**
 * Each performer with a problem on any checked date and how the picker marks them; everyone else is
 * free (FREE_MARK). Unavailable outranks booked; every problem's text is kept, dated when several
 * dates were checked, in date order.
 */
export function performerMarksOf(
  findings: AvailabilityFindings,
  dates: readonly string[],
  reader: FindingsReader,
): ReadonlyMap<number, PerformerMark> {
  const severalDates = dates.length > 1;
  const texts = new Map<number, string[]>();
  const unavailable = new Set<number>();
  const lines = performerLinesOf(findings, reader).sort((first, second) =>
    first.slotDate.localeCompare(second.slotDate),
  );
  for (const { performerId, slotDate, kind, text } of lines) {
    if (kind === 'unavailable') unavailable.add(performerId);
    const line = onDate(text, slotDate, severalDates);
    const performerTexts = texts.get(performerId) ?? [];
    if (!performerTexts.includes(line)) performerTexts.push(line);
    texts.set(performerId, performerTexts);
  }
  const marks = new Map<number, PerformerMark>();
  for (const [performerId, performerTexts] of texts) {
    marks.set(performerId, {
      status: unavailable.has(performerId) ? 'unavailable' : 'booked',
      text: performerTexts.join('; '),
    });
  }
  return marks;
}

/** A closure on one checked date, as the closure alert reads it. */
export type DatedClosedProblem = ClosedProblemDto & { slotDate: string };

/** Each closure found on each checked date it touches, worded as a write's answer words it. */
export function datedClosureProblemsOf(findings: AvailabilityFindings): DatedClosedProblem[] {
  return findings.closed.flatMap(({ slotDates, closure }) =>
    slotDates.map((slotDate) => ({
      kind: 'closed' as const,
      closure,
      description: closedDescription(closure.reason),
      slotDate,
    })),
  );
}

/** The closures among dated problems, each closure once however many dates it touches. */
export function closureProblemsOf(problems: readonly DatedClosedProblem[]): ClosedProblemDto[] {
  const byClosure = new Map<number, ClosedProblemDto>();
  for (const { slotDate: _slotDate, ...problem } of problems) {
    if (!byClosure.has(problem.closure.id)) byClosure.set(problem.closure.id, problem);
  }
  return [...byClosure.values()];
}

/** 'Lobby Bar: venue closed: Private event', or 'venue closed: Renovation' for the whole organization. */
function closureText({ closure }: AvailabilityFindings['closed'][number]): string {
  const description = closedDescription(closure.reason);
  return closure.department === null ? description : `${closure.department}: ${description}`;
}

/** One checked date and what stands in the way on it. */
export interface DateProblems {
  date: string;
  /** 'venue closed: Private event', 'Ana Reyes: unavailable: Holiday', ... */
  lines: string[];
}

/** A performer of the booking as it would be made, with the name the dialog shows. */
export interface NamedPerformer {
  performerId: number;
  name: string;
}

/**
 * The checked dates that have a problem for the booking as it would be made: the venue closed, or one
 * of `performers` (the booking's) booked or unavailable. Dates in order; on each, the performers'
 * problems (bookings, then periods), then closures.
 */
export function dateProblemsOf(
  findings: AvailabilityFindings,
  performers: readonly NamedPerformer[],
  reader: FindingsReader,
): DateProblems[] {
  const performerNames = new Map(performers.map(({ performerId, name }) => [performerId, name]));
  const byDate = new Map<string, string[]>();
  const add = (date: string, line: string) => {
    const lines = byDate.get(date) ?? [];
    if (!lines.includes(line)) lines.push(line);
    byDate.set(date, lines);
  };
  for (const { performerId, slotDate, text } of performerLinesOf(findings, reader)) {
    const name = performerNames.get(performerId);
    if (name !== undefined) add(slotDate, `${name}: ${text}`);
  }
  for (const closed of findings.closed) for (const date of closed.slotDates) add(date, closureText(closed));
  return [...byDate.entries()]
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([date, lines]) => ({ date, lines }));
}
