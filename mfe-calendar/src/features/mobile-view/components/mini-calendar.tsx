import { useMemo } from 'react';
import styled from 'styled-components';
import { BOOKING_MESSAGES } from '@booking-portal/api/contract';
import {
  datesWithBookings,
  longDateLabel,
  monthGridWeeksOf,
  selectedDayMark,
  todayDate,
  todayDayMark,
  useDayBookings,
  WEEKDAY_COLUMNS,
} from '../../booking-presentation';
import type { BookingViewProps } from '../../bookings';
import { ClosedNotice, closedMarkInSentence, closureShade } from '../../closures';
import { BookingCardList } from './booking-card-list';
import { MonthStepper } from './month-stepper';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 2px;
  margin-bottom: 1rem;
  text-align: center;
`;

const Letter = styled.abbr`
  padding: 0.25rem 0;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.mutedText};
  text-decoration: none;
`;

const Day = styled.button<{ $inMonth: boolean; $selected: boolean; $today: boolean; $closed: boolean }>`
  position: relative;
  min-height: 2.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme, $inMonth }) => ($inMonth ? theme.colors.text : theme.colors.outsideMonthText)};
  font: inherit;
  cursor: pointer;

  ${({ $today }) => $today && todayDayMark}
  ${({ $closed, $selected }) => $closed && !$selected && closureShade}
  ${({ $selected }) => $selected && selectedDayMark}
`;

const Dot = styled.span`
  position: absolute;
  bottom: 4px;
  left: 50%;
  width: 5px;
  height: 5px;
  margin-left: -2.5px;
  border-radius: 50%;
  background: currentColor;
`;

const DayTitle = styled.h3`
  margin: 0 0 0.75rem;
  font-size: 1rem;
`;

const DayClosures = styled.div`
  margin-bottom: 0.75rem;
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;

export type MiniCalendarProps = BookingViewProps & {
  /** The selected day, 'YYYY-MM-DD'. */
  date: string;
  onDateChange: (date: string) => void;
};

/**
 * The compact mini-calendar (docs/PRODUCT.md section 2): S M T W T F S, month arrows and 'MMMM yyyy', a dot on
 * days with bookings, closed days hatched, and the selected day's closures and bookings below, or 'No
 * bookings scheduled for this day'.
 */
export function MiniCalendar(props: MiniCalendarProps) {
  const { date, onDateChange, bookings, closedDays } = props;
  const days = useMemo(() => monthGridWeeksOf(date).flat(), [date]);
  const bookedDates = useMemo(() => datesWithBookings(bookings), [bookings]);
  const dayBookings = useDayBookings(bookings, date);
  const today = todayDate();

  return (
    <section aria-label="Selected day">
      <MonthStepper date={date} onDateChange={onDateChange} />
      <Grid>
        {WEEKDAY_COLUMNS.map(({ name, initial }) => (
          <Letter key={name} title={name}>
            {initial}
          </Letter>
        ))}
        {days.map((day) => {
          const booked = bookedDates.has(day.date);
          const closed = closedDays.get(day.date);
          const closedText = closed === undefined ? '' : `, ${closedMarkInSentence(closed)}`;
          return (
            <Day
              key={day.date}
              $inMonth={day.inMonth}
              $selected={day.date === date}
              $today={day.date === today}
              $closed={closed !== undefined}
              aria-pressed={day.date === date}
              aria-label={`${longDateLabel(day.date)}${booked ? ', has bookings' : ''}${closedText}`}
              onClick={() => onDateChange(day.date)}
            >
              {day.dayOfMonth}
              {booked && <Dot aria-hidden="true" data-testid="booking-dot" />}
            </Day>
          );
        })}
      </Grid>
      <DayTitle>{longDateLabel(date)}</DayTitle>
      {closedDays.has(date) && (
        <DayClosures>
          <ClosedNotice spans={closedDays.get(date) ?? []} />
        </DayClosures>
      )}
      {props.isLoading ? null : dayBookings.length === 0 ? (
        <Empty>{BOOKING_MESSAGES.noBookingsForDay}</Empty>
      ) : (
        <BookingCardList {...props} shown={dayBookings} />
      )}
    </section>
  );
}
