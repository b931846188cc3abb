import { ValidationError } from 'yup';
import {
  addDays,
  performerUnavailabilitySchema,
  type PerformerUnavailabilityInput,
} from '@booking-portal/api/contract';

/** The add form as typed: dates yyyy-MM-dd, times HH:mm, '' when not chosen. */
export interface PeriodDraft {
  allDay: boolean;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  reason: string;
}

type PeriodField = 'startDate' | 'endDate' | 'startTime' | 'endTime' | 'reason';
export type PeriodProblems = Partial<Record<PeriodField, string>>;

export const EMPTY_DRAFT: PeriodDraft = {
  allDay: true,
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  reason: '',
};

/** Whole days run from the start date's 00:00 to the 00:00 after the end date (the end is excluded). */
export function inputOf(draft: PeriodDraft): PerformerUnavailabilityInput {
  const reason = draft.reason.trim() === '' ? null : draft.reason;
  if (!draft.allDay)
    return {
      startDate: draft.startDate,
      startTime: draft.startTime,
      endDate: draft.endDate,
      endTime: draft.endTime,
      reason,
    };
  return {
    startDate: draft.startDate,
    startTime: '00:00',
    endDate: draft.endDate === '' ? '' : addDays(draft.endDate, 1),
    endTime: '00:00',
    reason,
  };
}

const FIELDS: readonly string[] = ['startDate', 'endDate', 'startTime', 'endTime', 'reason'];

/**
 * Problems by the field that shows them. With 'All day' on there are no time fields: what the span
 * gets wrong (its end before its start, its length) shows by the end date.
 */
export function problemsByField(
  problems: readonly { path: string; message: string }[],
  allDay: boolean,
): PeriodProblems {
  const byField: PeriodProblems = {};
  for (const { path, message } of problems) {
    if (!FIELDS.includes(path)) continue;
    const field = path as PeriodField;
    const shownAt: PeriodField =
      allDay && field === 'endTime' ? 'endDate' : allDay && field === 'startTime' ? 'startDate' : field;
    byField[shownAt] ??= message;
  }
  return byField;
}

/** The draft's problems by field, with the contract's schema (the server checks the same). */
export function validateDraft(draft: PeriodDraft): PeriodProblems {
  try {
    // A field left empty is missing, not malformed: its 'required' message is the one to show.
    const typed = Object.fromEntries(Object.entries(inputOf(draft)).filter(([, value]) => value !== ''));
    performerUnavailabilitySchema.validateSync(typed, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = (error.inner.length > 0 ? error.inner : [error]).map((problem) => ({
      path: problem.path ?? '',
      message: problem.message,
    }));
    return problemsByField(problems, draft.allDay);
  }
}
