/** Validation texts of docs/PRODUCT.md section 5 for bookings, the booking form and the duplicate dialogs. */
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

/** Server-side booking rules beyond docs/PRODUCT.md's field rules (docs/ARCHITECTURE.md section 4 error body). */
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
