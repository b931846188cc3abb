import styled from 'styled-components';
import type { BookingDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import type { BookingActions } from '../../bookings';
import { bookingName } from '../../booking-presentation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface BookingCardActionsProps {
  booking: BookingDto;
  actions: BookingActions;
  /** Shows Move (the keyboard way of dragging) when dragging is allowed. */
  onMove?: (() => void) | undefined;
  /** Opens the booking's History: every change made to it, by whom and when. */
  onHistory: () => void;
}

/**
 * A writer's buttons for one booking (docs/PRODUCT.md section 2, Day view): Edit, Quick Duplicate, Advanced
 * Duplicate, Delete and, for a pending booking only, Finalize; History lists its changes. Each is named
 * with the booking.
 */
export function BookingCardActions({ booking, actions, onMove, onHistory }: BookingCardActionsProps) {
  const name = bookingName(booking);
  return (
    <Row>
      <Button
        $size="small"
        $variant="secondary"
        aria-label={`Edit ${name}`}
        onClick={() => actions.edit(booking)}
      >
        Edit
      </Button>
      <Button
        $size="small"
        $variant="secondary"
        aria-label={`Quick Duplicate ${name}`}
        onClick={() => actions.quickDuplicate(booking)}
      >
        Quick Duplicate
      </Button>
      <Button
        $size="small"
        $variant="secondary"
        aria-label={`Advanced Duplicate ${name}`}
        onClick={() => actions.advancedDuplicate(booking)}
      >
        Advanced Duplicate
      </Button>
      {onMove && (
        <Button $size="small" $variant="secondary" aria-label={`Move ${name}`} onClick={onMove}>
          Move
        </Button>
      )}
      {booking.status === 'pending' && (
        <Button $size="small" aria-label={`Finalize ${name}`} onClick={() => actions.finalize(booking)}>
          Finalize
        </Button>
      )}
      <Button $size="small" $variant="secondary" aria-label={`History of ${name}`} onClick={onHistory}>
        History
      </Button>
      <Button
        $size="small"
        $variant="destructive"
        aria-label={`Delete ${name}`}
        onClick={() => actions.remove(booking)}
      >
        Delete
      </Button>
    </Row>
  );
}
