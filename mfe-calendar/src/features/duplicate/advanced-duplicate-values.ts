import {
  advancedDuplicateFormSchema,
  bookingDuplicateSchema,
  storedTimeOf,
  type BookingDto,
  type BookingDuplicateInput,
  type Ensemble,
} from '@booking-portal/api/contract';
import {
  missingInstrumentNames,
  performerEntriesOf,
  picksOfBooking,
  schemaFieldErrors,
  type PerformerPick,
} from '../booking-form';

/** The 'No ensemble' choice; sent as null (docs/ARCHITECTURE.md section 7). */
export const NO_ENSEMBLE = 'none';
export type DuplicateEnsemble = Ensemble | typeof NO_ENSEMBLE;

/** docs/PRODUCT.md sections 5 and 9: the advanced duplicate's default duration, and what invalid input becomes. */
const DEFAULT_DUPLICATE_DURATION = 60;

export interface AdvancedDuplicateValues {
  /** yyyy-MM-dd */
  targetDates: string[];
  title: string;
  /** 'HH:mm' from the time choices; '' while unset. */
  time: string;
  /** As typed, in minutes. */
  duration: string;
  /** '' for none. */
  department: string;
  ensemble: DuplicateEnsemble;
  notes: string;
  keepOriginalPerformers: boolean;
  leavePerformersBlank: boolean;
  /** The performers chosen when neither option above is checked. */
  performers: PerformerPick[];
}

type AdvancedDuplicateField = 'title' | 'time' | 'duration' | 'notes';

const FIELDS: readonly AdvancedDuplicateField[] = ['title', 'time', 'duration', 'notes'];

export interface AdvancedDuplicateProblems {
  fields: Partial<Record<AdvancedDuplicateField, string>>;
  targetDatesMissing: boolean;
  missingInstruments: string[];
}

export const NO_DUPLICATE_PROBLEMS: AdvancedDuplicateProblems = {
  fields: {},
  targetDatesMissing: false,
  missingInstruments: [],
};

export function initialAdvancedDuplicateValues(booking: BookingDto): AdvancedDuplicateValues {
  return {
    targetDates: [],
    title: booking.title,
    time: booking.time,
    duration: String(booking.duration > 0 ? booking.duration : DEFAULT_DUPLICATE_DURATION),
    department: booking.department ?? '',
    ensemble: booking.ensemble ?? NO_ENSEMBLE,
    notes: booking.notes ?? '',
    keepOriginalPerformers: true,
    leavePerformersBlank: false,
    performers: picksOfBooking(booking.performers),
  };
}

/** The duration in minutes; input that is not a number falls back to 60 (docs/PRODUCT.md section 5). */
export function durationOf(typed: string): number {
  const minutes = Number(typed.trim());
  return typed.trim() === '' || !Number.isFinite(minutes) ? DEFAULT_DUPLICATE_DURATION : minutes;
}

/** Whether the dialog's own performer selection is in use (neither keep nor blank is checked). */
export function choosesPerformers(values: AdvancedDuplicateValues): boolean {
  return !values.keepOriginalPerformers && !values.leavePerformersBlank;
}

/**
 * Every rule the values break: the dialog's own (docs/PRODUCT.md section 5, Advanced duplicate) and then the
 * contract's rules for the request the server checks (a title without HTML tags, 15 to 1440 whole
 * minutes), so that the dialog shows on its fields, with the spec's messages, what the server would refuse.
 */
export function advancedDuplicateProblemsOf(values: AdvancedDuplicateValues): AdvancedDuplicateProblems {
  const ownErrors = schemaFieldErrors(
    advancedDuplicateFormSchema,
    {
      targetDates: values.targetDates,
      title: values.title,
      time: values.time,
      duration: durationOf(values.duration),
    },
    FIELDS,
  );
  const requestErrors = schemaFieldErrors(bookingDuplicateSchema, advancedDuplicatePayloadOf(values), FIELDS);
  return {
    fields: { ...requestErrors, ...ownErrors },
    targetDatesMissing: values.targetDates.length === 0,
    missingInstruments: choosesPerformers(values) ? missingInstrumentNames(values.performers) : [],
  };
}

export function hasDuplicateProblems(problems: AdvancedDuplicateProblems): boolean {
  return (
    Object.keys(problems.fields).length > 0 ||
    problems.targetDatesMissing ||
    problems.missingInstruments.length > 0
  );
}

/** The advanced duplicate's request (docs/PRODUCT.md section 7). */
export function advancedDuplicatePayloadOf(values: AdvancedDuplicateValues): BookingDuplicateInput {
  const department = values.department.trim();
  return {
    targetDates: [...values.targetDates].sort(),
    title: values.title.trim(),
    time: storedTimeOf(values.time),
    duration: durationOf(values.duration),
    department: department === '' ? null : department,
    ensemble: values.ensemble === NO_ENSEMBLE ? null : values.ensemble,
    notes: values.notes.trim() === '' ? null : values.notes,
    keepOriginalPerformers: values.keepOriginalPerformers,
    leavePerformersBlank: values.leavePerformersBlank,
    // Every pick names a performer, so there is no 'none' entry to drop.
    selectedPerformers: choosesPerformers(values) ? performerEntriesOf(values.performers) : [],
  };
}
