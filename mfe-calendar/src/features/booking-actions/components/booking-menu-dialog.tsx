import styled from 'styled-components';
import type { BookingDto } from '@booking-portal/api/contract';
import { Button, Dialog } from '@booking-portal/shell/runtime';
import { dateTimeLabel } from '../../booking-presentation';
import type { BookingActions } from '../../bookings';

const Choices = styled.div`
  display: grid;
  gap: 0.5rem;
`;

export interface BookingMenuDialogProps {
  booking: BookingDto;
  actions: BookingActions;
  onClose: () => void;
}

/**
 * A booking's per-booking menu where a cell is too small for buttons (month view, writers, outside edit
 * mode): Edit, Quick Duplicate, Advanced Duplicate, Finalize (pending only) and Delete.
 */
export function BookingMenuDialog({ booking, actions, onClose }: BookingMenuDialogProps) {
  const choose = (action: (booking: BookingDto) => void) => () => {
    onClose();
    action(booking);
  };

  return (
    <Dialog title={booking.title} onClose={onClose}>
      <p>{dateTimeLabel(booking.date, booking.time)}</p>
      <Choices>
        <Button $variant="secondary" onClick={choose(actions.edit)}>
          Edit
        </Button>
        <Button $variant="secondary" onClick={choose(actions.quickDuplicate)}>
          Quick Duplicate
        </Button>
        <Button $variant="secondary" onClick={choose(actions.advancedDuplicate)}>
          Advanced Duplicate
        </Button>
        {booking.status === 'pending' && (
          <Button $variant="secondary" onClick={choose(actions.finalize)}>
            Finalize
          </Button>
        )}
        <Button $variant="destructive" onClick={choose(actions.remove)}>
          Delete
        </Button>
        <Button $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Choices>
    </Dialog>
  );
}
