export { useBookingWrites, type BookingWrites, type MoveTarget } from './hooks/use-booking-writes';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { MoveToDateDialog } from './components/move-to-date-dialog';
export { BookingMenuDialog } from './components/booking-menu-dialog';
