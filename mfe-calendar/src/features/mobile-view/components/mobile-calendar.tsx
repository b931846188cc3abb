import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@booking-portal/shell/runtime';
import { MiniCalendar } from './mini-calendar';
import { MonthList } from './month-list';
import type { BookingViewProps } from '../../bookings';
import { LoadingBookings } from '../../booking-presentation';

type MobileMode = 'list' | 'day';

const Modes = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-bottom: 1rem;

  > * {
    flex: 1;
  }
`;

export type MobileCalendarProps = BookingViewProps & {
  /** The selected day ('YYYY-MM-DD'); its month is the one fetched and listed. */
  date: string;
  onDateChange: (date: string) => void;
};

/**
 * Screens narrower than 768 px get only these two views (docs/PRODUCT.md section 2): the month as a list grouped
 * by day, and the selected day with the compact mini-calendar.
 */
export function MobileCalendar(props: MobileCalendarProps) {
  const [mode, setMode] = useState<MobileMode>('list');
  const { onDateChange } = props;

  return (
    <div>
      <Modes role="group" aria-label="Calendar view">
        <Button
          $size="small"
          $variant={mode === 'list' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'list'}
          onClick={() => setMode('list')}
        >
          Month List
        </Button>
        <Button
          $size="small"
          $variant={mode === 'day' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'day'}
          onClick={() => setMode('day')}
        >
          Selected Day
        </Button>
      </Modes>
      {props.isLoading && <LoadingBookings />}
      {mode === 'list' ? (
        <MonthList
          {...props}
          onShowDay={(day) => {
            onDateChange(day);
            setMode('day');
          }}
        />
      ) : (
        <MiniCalendar {...props} />
      )}
    </div>
  );
}
