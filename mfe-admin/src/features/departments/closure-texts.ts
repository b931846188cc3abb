import { zoneLabel } from '../availability';

/**
 * Texts of the Department Manager's closures. docs/PRODUCT.md has no such section, so these are ours; the
 * success toasts and the validation messages are the contract's.
 */
export const CLOSURE_TEXTS = {
  title: 'Closures',
  about: (organization: string) =>
    `Days or times when a venue of ${organization}, or all of it, is closed. A booking there warns or is refused, as the organization's conflict policy says.`,
  listLabel: (organization: string) => `Closures of ${organization}`,
  add: 'Add Closure',
  none: 'No upcoming closures.',
  fetchFailed: 'Failed to load closures',
  wholeOrganization: 'Whole organization',
  inZone: (timeZone: string) => `Times in ${zoneLabel(timeZone)}`,
  venueZone: (timeZone: string | undefined) =>
    timeZone === undefined ? 'Times in the venue time zone' : `Times in ${zoneLabel(timeZone)}`,
  remove: 'Remove',
  removeLabel: (place: string, span: string) => `Remove closure of ${place}, ${span}`,
  removeTitle: 'Remove Closure',
  confirmRemove: (place: string, span: string) =>
    `Remove the closure of ${place}, ${span}? Bookings at that time are then allowed again.`,
  removeConfirm: 'Remove Closure',
  removeFailed: 'Failed to remove closure',
  formTitle: 'Add Closure',
  department: 'Department',
  when: 'When',
  reasonHint: "For example 'Private event' or 'Renovation'. Shown on the calendar's closed days.",
  cancel: 'Cancel',
  addFailed: 'Failed to add closure',
} as const;

/** Who is closed: the department's name, or the whole organization. */
export function closedPlace(department: string | null): string {
  return department ?? CLOSURE_TEXTS.wholeOrganization;
}
