import styled from 'styled-components';
import { timeLabel, type BookingDto } from '@booking-portal/api/contract';
import { instrumentIconsOf } from '../../bookings/booking-display';
import { bookingName } from '../../day-view/booking-labels';

/**
 * Controls inside an event carry this attribute: FullCalendar's own click handling sees their clicks
 * before React does, so the month view skips eventClick for them.
 */
export const BOOKING_CONTROL_ATTRIBUTE = 'data-booking-control';

const Content = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  width: 100%;
  min-width: 0;
  padding: 1px 2px;
  font-size: 0.75rem;
  line-height: 1.25;
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
`;

const Time = styled.span`
  flex-shrink: 0;
`;

const Icons = styled.span`
  flex-shrink: 0;
  white-space: nowrap;
`;

const PendingTag = styled.span`
  flex-shrink: 0;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radii.small};
  background: #b91c1c;
  color: #ffffff;
  font-size: 0.625rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const SmallButton = styled.button`
  flex-shrink: 0;
  padding: 0 0.25rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small};
  background: rgb(255 255 255 / 0.7);
  color: #0f172a;
  font: inherit;
  font-size: 0.6875rem;
  cursor: pointer;
`;

export interface MonthBookingEventProps {
  booking: BookingDto;
  canWrite: boolean;
  editMode: boolean;
  selected: boolean;
  onToggleSelected: (booking: BookingDto) => void;
  /** Dragging is allowed (SPEC.md section 4), so its keyboard way, Move, shows too. */
  canMove: boolean;
  /** The keyboard way of a drag: opens the move dialog. */
  onMove: (booking: BookingDto) => void;
  /** The per-booking menu (writers, outside edit mode). */
  onOpenMenu: (booking: BookingDto) => void;
}

/**
 * One booking in a month cell: time, title, a 'Pending' badge, up to 3 instrument icons then '+N'. In
 * edit mode it gets a selection checkbox and a Move button; outside it, writers get the per-booking menu.
 * Kept light: FullCalendar renders one per visible booking.
 */
export function MonthBookingEvent({
  booking,
  canWrite,
  editMode,
  selected,
  onToggleSelected,
  canMove,
  onMove,
  onOpenMenu,
}: MonthBookingEventProps) {
  const { icons, hidden } = instrumentIconsOf(booking);
  const control = { [BOOKING_CONTROL_ATTRIBUTE]: '' };
  return (
    <Content>
      {editMode && canWrite && (
        <input
          {...control}
          type="checkbox"
          aria-label={`Select ${bookingName(booking)}`}
          checked={selected}
          onChange={() => onToggleSelected(booking)}
        />
      )}
      <Time>{timeLabel(booking.time)}</Time>
      <Title>{booking.title}</Title>
      {booking.status === 'pending' && <PendingTag>Pending</PendingTag>}
      {icons.length > 0 && (
        <Icons
          role="img"
          aria-label={`Instruments: ${booking.performers.map(({ instrument }) => instrument).join(', ')}`}
        >
          {icons.map(({ instrument, icon }, index) => (
            <span key={`${instrument}-${index}`} aria-hidden="true">
              {icon}
            </span>
          ))}
          {hidden > 0 && <span aria-hidden="true">{`+${hidden}`}</span>}
        </Icons>
      )}
      {canMove && (
        <SmallButton {...control} aria-label={`Move ${bookingName(booking)}`} onClick={() => onMove(booking)}>
          Move
        </SmallButton>
      )}
      {canWrite && !editMode && (
        <SmallButton
          {...control}
          aria-label={`Actions for ${bookingName(booking)}`}
          aria-haspopup="dialog"
          onClick={() => onOpenMenu(booking)}
        >
          ⋯
        </SmallButton>
      )}
    </Content>
  );
}
