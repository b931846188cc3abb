import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BOOKING_VALIDATION_MESSAGES, type BookingDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, Select, TextField } from '@booking-portal/shell/runtime';
import { moveTargetOf, moveTimeOptions } from '../move-choices';
import { bookingName } from '../../booking-presentation';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export interface MoveBookingDialogProps {
  booking: BookingDto;
  /** Requests the move (the views pass actions.move); not called when nothing changed. */
  onMove: (booking: BookingDto, target: { date: string; time: string }) => void;
  onClose: () => void;
}

/**
 * The keyboard and menu way of dragging a booking (docs/ARCHITECTURE.md section 3): pick a date and an hourly
 * slot, then Move requests the same move a drop would.
 */
export function MoveBookingDialog({ booking, onMove, onClose }: MoveBookingDialogProps) {
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState(booking.time);
  const [dateError, setDateError] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (date === '') {
      setDateError(BOOKING_VALIDATION_MESSAGES.dateRequired);
      return;
    }
    const target = moveTargetOf(booking, { date, time });
    if (target !== null) onMove(booking, target);
    onClose();
  };

  return (
    <Dialog title={`Move ${bookingName(booking)}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Fields>
          <TextField
            label="Date"
            type="date"
            value={date}
            error={dateError}
            onChange={(event) => {
              setDate(event.target.value);
              setDateError(undefined);
            }}
          />
          <Select
            label="Time"
            value={time}
            options={moveTimeOptions(booking)}
            onChange={(event) => setTime(event.target.value)}
          />
        </Fields>
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Move</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
