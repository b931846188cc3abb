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
  /** Offers Move, the keyboard and touch way of dragging, where dragging is allowed. */
  onMove?: (() => void) | undefined;
  onClose: () => void;
}

/**
 * A booking's per-booking menu where there is no room for its buttons (the month grid outside edit mode,
 * the phone's month list): Edit, Quick Duplicate, Advanced Duplicate, Move (where allowed), Finalize
 * (pending only) and Delete.
 */
export function BookingMenuDialog({ booking, actions, onMove, onClose }: BookingMenuDialogProps) {
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
        {onMove !== undefined && (
          <Button $variant="secondary" onClick={choose(onMove)}>
            Move
          </Button>
        )}
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
