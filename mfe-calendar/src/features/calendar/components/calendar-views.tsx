import { lazy, Suspense } from 'react';
import { mondayOf, type CalendarViewKind } from '../calendar-dates';
import type { BookingViewProps } from '../../bookings';
import { LoadingBookings, MonthSkeleton } from '../../booking-presentation';

// Each view is its own chunk: FullCalendar loads with the month or week grid, never with the page's
// first bytes, and phones (which get only the list and the mini-calendar) never load it.
const MonthView = lazy(() => import('../../month-view').then(({ MonthView: View }) => ({ default: View })));
const WeekView = lazy(() => import('../../week-view').then(({ WeekView: View }) => ({ default: View })));
const DayView = lazy(() => import('../../day-view').then(({ DayView: View }) => ({ default: View })));
const MobileCalendar = lazy(() =>
  import('../../mobile-view').then(({ MobileCalendar: View }) => ({ default: View })),
);

export type CalendarViewsProps = BookingViewProps & {
  view: CalendarViewKind;
  date: string;
  isMobile: boolean;
  onDateChange: (date: string) => void;
};

/** The view the screen shows: month, week or day, or the two small-screen views under 768 px. */
export function CalendarViews({ view, date, isMobile, onDateChange, ...viewProps }: CalendarViewsProps) {
  if (isMobile) {
    return (
      <Suspense fallback={<LoadingBookings />}>
        <MobileCalendar {...viewProps} date={date} onDateChange={onDateChange} />
      </Suspense>
    );
  }
  if (view === 'week') {
    return (
      <Suspense fallback={<LoadingBookings />}>
        <WeekView {...viewProps} weekStart={mondayOf(date)} />
      </Suspense>
    );
  }
  if (view === 'day') {
    return (
      <Suspense fallback={<LoadingBookings />}>
        <DayView {...viewProps} date={date} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<MonthSkeleton />}>
      <MonthView {...viewProps} date={date} />
    </Suspense>
  );
}
