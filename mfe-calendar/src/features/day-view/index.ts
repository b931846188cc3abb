/** The calendar's day view, the booking card the mobile views list, and the move dialog the week view reuses. */
export { DayView, type DayViewProps } from './components/day-view';
export { BookingCard, type BookingCardProps } from './components/booking-card';
export { MoveBookingDialog, type MoveBookingDialogProps } from './components/move-booking-dialog';
