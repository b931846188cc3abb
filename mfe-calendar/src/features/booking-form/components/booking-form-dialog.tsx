import { useMemo, useState, type FormEvent } from 'react';
import {
  BOOKING_VALIDATION_MESSAGES as M,
  FORM_ENSEMBLES,
  type BookingDto,
  type BookingPerformerDto,
  type DepartmentSummaryDto,
  type Ensemble,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import {
  Button,
  ChangedByColleaguePanel,
  colleagueSaveOf,
  Dialog,
  DialogActions,
  Select,
  TextField,
} from '@booking-portal/shell/runtime';
import { NotifyPerformersControl } from '../../bookings';
import { useChangeSetPreview } from '../../change-sets';
import {
  DateAvailabilityList,
  datedClosureProblemsOf,
  dateProblemsOf,
  durationOfTimes,
  useAvailabilityCheck,
} from '../../availability-check';
import { BOOKING_EDITED_FIELDS } from '../booking-edited-fields';
import { recurringChangeSetOf } from '../booking-form-payload';
import {
  initialBookingFormValues,
  type BookingFormInitial,
  type BookingFormValues,
} from '../booking-form-values';
import { departmentOptions } from '../department-options';
import { useBookingForm } from '../hooks/use-booking-form';
import { useBookingFormSubmit } from '../hooks/use-booking-form-submit';
import { useEditVersion } from '../hooks/use-edit-version';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { useProviderPerformers } from '../hooks/use-provider-performers';
import { BookingEditorsNote } from './booking-editors-note';
import { CheckboxField } from './checkbox-field';
import { ConflictRefusalAlert } from './conflict-refusal-alert';
import { FormAlert } from './form-alert';
import { FieldColumns, FormFields, ToggleRow } from './form-layout';
import { MultiDatePicker } from './multi-date-picker';
import { NotesField } from './notes-field';
import { PerformerPicker } from './performer-picker';
import { TimeSelect } from './time-select';
import { VenueClosedAlert } from './venue-closed-alert';

export interface BookingFormDialogProps {
  /** null: 'Create New Booking'; a booking: 'Edit Booking' prefilled from it. */
  booking: BookingDto | null;
  /** Defaults for a new booking (clicked date or week slot); form defaults otherwise (SPEC section 9). */
  initial?: BookingFormInitial;
  /** The organization the booking is for (selected one, else own). */
  organizationId: number;
  departments: readonly DepartmentSummaryDto[];
  onClose(): void;
}

const NO_PERFORMERS: readonly BookingPerformerDto[] = [];

const formValuesOf = (booking: BookingDto) => initialBookingFormValues(booking);

/** Solo to Quartet, plus a stored ensemble the form does not offer, so editing keeps it. */
function ensembleOptions(current: Ensemble | '') {
  const offered: (Ensemble | '')[] = [...FORM_ENSEMBLES];
  if (!offered.includes(current)) offered.push(current);
  return offered.map((ensemble) => ({ value: ensemble, label: ensemble === '' ? 'No ensemble' : ensemble }));
}

/**
 * Create New Booking / Edit Booking (docs/PRODUCT.md sections 2, 4 and 5): date, times, department, ensemble,
 * performers with their instruments, notes, Pending and, for a new booking, recurring dates; and
 * whether the performers it touches hear of it ('Notify performers: affected / none'). Once the date
 * and times are chosen it checks who is free: the picker marks each performer, the venue's closure
 * shows above the form, and the recurring dates with a problem are listed before anything is sent. A
 * recurring create is previewed over the form (a dry run) and applied as one change set; a single
 * create or an edit is saved at once. An edit reads the booking when it opens and saves with that
 * version (If-Match): when a colleague saved it since, nothing is saved and the "changed by a
 * colleague" panel shows what they changed, to take theirs or apply mine on top (a second save). The
 * colleagues who have the booking open are named above the form.
 */
export function BookingFormDialog({
  booking,
  initial,
  organizationId,
  departments,
  onClose,
}: BookingFormDialogProps) {
  const isEdit = booking !== null;
  const form = useBookingForm(booking, initial, departments.length > 0);
  const { values, problems } = form;
  const { save, refusedFor, staleFor, clearStale } = useBookingFormSubmit(booking, organizationId);
  const edit = useEditVersion(booking, form);
  const { isWorking, run } = useSubmitOnce();
  const colleagueSave = useMemo(
    () => (staleFor === null ? null : colleagueSaveOf(staleFor.body, formValuesOf)),
    [staleFor],
  );
  const performers = useProviderPerformers(booking?.performers ?? NO_PERFORMERS);
  const [notifyPerformers, setNotifyPerformers] = useState<NotifyPerformers>('affected');
  const changeSet = useChangeSetPreview(onClose);
  const availability = useAvailabilityCheck({
    organizationId,
    department: values.department,
    dates: values.recurring ? [values.date, ...values.recurringDates] : [values.date],
    time: values.startTime,
    duration: durationOfTimes(values.startTime, values.endTime),
    ...(booking === null ? {} : { excludeBookingId: booking.id }),
  });
  const closureProblems = useMemo(
    () => datedClosureProblemsOf(availability.findings),
    [availability.findings],
  );
  const problemDates = useMemo(
    () => dateProblemsOf(availability.findings, values.performers, availability),
    [availability, values.performers],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!form.attemptSubmit()) return;
      const recurring = isEdit ? null : recurringChangeSetOf(values, organizationId, notifyPerformers);
      if (recurring !== null) changeSet.open(recurring);
      else if (await save(values, notifyPerformers, edit.version)) onClose();
    });
  };

  const takeTheirs = (current: BookingFormValues) => {
    edit.rebase(current, staleFor?.etag ?? null);
    form.replaceValues(current);
    clearStale();
  };

  const applyMine = (merged: BookingFormValues) => {
    const currentVersion = staleFor?.etag ?? null;
    if (colleagueSave?.current != null) edit.rebase(colleagueSave.current, currentVersion);
    form.replaceValues(merged);
    void run(async () => {
      if (await save(merged, notifyPerformers, currentVersion)) onClose();
    });
  };

  return (
    <>
      <Dialog title={isEdit ? 'Edit Booking' : 'Create New Booking'} onClose={onClose} wide>
        {booking !== null && <BookingEditorsNote bookingId={booking.id} />}
        {colleagueSave !== null && edit.opened !== null && (
          <ChangedByColleaguePanel
            key={staleFor?.etag ?? 'deleted'}
            fields={BOOKING_EDITED_FIELDS}
            mine={values}
            opened={edit.opened}
            save={colleagueSave}
            onTakeTheirs={takeTheirs}
            onApplyMine={applyMine}
            onClose={onClose}
            isApplying={isWorking}
          />
        )}
        <form noValidate onSubmit={submit}>
          <FormFields>
            <VenueClosedAlert problems={closureProblems} mainDate={values.date} />
            <FieldColumns $columns={3}>
              <TextField
                label="Date"
                type="date"
                value={values.date}
                error={problems.fields.date}
                onChange={(event) => form.setField('date', event.target.value)}
              />
              <TimeSelect
                label="Start Time"
                value={values.startTime}
                error={problems.fields.startTime}
                onChange={(time) => form.setField('startTime', time)}
              />
              <TimeSelect
                label="End Time"
                value={values.endTime}
                error={problems.fields.endTime}
                onChange={(time) => form.setField('endTime', time)}
              />
            </FieldColumns>
            <FieldColumns $columns={2}>
              {(departments.length > 0 || values.department !== '') && (
                <Select
                  label="Department"
                  placeholder="Select a department"
                  options={departmentOptions(departments, values.department)}
                  value={values.department}
                  error={problems.fields.department}
                  onChange={(event) => form.setField('department', event.target.value)}
                />
              )}
              <Select
                label="Ensemble"
                options={ensembleOptions(values.ensemble)}
                value={values.ensemble}
                error={problems.fields.ensemble}
                onChange={(event) => form.setEnsemble(event.target.value as Ensemble | '')}
              />
            </FieldColumns>
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
            {problems.missingInstruments.length > 0 && (
              <FormAlert role="alert">
                {`${M.instrumentsMissingAlert} ${problems.missingInstruments.join(', ')}`}
              </FormAlert>
            )}
            <NotesField
              value={values.notes}
              error={problems.fields.notes}
              onChange={(notes) => form.setField('notes', notes)}
            />
            <ToggleRow>
              <CheckboxField
                label="Pending"
                checked={values.pending}
                onChange={(pending) => form.setField('pending', pending)}
              />
              {!isEdit && (
                <CheckboxField
                  label="Recurring booking"
                  checked={values.recurring}
                  onChange={form.setRecurring}
                />
              )}
            </ToggleRow>
            {values.recurring && (
              <MultiDatePicker
                label="Additional dates"
                selected={values.recurringDates}
                onChange={form.setRecurringDates}
                initialMonth={values.date || undefined}
                disabledDates={[values.date]}
              />
            )}
            {values.recurring && <DateAvailabilityList check={availability} problemDates={problemDates} />}
            {problems.recurringDatesMissing && <FormAlert role="alert">{M.recurringDatesRequired}</FormAlert>}
            <NotifyPerformersControl value={notifyPerformers} onChange={setNotifyPerformers} />
            {refusedFor !== null && <ConflictRefusalAlert conflicts={refusedFor} />}
          </FormFields>
          <DialogActions>
            <Button $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isWorking}>
              {isWorking ? 'Saving...' : isEdit ? 'Update Booking' : 'Create Booking'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {changeSet.preview}
    </>
  );
}
