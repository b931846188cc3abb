import { useMemo, useState, type FormEvent } from 'react';
import {
  BOOKING_VALIDATION_MESSAGES as M,
  DUPLICATE_ENSEMBLES,
  type BookingDto,
  type DepartmentSummaryDto,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, Select, TextField } from '@booking-portal/shell/runtime';
import {
  CheckboxField,
  departmentOptions,
  FormAlert,
  MultiDatePicker,
  NotesField,
  PerformerPicker,
  FieldColumns,
  FormFields,
  TimeSelect,
  ToggleRow,
  useProviderPerformers,
} from '../../booking-form';
import { NotifyPerformersControl } from '../../bookings';
import {
  DateAvailabilityList,
  dateProblemsOf,
  useAvailabilityCheck,
  type NamedPerformer,
} from '../../availability-check';
import {
  advancedDuplicatePayloadOf,
  choosesPerformers,
  durationOf,
  NO_ENSEMBLE,
  type AdvancedDuplicateValues,
  type DuplicateEnsemble,
} from '../advanced-duplicate-values';
import { useAdvancedDuplicateForm } from '../hooks/use-advanced-duplicate-form';
import { useChangeSetPreview } from '../../change-sets';
import { duplicateChangeSetOf } from '../duplicate-change-set';
import { BookingSummary } from './booking-summary';

const ENSEMBLE_OPTIONS = [
  ...DUPLICATE_ENSEMBLES.map((ensemble) => ({ value: ensemble, label: ensemble })),
  { value: NO_ENSEMBLE, label: 'No ensemble' },
];

/** The performers the copies will have: the booking's own, none, or the ones chosen in the dialog. */
function copiedPerformers(booking: BookingDto, values: AdvancedDuplicateValues): readonly NamedPerformer[] {
  if (values.leavePerformersBlank) return [];
  return values.keepOriginalPerformers ? booking.performers : values.performers;
}

export interface AdvancedDuplicateDialogProps {
  booking: BookingDto;
  departments: readonly DepartmentSummaryDto[];
  onClose(): void;
}

/**
 * Advanced Duplicate Booking (docs/PRODUCT.md sections 2, 5 and 7): the booking copied to each picked date with
 * its title, time, duration, department, ensemble, notes and performers changed as chosen. The target
 * dates are checked with the copies' time, duration, department and performers: the dates with a
 * problem are listed, and chosen performers are marked, before anything is sent. Duplicate previews the
 * copies (a dry run) over the dialog; applying them closes both.
 */
export function AdvancedDuplicateDialog({ booking, departments, onClose }: AdvancedDuplicateDialogProps) {
  const form = useAdvancedDuplicateForm(booking);
  const { values, problems } = form;
  const changeSet = useChangeSetPreview(onClose);
  // Performers belong to the provider: the client organization has none to offer.
  const performers = useProviderPerformers(booking.performers);
  const noDates = values.targetDates.length === 0;
  const [notifyPerformers, setNotifyPerformers] = useState<NotifyPerformers>('affected');
  const availability = useAvailabilityCheck({
    organizationId: booking.organizationId,
    department: values.department,
    dates: values.targetDates,
    time: values.time,
    duration: durationOf(values.duration),
    excludeBookingId: booking.id,
  });
  const problemDates = useMemo(
    () => dateProblemsOf(availability.findings, copiedPerformers(booking, values), availability),
    [availability, booking, values],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.attemptSubmit()) return;
    changeSet.open(duplicateChangeSetOf(booking.id, advancedDuplicatePayloadOf(values), notifyPerformers));
  };

  return (
    <>
      <Dialog title="Advanced Duplicate Booking" onClose={onClose} wide>
        <form noValidate onSubmit={submit}>
          <BookingSummary booking={booking} />
          <FormFields>
            <MultiDatePicker
              label="Target dates"
              selected={values.targetDates}
              onChange={(dates) => form.setField('targetDates', dates)}
              initialMonth={booking.date}
              hint={noDates ? M.targetDatesRequired : undefined}
            />
            {!noDates && <DateAvailabilityList check={availability} problemDates={problemDates} />}
            <TextField
              label="Title"
              value={values.title}
              maxLength={200}
              error={problems.fields.title}
              onChange={(event) => form.setField('title', event.target.value)}
            />
            <FieldColumns $columns={2}>
              <TimeSelect
                label="Time"
                value={values.time}
                error={problems.fields.time}
                onChange={(time) => form.setField('time', time)}
              />
              <TextField
                label="Duration (minutes)"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={values.duration}
                error={problems.fields.duration}
                onChange={(event) => form.setField('duration', event.target.value)}
              />
            </FieldColumns>
            <FieldColumns $columns={2}>
              <Select
                label="Department"
                placeholder="No department"
                options={departmentOptions(departments, values.department)}
                value={values.department}
                onChange={(event) => form.setField('department', event.target.value)}
              />
              <Select
                label="Ensemble"
                options={ENSEMBLE_OPTIONS}
                value={values.ensemble}
                onChange={(event) => form.setEnsemble(event.target.value as DuplicateEnsemble)}
              />
            </FieldColumns>
            <NotesField
              value={values.notes}
              error={problems.fields.notes}
              onChange={(notes) => form.setField('notes', notes)}
            />
            <ToggleRow>
              <CheckboxField
                label="Keep original performers"
                checked={values.keepOriginalPerformers}
                onChange={form.setKeepOriginalPerformers}
              />
              <CheckboxField
                label="Leave performers blank"
                checked={values.leavePerformersBlank}
                onChange={form.setLeavePerformersBlank}
              />
            </ToggleRow>
            {choosesPerformers(values) && (
              <PerformerPicker
                performers={performers.performers}
                picks={values.performers}
                limit={form.performerLimit}
                isLoading={performers.isLoading}
                isError={performers.isError}
                showMissingInstruments={problems.missingInstruments.length > 0}
                onToggle={form.togglePerformer}
                onInstrumentChange={form.setInstrument}
                availability={availability}
              />
            )}
            {problems.missingInstruments.length > 0 && (
              <FormAlert role="alert">
                {`${M.instrumentsMissingAlert} ${problems.missingInstruments.join(', ')}`}
              </FormAlert>
            )}
            <NotifyPerformersControl value={notifyPerformers} onChange={setNotifyPerformers} />
          </FormFields>
          <DialogActions>
            <Button $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={noDates}>
              Duplicate
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {changeSet.preview}
    </>
  );
}
