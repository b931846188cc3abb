import styled from 'styled-components';
import { BOOKING_MESSAGES } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { BookingCard } from './booking-card';
import { useVenueTimeZones, type BookingViewProps } from '../../bookings';
import { LoadingBookings, useDayBookings } from '../../booking-presentation';
import { ClosedNotice, closuresCovering } from '../../closures';
import { useLastNotified } from '../hooks/use-last-notified';

export interface DayViewProps extends BookingViewProps {
  /** yyyy-MM-dd */
  date: string;
}

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  p {
    margin: 0;
  }

  p:first-child {
    font-size: 1.125rem;
    font-weight: 700;
  }

  p + p {
    margin-top: 0.375rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/**
 * The day view (docs/PRODUCT.md section 2): the day's venue closures, the day's bookings as cards sorted by
 * time, a writer's New Event button, and the empty state. The page owns the navigation and the data.
 */
export function DayView({
  date,
  bookings,
  departments,
  closedDays,
  isLoading,
  canWrite,
  editMode,
  selectedIds,
  toggleSelected,
  actions,
  startBooking,
}: DayViewProps) {
  const dayBookings = useDayBookings(bookings, date);
  // Moving follows the drag rule: a writer in edit mode with nothing selected (docs/PRODUCT.md section 4).
  const canMove = canWrite && editMode && selectedIds.size === 0;
  const lastNotified = useLastNotified(date, dayBookings, canWrite);
  const venueTimeZoneOf = useVenueTimeZones(canWrite);

  return (
    <Layout>
      {canWrite && (
        <Toolbar>
          <Button onClick={() => startBooking({ date })}>New Event</Button>
        </Toolbar>
      )}
      <ClosedNotice spans={closedDays.get(date) ?? []} />
      {isLoading ? (
        <LoadingBookings />
      ) : dayBookings.length === 0 ? (
        <Empty>
          <p>{BOOKING_MESSAGES.noEventsTitle}</p>
          <p>{canWrite ? BOOKING_MESSAGES.noEventsWriter : BOOKING_MESSAGES.noEventsReader}</p>
        </Empty>
      ) : (
        <List>
          {dayBookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard
                booking={booking}
                departments={departments}
                canWrite={canWrite}
                editMode={editMode}
                selected={selectedIds.has(booking.id)}
                toggleSelected={toggleSelected}
                actions={actions}
                canMove={canMove}
                lastNotified={lastNotified.get(booking.id)}
                venueTimeZone={venueTimeZoneOf(booking.organizationId)}
                venueClosures={closuresCovering(booking, closedDays)}
              />
            </li>
          ))}
        </List>
      )}
    </Layout>
  );
}
