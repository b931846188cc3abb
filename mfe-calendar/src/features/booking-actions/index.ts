export { useBookingWrites, type BookingWrites, type MoveTarget } from './hooks/use-booking-writes';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { BookingMenuDialog, MoveToDateDialog } from './components/dialogs-on-demand';
