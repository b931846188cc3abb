/**
 * How the calendar's views present bookings, shared by every view: department colours and the pending
 * look, booking labels and instrument icons, booking order, date labels, the day dots and the small
 * month grids (on the contract's month grid), the loading placeholders, and the calendar events kept
 * across reads.
 */
export { CALENDAR_THEME_PLUGIN, calendarPalette } from './calendar-theme';
export {
  bookingEventColors,
  departmentColor,
  PENDING_BACKGROUND,
  PENDING_BORDER_COLOR,
  PENDING_EVENT_CLASS,
  PENDING_TEXT_COLOR,
  readableTextOn,
} from './booking-colors';
export { bookingDurationLabel, bookingName, instrumentIconsOf, timeRangeLabel } from './booking-labels';
export { byStartTime } from './booking-order';
export { useDayBookings } from './hooks/use-day-bookings';
export { useKeptEvents } from './hooks/use-kept-events';
export {
  dateTimeLabel,
  longDateLabel,
  mediumDateLabel,
  monthTitleOf,
  shortDateLabel,
  todayDate,
} from './dates';
export { datesWithBookings } from './day-dots';
export { monthGridWeeksOf, WEEKDAY_COLUMNS } from './month-grid';
export { selectedDayMark, todayDayMark } from './components/day-marks';
export { DepartmentTag, EnsembleTag, InstrumentIconList, PendingBadge } from './components/booking-badges';
export { LoadingBookings } from './components/loading-bookings';
export { MonthSkeleton } from './components/month-skeleton';
