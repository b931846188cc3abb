export { useBookingWrites, type MoveTarget } from './hooks/use-booking-writes';
export { ConfirmDialog } from './components/confirm-dialog';
export { BookingMenuDialog, MoveToDateDialog } from './components/dialogs-on-demand';
