/**
 * The booking form dialog (Create New Booking / Edit Booking) and the form parts the duplicate dialogs
 * reuse: the mini-calendar date picker, the performer picker, the time select and the write reporting.
 */
export { BookingFormDialog } from './components/booking-form-dialog';
export { MultiDatePicker } from './components/multi-date-picker';
export { PerformerPicker } from './components/performer-picker';
export { TimeSelect } from './components/time-select';
export { NotesField } from './components/notes-field';
export { CheckboxField } from './components/checkbox-field';
export { FormAlert } from './components/form-alert';
export { useProviderPerformers } from './hooks/use-provider-performers';
export {
  missingInstrumentNames,
  performerEntriesOf,
  picksOfBooking,
  setPickInstrument,
  togglePick,
  type PerformerOption,
  type PerformerPick,
} from './performer-picks';
export { departmentOptions } from './department-options';
export { schemaFieldErrors } from './schema-field-errors';
export { FieldColumns, FormFields, ToggleRow } from './components/form-layout';
