import { useState, type FormEvent } from 'react';
import type { BookingDto } from '@booking-portal/api/contract';
import { Button, Dialog, DialogActions, TextField } from '@booking-portal/shell/runtime';
import { dateTimeLabel } from '../../booking-presentation';

export interface MoveToDateDialogProps {
  booking: BookingDto;
  /** Called with the chosen date ('YYYY-MM-DD'); the caller runs the move (and ignores the same date). */
  onMove: (date: string) => void;
  onClose: () => void;
}

/**
 * The keyboard way of dragging a booking to another day in the month view (docs/ARCHITECTURE.md section 3): like a
 * drop on a day cell it moves the date only, keeping the start time.
 */
export function MoveToDateDialog({ booking, onMove, onClose }: MoveToDateDialogProps) {
  const [date, setDate] = useState(booking.date);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date === '') return;
    onClose();
    onMove(date);
  };

  return (
    <Dialog title={`Move ${booking.title}`} onClose={onClose}>
      <form onSubmit={submit}>
        <p>{`Now on ${dateTimeLabel(booking.date, booking.time)}.`}</p>
        <TextField
          label="New date"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={date === '' || date === booking.date}>
            Move
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
