import { addDays, type WallClockSpan } from '@booking-portal/api/contract';

/** What the span fields of an unavailable period or a closure collect. */
export interface SpanDraft {
  /** yyyy-MM-dd, '' until picked. */
  startDate: string;
  /** yyyy-MM-dd, the last day (included) when all day. */
  endDate: string;
  /** On: whole days, from the start date's 00:00 to the day after the end date at 00:00. */
  allDay: boolean;
  /** HH:mm, used only when not all day. */
  startTime: string;
  endTime: string;
}

export const EMPTY_SPAN_DRAFT: SpanDraft = {
  startDate: '',
  endDate: '',
  allDay: true,
  startTime: '',
  endTime: '',
};

/** The fields a span's problems are shown under. */
export type SpanField = 'startDate' | 'endDate' | 'startTime' | 'endTime';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MIDNIGHT = '00:00';

/**
 * The wall-clock span a draft stands for. All day, the end is the day after the last day at 00:00
 * (the end is excluded), so one day or several are picked at once; a date not yet picked stays ''
 * for the schema to name.
 */
export function spanOf(draft: SpanDraft): WallClockSpan {
  if (!draft.allDay) {
    return {
      startDate: draft.startDate,
      startTime: draft.startTime,
      endDate: draft.endDate,
      endTime: draft.endTime,
    };
  }
  return {
    startDate: draft.startDate,
    startTime: MIDNIGHT,
    endDate: ISO_DATE.test(draft.endDate) ? addDays(draft.endDate, 1) : draft.endDate,
    endTime: MIDNIGHT,
  };
}

/**
 * The field a problem of `path` (a schema or server path) is shown under. All day there are no time
 * fields: a problem of the end (before the start, too long) is the end date's.
 */
export function spanFieldOf(path: string, allDay: boolean): SpanField | null {
  switch (path) {
    case 'startDate':
    case 'endDate':
      return path;
    case 'startTime':
      return allDay ? 'startDate' : 'startTime';
    case 'endTime':
      return allDay ? 'endDate' : 'endTime';
    default:
      return null;
  }
}

/** Whether a span runs from one midnight to another: it is shown as whole days. */
export function isWholeDays(span: WallClockSpan): boolean {
  return span.startTime === MIDNIGHT && span.endTime === MIDNIGHT;
}
