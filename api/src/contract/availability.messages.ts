/** Validation texts of unavailable periods and venue closures, in the spec's style (docs/PRODUCT.md section 5). */
export const AVAILABILITY_VALIDATION_MESSAGES = {
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startBeforeEnd: 'Start must be before end',
  spanTooLong: 'A period cannot exceed 366 days',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be less than 200 characters',
  reasonHasHtml: 'Reason cannot contain HTML tags',
  departmentNotInOrganization: "Department must be one of the organization's departments",
  datesRequired: 'Please select at least one date',
  tooManyDates: 'Cannot check more than 60 dates at once',
  excludeBookingInvalid: 'The booking to leave out must be a booking ID',
  shapeInvalid: "Shape must be 'full' or 'compact'",
} as const;

/** Problem descriptions, 409 messages under 'block', and screen texts. */
export const AVAILABILITY_MESSAGES = {
  unavailable: 'unavailable',
  venueClosed: 'venue closed',
  free: 'free',
  bookedHere: 'on another booking',
  performerUnavailable: 'A performer is unavailable at this time',
  venueClosedAtThisTime: 'The venue is closed at this time',
  unavailabilityAdded: 'Unavailability added',
  unavailabilityRemoved: 'Unavailability removed',
  closureAdded: 'Closure added',
  closureRemoved: 'Closure removed',
  pageLinkSent: 'The page link has been sent to the performer',
  pageLinkNeedsEmail: 'The performer has no e-mail address',
} as const;

/** 'unavailable: Holiday' or 'unavailable'. */
export function unavailableDescription(reason: string | null): string {
  return reason ? `${AVAILABILITY_MESSAGES.unavailable}: ${reason}` : AVAILABILITY_MESSAGES.unavailable;
}

/** 'venue closed: Private event'. */
export function closedDescription(reason: string): string {
  return `${AVAILABILITY_MESSAGES.venueClosed}: ${reason}`;
}
