import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { BookingDto } from '@booking-portal/api/contract';
import { BookingCard } from '../../day-view';
import type { BookingViewProps } from '../../bookings';
import { closuresCovering } from '../../closures';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $tappable: boolean }>`
  cursor: ${({ $tappable }) => ($tappable ? 'pointer' : 'auto')};
`;

/** A tap on the card itself, not on one of its buttons or its checkbox. */
function isTapOnCard(event: MouseEvent<HTMLElement>): boolean {
  return !(event.target instanceof Element && event.target.closest('button, input, select, a, label'));
}

export type BookingCardListProps = Omit<BookingViewProps, 'isLoading' | 'openDay' | 'startBooking'> & {
  /** The bookings to list, in order (the rest of the props describe the whole view). */
  shown: readonly BookingDto[];
};

/**
 * Booking cards for the small-screen views. In edit mode a tap anywhere on a card toggles its selection
 * (docs/PRODUCT.md section 2, Compact mini-calendar); its checkbox does the same for keyboards.
 */
export function BookingCardList({
  shown,
  departments,
  canWrite,
  editMode,
  selectedIds,
  toggleSelected,
  actions,
  closedDays,
}: BookingCardListProps) {
  const tappable = canWrite && editMode;
  const canMove = tappable && selectedIds.size === 0;
  return (
    <List>
      {shown.map((booking) => (
        <Item
          key={booking.id}
          $tappable={tappable}
          onClick={(event) => {
            if (tappable && isTapOnCard(event)) toggleSelected(booking.id);
          }}
        >
          <BookingCard
            booking={booking}
            departments={departments}
            canWrite={canWrite}
            editMode={editMode}
            selected={selectedIds.has(booking.id)}
            toggleSelected={toggleSelected}
            actions={actions}
            canMove={canMove}
            venueClosures={closuresCovering(booking, closedDays)}
          />
        </Item>
      ))}
    </List>
  );
}
