/** The calendar's day view and the booking card the mobile selected-day view reuses. */
export { DayView, type DayViewProps } from './components/day-view';
export { BookingCard, type BookingCardProps } from './components/booking-card';
export { MoveBookingDialog, type MoveBookingDialogProps } from './components/move-booking-dialog';
export { DepartmentTag, EnsembleTag, InstrumentIconList, PendingBadge } from './components/booking-badges';
export { LoadingBookings } from './components/loading-bookings';
export { readableTextOn, PENDING_TEXT_COLOR } from './booking-colors';
export { bookingName, timeRangeLabel } from './booking-labels';
