import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  BOOKING_VALIDATION_MESSAGES as M,
  type BookingDto,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions } from '@booking-portal/shell/runtime';
import { CheckboxField, ConflictRefusalAlert, MultiDatePicker, useSubmitOnce } from '../../booking-form';
import { NotifyPerformersControl } from '../../bookings';
import { useDuplicateWrite } from '../hooks/use-duplicate-write';
import { BookingSummary } from './booking-summary';

const Options = styled.div`
  margin-top: 1rem;
`;

export interface QuickDuplicateDialogProps {
  booking: BookingDto;
  onClose(): void;
}

/** Quick Duplicate Booking: the same booking on each picked date, with or without its performers. */
export function QuickDuplicateDialog({ booking, onClose }: QuickDuplicateDialogProps) {
  const [targetDates, setTargetDates] = useState<string[]>([]);
  const [keepPerformers, setKeepPerformers] = useState(true);
  const [notifyPerformers, setNotifyPerformers] = useState<NotifyPerformers>('affected');
  const { duplicate, refusedFor } = useDuplicateWrite(booking.id);
  const { isWorking, run } = useSubmitOnce();
  const noDates = targetDates.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (noDates) return;
      if (await duplicate({ targetDates, keepPerformers }, notifyPerformers)) onClose();
    });
  };

  return (
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
        <Options>
          <CheckboxField label="Keep performers" checked={keepPerformers} onChange={setKeepPerformers} />
          <NotifyPerformersControl value={notifyPerformers} onChange={setNotifyPerformers} />
        </Options>
        {refusedFor !== null && <ConflictRefusalAlert conflicts={refusedFor} />}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={noDates || isWorking}>
            {isWorking ? 'Duplicating...' : 'Duplicate'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
