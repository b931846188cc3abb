import { lazy, Suspense } from 'react';
import { mondayOf, type CalendarViewKind } from '../calendar-dates';
import type { BookingViewProps } from '../../bookings';
import { LoadingBookings, MonthSkeleton } from '../../booking-presentation';

// Each view is its own chunk: FullCalendar loads with the month or week grid, never with the page's
// first bytes, and phones (which get only the list and the mini-calendar) never load it.
const loadMonthView = () => import('../../month-view');
const loadWeekView = () => import('../../week-view');
const loadDayView = () => import('../../day-view');
const loadMobileCalendar = () => import('../../mobile-view');
const MonthView = lazy(() => loadMonthView().then(({ MonthView: View }) => ({ default: View })));
const WeekView = lazy(() => loadWeekView().then(({ WeekView: View }) => ({ default: View })));
const DayView = lazy(() => loadDayView().then(({ DayView: View }) => ({ default: View })));
const MobileCalendar = lazy(() =>
  loadMobileCalendar().then(({ MobileCalendar: View }) => ({ default: View })),
);

/**
 * Starts downloading the code of the view the screen will show (the same chunk its lazy component
 * loads), so a warm-up can fetch it before the screen renders.
 */
export function preloadViewCode(view: CalendarViewKind, isMobile: boolean): Promise<unknown> {
  if (isMobile) return loadMobileCalendar();
  if (view === 'week') return loadWeekView();
  if (view === 'day') return loadDayView();
  return loadMonthView();
}

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
