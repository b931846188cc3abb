import { zoneLabel } from '../availability';

/**
 * Texts of the performer's unavailability dialog. docs/PRODUCT.md has no such screen, so these are ours; the
 * success toasts and the validation messages are the contract's.
 */
export const UNAVAILABILITY_TEXTS = {
  rowAction: 'Unavailability',
  rowActionLabel: (performer: string) => `Unavailability of ${performer}`,
  dialogTitle: 'Unavailability',
  about: (performer: string) =>
    `Times when ${performer} cannot play. A booking over one of them warns or is refused, as the organization's conflict policy says.`,
  listTitle: 'Current periods',
  listLabel: (performer: string) => `Unavailable periods of ${performer}`,
  none: 'No unavailable periods.',
  fetchFailed: 'Failed to load unavailable periods',
  noReason: 'No reason given',
  inZone: (timeZone: string) => `Times in ${zoneLabel(timeZone)}`,
  providerZone: (timeZone: string | undefined) =>
    timeZone === undefined ? "Times in the provider's time zone" : `Times in ${zoneLabel(timeZone)}`,
  remove: 'Remove',
  removeLabel: (span: string) => `Remove unavailable period ${span}`,
  confirmRemove: (span: string, performer: string) =>
    `Remove the unavailable period ${span}? ${performer} is then shown as free at that time.`,
  cancel: 'Cancel',
  removeFailed: 'Failed to remove unavailability',
  addTitle: 'Add unavailability',
  when: 'When',
  reasonHint:
    "Optional, for example 'Holiday'. Shown to owners, super admins and on the performer's own page.",
  add: 'Add Unavailability',
  addFailed: 'Failed to add unavailability',
  close: 'Close',
} as const;
