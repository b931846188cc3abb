import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  BOOKING_VALIDATION_MESSAGES as M,
  type BookingDto,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { CheckboxField, MultiDatePicker } from '../../booking-form';
import { NotifyPerformersControl } from '../../bookings';
import { DateAvailabilityList, dateProblemsOf, useAvailabilityCheck } from '../../availability-check';
import { useChangeSetPreview } from '../../change-sets';
import { duplicateChangeSetOf } from '../duplicate-change-set';
import { BookingSummary } from './booking-summary';

const Options = styled.div`
  margin-top: 1rem;
`;

const Availability = styled.div`
  margin-top: 1rem;
`;

export interface QuickDuplicateDialogProps {
  booking: BookingDto;
  onClose(): void;
}

/**
 * Quick Duplicate Booking: the same booking on each picked date, with or without its performers. The
 * picked dates are checked as they are picked: those where the venue is closed or a kept performer is
 * booked or unavailable are listed before anything is sent. Duplicate previews the copies (a dry run)
 * over the dialog; applying them closes both.
 */
export function QuickDuplicateDialog({ booking, onClose }: QuickDuplicateDialogProps) {
  const [targetDates, setTargetDates] = useState<string[]>([]);
  const [keepPerformers, setKeepPerformers] = useState(true);
  const [notifyPerformers, setNotifyPerformers] = useState<NotifyPerformers>('affected');
  const changeSet = useChangeSetPreview(onClose);
  const noDates = targetDates.length === 0;
  const availability = useAvailabilityCheck({
    organizationId: booking.organizationId,
    department: booking.department,
    dates: targetDates,
    time: booking.time,
    duration: booking.duration,
    excludeBookingId: booking.id,
  });
  const problemDates = useMemo(
    () => dateProblemsOf(availability.findings, keepPerformers ? booking.performers : [], availability),
    [availability, keepPerformers, booking.performers],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noDates) return;
    changeSet.open(duplicateChangeSetOf(booking.id, { targetDates, keepPerformers }, notifyPerformers));
  };

  return (
    <>
      <Dialog title="Quick Duplicate Booking" onClose={onClose}>
        <form noValidate onSubmit={submit}>
          <BookingSummary booking={booking} />
          <MultiDatePicker
            label="Target dates"
            selected={targetDates}
            onChange={setTargetDates}
            initialMonth={booking.date}
            hint={noDates ? M.targetDatesRequired : undefined}
          />
          {!noDates && (
            <Availability>
              <DateAvailabilityList check={availability} problemDates={problemDates} />
            </Availability>
          )}
          <Options>
            <CheckboxField label="Keep performers" checked={keepPerformers} onChange={setKeepPerformers} />
            <NotifyPerformersControl value={notifyPerformers} onChange={setNotifyPerformers} />
          </Options>
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
