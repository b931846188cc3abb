/** Validation texts of SPEC.md section 5 for bookings, the booking form and the duplicate dialogs. */
export const BOOKING_VALIDATION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 200 characters',
  titleHasHtml: 'Title cannot contain HTML tags',
  dateFormat: 'Date must be in YYYY-MM-DD format',
  dateInvalid: 'Must be a valid date',
  timeFormat: 'Time must be in HH:MM format',
  durationWhole: 'Duration must be a whole number',
  durationMin: 'Duration must be at least 15 minutes',
  durationMax: 'Duration cannot exceed 24 hours',
  notesTooLong: 'Notes must be less than 1000 characters',
  userIdRequired: 'User ID is required',
  userIdTooLong: 'User ID is too long',
  ensembleInvalid: 'Ensemble must be one of Solo, Duo, Trio, Quartet',
  ensembleInvalidForDuplicate: 'Ensemble must be one of Solo, Duo, Trio, Quartet, Quintet or No ensemble',
  performerDataTooLarge: 'Performer data is too large',
  performerDataInvalidJson: 'Performer data must be valid JSON',
  statusInvalid: 'Status must be pending or confirmed',
  departmentTooLong: 'Department must be less than 100 characters',
  // Booking form
  dateRequired: 'Date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  endAfterStart: 'End time must be after start time',
  departmentRequired: 'Department is required',
  tooManyPerformers: 'The number of performers cannot exceed the ensemble size',
  instrumentsMissingAlert: 'Please select instruments for:',
  instrumentMissingHint: 'Please select an instrument',
  recurringDatesRequired: 'Please select at least one date for recurring booking',
  // Duplicates
  targetDatesRequired: 'Please select at least one date',
  duplicateTimeRequired: 'Time is required',
  duplicateDurationMin: 'Duration must be at least 1 minute',
  tooManyTargetDates: 'Cannot duplicate to more than 60 dates at once',
} as const;

/** Server-side booking rules beyond SPEC.md's field rules (DESIGN.md section 4 error body). */
export const BOOKING_ERROR_MESSAGES = {
  departmentNotInOrganization: "Department must be one of the organization's departments",
  organizationRequired: 'Organization is required',
  organizationNotBookable: 'Bookings cannot be made for the provider organization',
  unknownPerformer: 'Performer not found',
  performerConflict: 'A performer is already booked at this time',
  rangeInvalid: 'The range must run from a date to a later or equal date',
  performerChoiceExclusive: "'Keep original performers' and 'Leave performers blank' cannot both be chosen",
  notifyPerformersInvalid: 'Notify performers must be affected or none',
} as const;

/** Toasts, confirmations and screen texts of SPEC.md sections 2, 4, 5 and 8 for the calendar. */
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

/** The bulk delete confirmation: it names how many are selected (SPEC.md section 5, Confirmations). */
export function bulkDeleteConfirmMessage(count: number): string {
  return `Are you sure you want to delete ${count} selected ${count === 1 ? 'booking' : 'bookings'}?`;
}

/** The duplicate call's answer message. */
export function bookingDuplicatedMessage(count: number): string {
  return `Booking duplicated to ${count} ${count === 1 ? 'date' : 'dates'}`;
}
