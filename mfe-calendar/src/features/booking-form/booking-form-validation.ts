import { bookingFormSchema } from '@booking-portal/api/contract';
import { isFormEnsemble, type BookingFormValues } from './booking-form-values';
import { missingInstrumentNames } from './performer-picks';
import { schemaFieldErrors } from './schema-field-errors';

type BookingFormField = 'date' | 'startTime' | 'endTime' | 'department' | 'ensemble' | 'notes';
type BookingFormFieldErrors = Partial<Record<BookingFormField, string>>;

export interface BookingFormProblems {
  fields: BookingFormFieldErrors;
  /** Picked performers without an instrument (the 'Please select instruments for:' alert). */
  missingInstruments: string[];
  /** Recurring is on but no extra date is picked. */
  recurringDatesMissing: boolean;
}

export const NO_PROBLEMS: BookingFormProblems = {
  fields: {},
  missingInstruments: [],
  recurringDatesMissing: false,
};

const FIELDS: readonly BookingFormField[] = [
  'date',
  'startTime',
  'endTime',
  'department',
  'ensemble',
  'notes',
];

function fieldErrorsOf(values: BookingFormValues, departmentsAvailable: boolean): BookingFormFieldErrors {
  const schema = bookingFormSchema(departmentsAvailable);
  // A booking stored with an ensemble the form does not offer (Quintet, none) keeps it when edited.
  const applicable = isFormEnsemble(values.ensemble) ? schema : schema.omit(['ensemble']);
  return schemaFieldErrors(
    applicable,
    {
      date: values.date,
      startTime: values.startTime,
      endTime: values.endTime,
      department: values.department,
      status: values.pending ? 'pending' : 'confirmed',
      ensemble: values.ensemble,
      notes: values.notes,
    },
    FIELDS,
  );
}

/** Every rule of docs/PRODUCT.md section 5 (Booking form) the values break. */
export function problemsOf(values: BookingFormValues, departmentsAvailable: boolean): BookingFormProblems {
  return {
    fields: fieldErrorsOf(values, departmentsAvailable),
    missingInstruments: missingInstrumentNames(values.performers),
    recurringDatesMissing: values.recurring && values.recurringDates.length === 0,
  };
}

export function hasProblems(problems: BookingFormProblems): boolean {
  return (
    Object.keys(problems.fields).length > 0 ||
    problems.missingInstruments.length > 0 ||
    problems.recurringDatesMissing
  );
}
