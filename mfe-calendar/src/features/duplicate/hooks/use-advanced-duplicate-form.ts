import { useCallback, useMemo, useState } from 'react';
import { ENSEMBLE_SIZES, type BookingDto } from '@booking-portal/api/contract';
import { setPickInstrument, togglePick, type PerformerOption } from '../../booking-form';
import {
  advancedDuplicateProblemsOf,
  hasDuplicateProblems,
  initialAdvancedDuplicateValues,
  NO_DUPLICATE_PROBLEMS,
  NO_ENSEMBLE,
  type AdvancedDuplicateProblems,
  type AdvancedDuplicateValues,
  type DuplicateEnsemble,
} from '../advanced-duplicate-values';

type PlainField = 'targetDates' | 'title' | 'time' | 'duration' | 'department' | 'notes';

function limitOf(ensemble: DuplicateEnsemble): number | null {
  return ensemble === NO_ENSEMBLE ? null : ENSEMBLE_SIZES[ensemble];
}

export interface AdvancedDuplicateForm {
  values: AdvancedDuplicateValues;
  /** Problems to show: none until the first submit, then kept up to date. */
  problems: AdvancedDuplicateProblems;
  performerLimit: number | null;
  setField<Field extends PlainField>(field: Field, value: AdvancedDuplicateValues[Field]): void;
  /** As in the booking form, a new ensemble clears the chosen performers. */
  setEnsemble(ensemble: DuplicateEnsemble): void;
  /** 'Keep original performers' and 'Leave performers blank' exclude each other (docs/PRODUCT.md section 4). */
  setKeepOriginalPerformers(checked: boolean): void;
  setLeavePerformersBlank(checked: boolean): void;
  togglePerformer(performer: PerformerOption, checked: boolean): void;
  setInstrument(performerId: number, instrument: string): void;
  attemptSubmit(): boolean;
}

/** The Advanced Duplicate dialog's values, rules and edits. */
export function useAdvancedDuplicateForm(booking: BookingDto): AdvancedDuplicateForm {
  const [values, setValues] = useState(() => initialAdvancedDuplicateValues(booking));
  const [attempted, setAttempted] = useState(false);
  const currentProblems = useMemo(() => advancedDuplicateProblemsOf(values), [values]);

  const setField = useCallback(
    <Field extends PlainField>(field: Field, value: AdvancedDuplicateValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const setEnsemble = useCallback(
    (ensemble: DuplicateEnsemble) => setValues((current) => ({ ...current, ensemble, performers: [] })),
    [],
  );
  const setKeepOriginalPerformers = useCallback(
    (checked: boolean) =>
      setValues((current) => ({
        ...current,
        keepOriginalPerformers: checked,
        leavePerformersBlank: checked ? false : current.leavePerformersBlank,
      })),
    [],
  );
  const setLeavePerformersBlank = useCallback(
    (checked: boolean) =>
      setValues((current) => ({
        ...current,
        leavePerformersBlank: checked,
        keepOriginalPerformers: checked ? false : current.keepOriginalPerformers,
      })),
    [],
  );
  const togglePerformer = useCallback(
    (performer: PerformerOption, checked: boolean) =>
      setValues((current) => ({
        ...current,
        performers: togglePick(current.performers, performer, checked, limitOf(current.ensemble)),
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
  const attemptSubmit = useCallback(() => {
    setAttempted(true);
    return !hasDuplicateProblems(currentProblems);
  }, [currentProblems]);

  return {
    values,
    problems: attempted ? currentProblems : NO_DUPLICATE_PROBLEMS,
    performerLimit: limitOf(values.ensemble),
    setField,
    setEnsemble,
    setKeepOriginalPerformers,
    setLeavePerformersBlank,
    togglePerformer,
    setInstrument,
    attemptSubmit,
  };
}
