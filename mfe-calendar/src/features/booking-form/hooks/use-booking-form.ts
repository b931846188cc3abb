import { useCallback, useMemo, useState } from 'react';
import { ENSEMBLE_SIZES, type BookingDto, type Ensemble } from '@booking-portal/api/contract';
import {
  initialBookingFormValues,
  type BookingFormInitial,
  type BookingFormValues,
} from '../booking-form-values';
import { hasProblems, NO_PROBLEMS, problemsOf, type BookingFormProblems } from '../booking-form-validation';
import { setPickInstrument, togglePick, type PerformerOption } from '../performer-picks';

type PlainField = 'date' | 'startTime' | 'endTime' | 'department' | 'notes' | 'pending';

export interface BookingFormState {
  values: BookingFormValues;
  /** Problems to show: none until the first submit, then kept up to date as the user fixes them. */
  problems: BookingFormProblems;
  /** How many performers the ensemble allows; null when it sets no limit. */
  performerLimit: number | null;
  setField<Field extends PlainField>(field: Field, value: BookingFormValues[Field]): void;
  /** Changing the ensemble clears the picked performers (docs/PRODUCT.md section 4). */
  setEnsemble(ensemble: Ensemble | ''): void;
  togglePerformer(performer: PerformerOption, checked: boolean): void;
  setInstrument(performerId: number, instrument: string): void;
  /** Turning recurring off clears its dates (docs/PRODUCT.md section 4). */
  setRecurring(recurring: boolean): void;
  setRecurringDates(dates: string[]): void;
  /** Marks the form submitted and tells whether it may be sent. */
  attemptSubmit(): boolean;
  /** Loads other values into the form: the booking as read when the dialog opened, or as a colleague saved it. */
  replaceValues(values: BookingFormValues): void;
}

/** The booking form's values, its rules and the edits the user can make. */
export function useBookingForm(
  booking: BookingDto | null,
  initial: BookingFormInitial | undefined,
  departmentsAvailable: boolean,
): BookingFormState {
  const [values, setValues] = useState(() => initialBookingFormValues(booking, initial));
  const [attempted, setAttempted] = useState(false);

  const currentProblems = useMemo(
    () => problemsOf(values, departmentsAvailable),
    [values, departmentsAvailable],
  );
  const performerLimit = values.ensemble === '' ? null : ENSEMBLE_SIZES[values.ensemble];

  const setField = useCallback(
    <Field extends PlainField>(field: Field, value: BookingFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const setEnsemble = useCallback(
    (ensemble: Ensemble | '') => setValues((current) => ({ ...current, ensemble, performers: [] })),
    [],
  );
  const togglePerformer = useCallback(
    (performer: PerformerOption, checked: boolean) =>
      setValues((current) => ({
        ...current,
        performers: togglePick(
          current.performers,
          performer,
          checked,
          current.ensemble === '' ? null : ENSEMBLE_SIZES[current.ensemble],
        ),
      })),
    [],
  );
  const setInstrument = useCallback(
    (performerId: number, instrument: string) =>
      setValues((current) => ({
        ...current,
        performers: setPickInstrument(current.performers, performerId, instrument),
      })),
    [],
  );
  const setRecurring = useCallback(
    (recurring: boolean) =>
      setValues((current) => ({
        ...current,
        recurring,
        recurringDates: recurring ? current.recurringDates : [],
      })),
    [],
  );
  const setRecurringDates = useCallback(
    (recurringDates: string[]) => setValues((current) => ({ ...current, recurringDates })),
    [],
  );
  const attemptSubmit = useCallback(() => {
    setAttempted(true);
    return !hasProblems(currentProblems);
  }, [currentProblems]);

  return {
    values,
    problems: attempted ? currentProblems : NO_PROBLEMS,
    performerLimit,
    setField,
    setEnsemble,
    togglePerformer,
    setInstrument,
    setRecurring,
    setRecurringDates,
    attemptSubmit,
    replaceValues: setValues,
  };
}
