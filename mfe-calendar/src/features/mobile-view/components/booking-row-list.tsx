import { useState } from 'react';
import styled, { css } from 'styled-components';
import { timeLabel, type BookingDto } from '@booking-portal/api/contract';
import { BookingMenuDialog } from '../../booking-actions';
import { MoveBookingDialog } from '../../day-view';
import {
  bookingName,
  departmentColor,
  PENDING_BACKGROUND,
  PENDING_BORDER_COLOR,
  PENDING_TEXT_COLOR,
  PendingBadge,
} from '../../booking-presentation';
import type { BookingViewProps } from '../../bookings';
import { closuresCovering, VenueClosedMark, type ClosedDays } from '../../closures';
import { bareButton } from './bare-button';

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $color: string; $pending: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0 0.25rem 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  ${({ $pending }) =>
    $pending &&
    css`
      border-color: ${PENDING_BORDER_COLOR};
      background: ${PENDING_BACKGROUND};
      color: ${PENDING_TEXT_COLOR};
    `}
`;

const summary = css`
  ${bareButton}
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  align-self: stretch;
  padding: 0.25rem 0;
`;

const OpenDay = styled.button`
  ${summary}
`;

const Selectable = styled.label`
  ${summary}

  input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
`;

const Time = styled.span`
  flex: none;
  min-width: 4.25rem;
  font-size: 0.875rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const MenuButton = styled.button`
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgb(15 23 42 / 0.08);
  }
`;

type OpenDialog = { kind: 'menu' | 'move'; booking: BookingDto } | null;

export type BookingRowListProps = Omit<BookingViewProps, 'isLoading' | 'startBooking'> & {
  /** The bookings to list, in order (the rest of the props describe the whole view). */
  shown: readonly BookingDto[];
};

function RowText({ booking, closedDays }: { booking: BookingDto; closedDays: ClosedDays }) {
  return (
    <>
      <Time>{timeLabel(booking.time)}</Time>
      <Title>{booking.title}</Title>
      {booking.status === 'pending' && <PendingBadge />}
      <VenueClosedMark closures={closuresCovering(booking, closedDays)} compact />
    </>
  );
}

/**
 * The phone's month list: one line per booking (time, title, Pending badge) on its department's colour
 * edge, its actions behind one menu. A tap on the line opens its day with every detail; in edit mode it
 * toggles the booking's selection, as its checkbox does.
 */
export function BookingRowList({
  shown,
  departments,
  canWrite,
  editMode,
  selectedIds,
  toggleSelected,
  actions,
  openDay,
  closedDays,
}: BookingRowListProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const selecting = canWrite && editMode;
  const canMove = selecting && selectedIds.size === 0;

  return (
    <>
      <Rows>
        {shown.map((booking) => {
          const name = bookingName(booking);
          return (
            <Row
              key={booking.id}
              $color={departmentColor(booking.department, departments)}
              $pending={booking.status === 'pending'}
            >
              {selecting ? (
                <Selectable>
                  <input
                    type="checkbox"
                    aria-label={`Select ${name}`}
                    checked={selectedIds.has(booking.id)}
                    onChange={() => toggleSelected(booking.id)}
                  />
                  <RowText booking={booking} closedDays={closedDays} />
                </Selectable>
              ) : (
                <OpenDay type="button" onClick={() => openDay(booking.date)}>
                  <RowText booking={booking} closedDays={closedDays} />
                </OpenDay>
              )}
              {canWrite && (
                <MenuButton
                  type="button"
                  aria-label={`Actions for ${name}`}
                  aria-haspopup="dialog"
                  onClick={() => setDialog({ kind: 'menu', booking })}
                >
                  ⋯
                </MenuButton>
              )}
            </Row>
          );
        })}
      </Rows>
      {dialog?.kind === 'menu' && (
        <BookingMenuDialog
          booking={dialog.booking}
          actions={actions}
          onMove={canMove ? () => setDialog({ kind: 'move', booking: dialog.booking }) : undefined}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveBookingDialog
          booking={dialog.booking}
          onMove={(booking, target) => actions.move(booking, target)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
