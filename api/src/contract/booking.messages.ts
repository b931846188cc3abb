/*
 * The calendar's own texts; the field and rule messages of a booking write are in
 * booking-validation.messages.ts, apart: only the dialogs and the API read them, so the calendar's
 * first paint does not carry them.
 */
/** Toasts, confirmations and screen texts of docs/PRODUCT.md sections 2, 4, 5 and 8 for the calendar. */
export const BOOKING_MESSAGES = {
  created: 'Booking created successfully',
  updated: 'Booking updated successfully',
  deleted: 'Booking deleted successfully',
  moved: 'Booking moved successfully',
  finalized: 'Booking finalized successfully',
  undone: 'Undone: Last action has been undone.',
  confirmedNowVisible: 'Booking confirmed and is now visible in the main calendar.',
  createFailed: 'Failed to create booking. Please try again.',
  updateFailed: 'Failed to update booking. Please try again.',
  deleteFailed: 'Failed to delete booking. Please try again.',
  deleteSomeFailed: 'Failed to delete some bookings. Please try again.',
  moveFailed: 'Failed to move booking. Please try again.',
  undoMoveFailed: 'Failed to undo booking move. Please try again.',
  finalizeFailed: 'Failed to finalize booking. Please try again.',
  statusFailed: 'Failed to update booking status. Please try again.',
  duplicateFailed: 'Failed to duplicate booking',
  fetchBookingsFailed: 'Failed to fetch bookings',
  fetchDepartmentsFailed: 'Failed to fetch departments',
  fetchPerformersFailed: 'Failed to fetch performers',
  deleteConfirm: 'Are you sure you want to delete this booking?',
  finalizeConfirm: 'Are you sure you want to finalize this booking? This action cannot be undone.',
  noDepartmentsSelectedTitle: 'No Departments Selected',
  noDepartmentsSelected:
    'Please select one or more departments from the list above to view their calendar events.',
  noEventsTitle: 'No events scheduled',
  noEventsWriter: 'Get started by creating a new event.',
  noEventsReader: 'No events scheduled for this day.',
  noBookingsForDay: 'No bookings scheduled for this day',
  loadingBookings: 'Loading bookings...',
  noPerformersAvailable: 'No performers available for this organization',
  performerDataParseFailed: 'Failed to parse performer data',
  performerDataUnparseable: 'Unable to parse performer data',
  performerDataReadError: 'Error reading performer data',
  performerDataInvalid: 'Invalid performer data',
  bookedElsewhere: 'booked elsewhere',
} as const;

/** 'n bookings deleted successfully' */
export function bookingsDeletedMessage(count: number): string {
  return `${count} bookings deleted successfully`;
}

/** 'n bookings finalized successfully' */
export function bookingsFinalizedMessage(count: number): string {
  return `${count} bookings finalized successfully`;
}

/** 'n bookings marked as pending successfully' */
export function bookingsMarkedPendingMessage(count: number): string {
  return `${count} bookings marked as pending successfully`;
}

/** The bulk delete confirmation: it names how many are selected (docs/PRODUCT.md section 5, Confirmations). */
export function bulkDeleteConfirmMessage(count: number): string {
  return `Are you sure you want to delete ${count} selected ${count === 1 ? 'booking' : 'bookings'}?`;
}

/** The duplicate call's answer message. */
export function bookingDuplicatedMessage(count: number): string {
  return `Booking duplicated to ${count} ${count === 1 ? 'date' : 'dates'}`;
}
