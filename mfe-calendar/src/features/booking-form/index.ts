/**
 * The booking form dialog (Create New Booking / Edit Booking) and the form parts the duplicate dialogs
 * reuse: the mini-calendar date picker, the performer picker, the time select and the write reporting.
 */
export { BookingFormDialog, type BookingFormDialogProps } from './components/booking-form-dialog';
export type { BookingFormInitial } from './booking-form-values';
export { MultiDatePicker, type MultiDatePickerProps } from './components/multi-date-picker';
export { PerformerPicker, type PerformerPickerProps } from './components/performer-picker';
export { TimeSelect, type TimeSelectProps } from './components/time-select';
export { NotesField } from './components/notes-field';
export { CheckboxField } from './components/checkbox-field';
export { FormAlert } from './components/form-alert';
export { ConflictRefusalAlert } from './components/conflict-refusal-alert';
export { useSubmitOnce } from './hooks/use-submit-once';
export { useProviderPerformers, type ProviderPerformers } from './hooks/use-provider-performers';
export {
  missingInstrumentNames,
  performerEntriesOf,
  picksOfBooking,
  performerOptionsWith,
  setPickInstrument,
  togglePick,
  type PerformerOption,
  type PerformerPick,
} from './performer-picks';
export { departmentOptions } from './department-options';
export { schemaFieldErrors } from './schema-field-errors';
export { FieldColumns, FormFields, ToggleRow } from './components/form-layout';
