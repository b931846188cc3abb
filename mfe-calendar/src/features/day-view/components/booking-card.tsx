import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import type { BookingDto, DepartmentSummaryDto, VenueClosureDto } from '@booking-portal/api/contract';
import { Card } from '@booking-portal/shell/runtime';
import { BookingCardActions } from './booking-card-actions';
import { lastNotifiedLabel } from '../hooks/use-last-notified';
import { MoveBookingDialog } from './move-booking-dialog';
import {
  bookingDurationLabel,
  bookingName,
  DepartmentTag,
  EnsembleTag,
  InstrumentIconList,
  PENDING_BACKGROUND,
  PENDING_BORDER_COLOR,
  PENDING_TEXT_COLOR,
  PendingBadge,
  timeRangeLabel,
} from '../../booking-presentation';
import type { BookingActions } from '../../bookings';
import { BookingHistoryDialog } from '../../change-history';
import { VenueClosedMark } from '../../closures';

const NO_CLOSURES: readonly VenueClosureDto[] = [];

const Frame = styled(Card).attrs({ as: 'article' })<{ $pending: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1rem;
  --booking-muted-text: ${({ theme }) => theme.colors.mutedText};

  ${({ $pending }) =>
    $pending &&
    css`
      background: ${PENDING_BACKGROUND};
      border: 2px solid ${PENDING_BORDER_COLOR};
      color: ${PENDING_TEXT_COLOR};
      --booking-muted-text: #334155;
    `}
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;

  h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Times = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  font-weight: 600;

  span + span {
    font-weight: 400;
    color: var(--booking-muted-text);
  }
`;

const Notified = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.8125rem;
`;

const Performers = styled.div`
  font-size: 0.9375rem;

  p {
    margin: 0;
    font-weight: 600;
  }

  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }
`;

const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: var(--booking-muted-text);
`;

const SelectBox = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export interface BookingCardProps {
  booking: BookingDto;
  departments: readonly DepartmentSummaryDto[];
  /** Owner or super admin: shows the booking's buttons. */
  canWrite: boolean;
  /** Edit mode: shows the selection checkbox (writers only). */
  editMode: boolean;
  selected: boolean;
  toggleSelected: (bookingId: number) => void;
  actions: BookingActions;
  /**
   * Offers Move, the keyboard way of dragging: pass true when dragging is allowed (a writer in edit
   * mode with nothing selected, docs/PRODUCT.md section 4).
   */
  canMove: boolean;
  /** Per performer of the booking, when they were last notified of it (ISO 8601); absent: never. */
  lastNotified?: ReadonlyMap<number, string>;
  /** The IANA zone of the booking's venue, when known: 'last notified' is read on its clock. */
  venueTimeZone?: string | null;
  /** The closures that cover the booking (its venue closed then): it shows 'Venue closed'. */
  venueClosures?: readonly VenueClosureDto[];
}

/**
 * One booking as the day list shows it (docs/PRODUCT.md section 2, Day view): title, Pending badge, instrument
 * icons, ensemble and department tags, time range, duration, performers and notes; a writer's buttons
 * (History among them).
 * Pending bookings are striped light red with a red border.
 */
export function BookingCard({
  booking,
  departments,
  canWrite,
  editMode,
  selected,
  toggleSelected,
  actions,
  canMove,
  lastNotified,
  venueTimeZone = null,
  venueClosures = NO_CLOSURES,
}: BookingCardProps) {
  const titleId = useId();
  const [moving, setMoving] = useState(false);
  const [showingHistory, setShowingHistory] = useState(false);
  const pending = booking.status === 'pending';

  return (
    <Frame $pending={pending} aria-labelledby={titleId}>
      <Header>
        {canWrite && editMode && (
          <SelectBox
            type="checkbox"
            checked={selected}
            onChange={() => toggleSelected(booking.id)}
            aria-label={`Select ${bookingName(booking)}`}
          />
        )}
        <h3 id={titleId}>{booking.title}</h3>
        {pending && <PendingBadge />}
        <VenueClosedMark closures={venueClosures} />
        <InstrumentIconList booking={booking} />
      </Header>
      {(booking.ensemble !== null || booking.department !== null) && (
        <Tags>
          {booking.ensemble !== null && <EnsembleTag ensemble={booking.ensemble} />}
          {booking.department !== null && (
            <DepartmentTag department={booking.department} departments={departments} />
          )}
        </Tags>
      )}
      <Times>
        <span>{timeRangeLabel(booking)}</span>
        <span>{bookingDurationLabel(booking)}</span>
      </Times>
      {booking.performers.length > 0 && (
        <Performers>
          <p>Performers:</p>
          <ul>
            {booking.performers.map((performer, index) => {
              const notifiedAt = lastNotified?.get(performer.performerId);
              return (
                <li key={`${performer.performerId}-${index}`}>
                  {`${performer.name} - ${performer.instrument}`}
                  {notifiedAt !== undefined && (
                    <Notified>{` (${lastNotifiedLabel(notifiedAt, venueTimeZone)})`}</Notified>
                  )}
                </li>
              );
            })}
          </ul>
        </Performers>
      )}
      {booking.notes && <Notes>{booking.notes}</Notes>}
      {canWrite && (
        <BookingCardActions
          booking={booking}
          actions={actions}
          onMove={canMove ? () => setMoving(true) : undefined}
          onHistory={() => setShowingHistory(true)}
        />
      )}
      {moving && (
        <MoveBookingDialog
          booking={booking}
          onMove={(moved, target) => actions.move(moved, target)}
          onClose={() => setMoving(false)}
        />
      )}
      {showingHistory && <BookingHistoryDialog booking={booking} onClose={() => setShowingHistory(false)} />}
    </Frame>
  );
}
