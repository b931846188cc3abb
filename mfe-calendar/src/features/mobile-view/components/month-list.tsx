import { useMemo } from 'react';
import styled from 'styled-components';
import { BOOKING_MESSAGES, type BookingDto } from '@booking-portal/api/contract';
import { Button } from '@booking-portal/shell/runtime';
import { byStartTime, longDateLabel } from '../../booking-presentation';
import type { BookingViewProps } from '../../bookings';
import { ClosedNotice, type ClosedDays } from '../../closures';
import { bareButton } from './bare-button';
import { BookingRowList } from './booking-row-list';
import { MonthStepper } from './month-stepper';

const Days = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DayHeading = styled.h3`
  margin: 0 0 0.375rem;
  font-size: 0.9375rem;

  button {
    ${bareButton}
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

interface DayGroup {
  date: string;
  bookings: BookingDto[];
}

/**
 * The month's days with bookings or a venue closure, days in order and each day's bookings by start
 * time.
 */
function groupByDay(bookings: readonly BookingDto[], closedDays: ClosedDays, month: string): DayGroup[] {
  const groups = new Map<string, BookingDto[]>();
  for (const booking of bookings) {
    if (!booking.date.startsWith(month)) continue;
    groups.set(booking.date, [...(groups.get(booking.date) ?? []), booking]);
  }
  for (const date of closedDays.keys()) {
    if (date.startsWith(month) && !groups.has(date)) groups.set(date, []);
  }
  return [...groups.entries()]
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([date, dayBookings]) => ({ date, bookings: dayBookings.sort(byStartTime) }));
}

export type MonthListProps = BookingViewProps & {
  date: string;
  onDateChange: (date: string) => void;
  /** Shows a day in the selected-day view. */
  onShowDay: (date: string) => void;
};

/**
 * The small-screen month list (docs/PRODUCT.md section 2): the shown month's bookings grouped by day, one line
 * each, with each day's venue closures; a day's heading or a booking's line opens the day with every detail.
 */
export function MonthList(props: MonthListProps) {
  const { date, onDateChange, onShowDay, bookings, closedDays, isLoading, canWrite, startBooking } = props;
  const month = date.slice(0, 7);
  const days = useMemo(() => groupByDay(bookings, closedDays, month), [bookings, closedDays, month]);

  return (
    <section aria-label="Month list">
      <MonthStepper date={date} onDateChange={onDateChange} />
      {isLoading ? null : days.length === 0 ? (
        <Empty>
          {BOOKING_MESSAGES.noEventsTitle}
          {canWrite && (
            <>
              {' '}
              <Button $variant="ghost" $size="small" onClick={() => startBooking({ date })}>
                New Event
              </Button>
            </>
          )}
        </Empty>
      ) : (
        <Days>
          {days.map((day) => (
            <li key={day.date}>
              <DayHeading>
                <button type="button" onClick={() => onShowDay(day.date)}>
                  {longDateLabel(day.date)}
                </button>
              </DayHeading>
              <ClosedNotice spans={closedDays.get(day.date) ?? []} />
              {day.bookings.length > 0 && (
                <BookingRowList {...props} openDay={onShowDay} shown={day.bookings} />
              )}
            </li>
          ))}
        </Days>
      )}
    </section>
  );
}
