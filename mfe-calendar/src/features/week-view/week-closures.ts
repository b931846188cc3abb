import type { EventInput } from '@fullcalendar/react';
import { addDays, timeOfMinutes } from '@booking-portal/api/contract';
import { CLOSURE_CLASS, closedSpanText, type ClosedDays, type ClosedSpan } from '../closures';
import { WEEK_END_HOUR, WEEK_FIRST_HOUR } from './week-slots';

const MINUTES_PER_DAY = 24 * 60;
const FIRST_MINUTES = WEEK_FIRST_HOUR * 60;
/** How far a column runs into the next day: its last row is the night's 12:00 AM. */
const NIGHT_MINUTES = (WEEK_END_HOUR - 24) * 60;

/** What a closed time's background event carries to its content. */
export interface WeekClosureExtras {
  closure: {
    /** The column the shade is drawn in, yyyy-MM-dd: the mark opens its day. */
    column: string;
    /** The closure's text, its hours included. */
    text: string;
  };
}

function wallClock(date: string, minutes: number): string {
  return minutes >= MINUTES_PER_DAY ? `${addDays(date, 1)}T00:00:00` : `${date}T${timeOfMinutes(minutes)}:00`;
}

function closureEvent(column: string, span: ClosedSpan, start: number, end: number): EventInput {
  const extras: WeekClosureExtras = { closure: { column, text: closedSpanText(span) } };
  return {
    id: `closed-${span.closure.id}-${span.date}-${start}`,
    start: wallClock(span.date, start),
    end: wallClock(span.date, end),
    display: 'background',
    className: CLOSURE_CLASS.shade,
    extendedProps: extras,
  };
}

/**
 * The shaded closed times of the week, one background event per closure and column. A column runs
 * from 8:00 AM to the next night's 1:00 AM, so each event is cut to one column's rows: FullCalendar
 * then draws it in one piece, its mark at its top.
 */
export function weekClosureEventsOf(closedDays: ClosedDays, weekStart: string): EventInput[] {
  const events: EventInput[] = [];
  for (let index = 0; index < 7; index += 1) {
    const column = addDays(weekStart, index);
    for (const span of closedDays.get(column) ?? []) {
      const start = Math.max(span.startMinutes, FIRST_MINUTES);
      if (span.endMinutes > start) events.push(closureEvent(column, span, start, span.endMinutes));
    }
    for (const span of closedDays.get(addDays(column, 1)) ?? []) {
      const end = Math.min(span.endMinutes, NIGHT_MINUTES);
      if (end > span.startMinutes) events.push(closureEvent(column, span, span.startMinutes, end));
    }
  }
  return events;
}

/** The closed time a FullCalendar event stands for, or null for anything else. */
export function weekClosureOfEvent(event: {
  extendedProps: Record<string, unknown>;
}): WeekClosureExtras['closure'] | null {
  const closure = event.extendedProps['closure'] as Partial<WeekClosureExtras['closure']> | undefined;
  if (closure === undefined || closure === null || typeof closure !== 'object') return null;
  const { column, text } = closure;
  return typeof column === 'string' && typeof text === 'string' ? { column, text } : null;
}
