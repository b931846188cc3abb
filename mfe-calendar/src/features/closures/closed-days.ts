import {
  addDays,
  minutesOfTime,
  timeLabel,
  timeOfMinutes,
  type DateRange,
  type VenueClosureDto,
} from '@booking-portal/api/contract';

const MINUTES_PER_DAY = 24 * 60;

/** The 'Error' toast's text when the closures cannot be read (docs/PRODUCT.md section 8's wording for fetch failures). */
export const CLOSURES_FETCH_FAILED = 'Failed to fetch venue closures';

/** The part of one closure that falls on one calendar day, in minutes of that day's wall clock. */
export interface ClosedSpan {
  closure: VenueClosureDto;
  /** yyyy-MM-dd */
  date: string;
  /** 0 to 1439. */
  startMinutes: number;
  /** After the start, at most 1440 (the next midnight). */
  endMinutes: number;
}

/** The closed spans of each day that has one, in start order. */
export type ClosedDays = ReadonlyMap<string, readonly ClosedSpan[]>;

export const NO_CLOSED_DAYS: ClosedDays = new Map();

/**
 * The days whose closures the calendar reads for a visible range: one more at the end, as the week
 * grid's last row is the next day's first hour.
 */
export function closureRangeOf(range: DateRange): DateRange {
  return { from: range.from, to: addDays(range.to, 1) };
}

/** Whether the venues the calendar shows include the closure's: a whole organization's always does. */
function isShown(closure: VenueClosureDto, shownDepartments: ReadonlySet<string> | null): boolean {
  return closure.department === null || shownDepartments === null || shownDepartments.has(closure.department);
}

/** The last day a span touches: a span ending at midnight ends with the day before. */
function lastDayOf(closure: VenueClosureDto): string {
  return closure.endTime === '00:00' ? addDays(closure.endDate, -1) : closure.endDate;
}

function spansOf(closure: VenueClosureDto, range: DateRange): ClosedSpan[] {
  const spans: ClosedSpan[] = [];
  const first = closure.startDate > range.from ? closure.startDate : range.from;
  const lastDay = lastDayOf(closure);
  const last = lastDay < range.to ? lastDay : range.to;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const startMinutes = date === closure.startDate ? minutesOfTime(closure.startTime) : 0;
    const endMinutes = date === closure.endDate ? minutesOfTime(closure.endTime) : MINUTES_PER_DAY;
    if (endMinutes > startMinutes) spans.push({ closure, date, startMinutes, endMinutes });
  }
  return spans;
}

/**
 * The closed times of the days in `range`, for the venues shown: closures of the whole organization,
 * and those of the departments in `shownDepartments` (null: every department). A closure is written in
 * the venue's wall clock, the clock the calendar draws bookings in, so its days and times are drawn as
 * written. No view separates departments into columns, so a department's closure marks the whole day
 * and its text names the department.
 */
export function closedDaysOf(
  closures: readonly VenueClosureDto[],
  range: DateRange,
  shownDepartments: readonly string[] | null,
): ClosedDays {
  const shown = shownDepartments === null ? null : new Set(shownDepartments);
  const days = new Map<string, ClosedSpan[]>();
  for (const closure of closures) {
    if (!isShown(closure, shown)) continue;
    for (const span of spansOf(closure, range)) {
      const day = days.get(span.date);
      if (day === undefined) days.set(span.date, [span]);
      else day.push(span);
    }
  }
  for (const spans of days.values()) spans.sort((first, second) => first.startMinutes - second.startMinutes);
  return days;
}

/** Whether the span is the whole day. */
function isAllDay(span: Pick<ClosedSpan, 'startMinutes' | 'endMinutes'>): boolean {
  return span.startMinutes === 0 && span.endMinutes === MINUTES_PER_DAY;
}

/** '6:00 PM - 12:00 AM' */
function spanTimesLabel({ startMinutes, endMinutes }: ClosedSpan): string {
  return `${timeLabel(timeOfMinutes(startMinutes))} - ${timeLabel(timeOfMinutes(endMinutes))}`;
}

/**
 * 'Closed all day: Renovation' for the whole organization, 'Lobby Bar closed 6:00 PM - 12:00 AM:
 * Private event' for a department.
 */
export function closedSpanText(span: ClosedSpan): string {
  const { department, reason } = span.closure;
  const when = isAllDay(span) ? 'all day' : spanTimesLabel(span);
  return department === null ? `Closed ${when}: ${reason}` : `${department} closed ${when}: ${reason}`;
}

/**
 * The short mark a closed day shows. A closure of the whole organization: 'Closed' when one takes the
 * whole day, else 'Partly closed'. Only departments' closures: each department named, 'Lobby Bar
 * closed' or 'Lobby Bar partly closed' (the shade covers the whole day cell, the other venues open).
 */
export function closedMarkLabel(spans: readonly ClosedSpan[]): string {
  const wholeOrganization = spans.filter((span) => span.closure.department === null);
  if (wholeOrganization.length > 0) return wholeOrganization.some(isAllDay) ? 'Closed' : 'Partly closed';
  const departments = new Map<string, boolean>();
  for (const span of spans) {
    const name = span.closure.department ?? '';
    departments.set(name, (departments.get(name) ?? false) || isAllDay(span));
  }
  return [...departments]
    .map(([name, allDay]) => `${name} ${allDay ? 'closed' : 'partly closed'}`)
    .join(', ');
}

/**
 * The mark as part of a sentence (a day's accessible name, 'Thursday, May 15, 2031, Lobby Bar closed'):
 * 'closed' or 'partly closed' for the whole organization, the departments named as they are written.
 */
export function closedMarkInSentence(spans: readonly ClosedSpan[]): string {
  const label = closedMarkLabel(spans);
  return spans.some((span) => span.closure.department === null) ? label.toLowerCase() : label;
}

/** Every closure of a day, one a line. */
export function closedDayText(spans: readonly ClosedSpan[]): string {
  return spans.map(closedSpanText).join('\n');
}
