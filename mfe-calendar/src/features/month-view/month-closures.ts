import type { EventInput } from '@fullcalendar/react';
import { CLOSURE_CLASS, closedDayText, closedMarkLabel, type ClosedDays } from '../closures';

/** What a closed day's background event carries to its content. */
export interface MonthClosureProps {
  closedOn: string;
  /** 'Closed' or 'Partly closed'. */
  label: string;
  /** The day's closures, one a line. */
  text: string;
}

/**
 * One shaded background event per closed day of the grid, whatever the hours: a day cell has no
 * time axis, so the mark's text tells the hours.
 */
export function toMonthClosureEvents(closedDays: ClosedDays): EventInput[] {
  return [...closedDays].map(([date, spans]) => {
    const extendedProps: MonthClosureProps = {
      closedOn: date,
      label: closedMarkLabel(spans),
      text: closedDayText(spans),
    };
    return {
      id: `closed-${date}`,
      start: date,
      allDay: true,
      display: 'background',
      className: CLOSURE_CLASS.shade,
      extendedProps,
    };
  });
}

/** The closed day a FullCalendar event stands for, or null for anything else. */
export function closureOfEvent(extendedProps: Record<string, unknown>): MonthClosureProps | null {
  const { closedOn, label, text } = extendedProps as Partial<MonthClosureProps>;
  return typeof closedOn === 'string' && typeof label === 'string' && typeof text === 'string'
    ? { closedOn, label, text }
    : null;
}
