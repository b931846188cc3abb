/**
 * Texts of the performer calendar feed dialog. docs/PRODUCT.md has no feed screen, so these are ours; they say
 * plainly that the address is secret, shown once, and that a reset breaks the old one.
 */
export const FEED_TEXTS = {
  rowAction: 'Calendar feed',
  rowActionLabel: (performer: string) => `Calendar feed for ${performer}`,
  dialogTitle: 'Calendar Feed',
  about: (performer: string) =>
    `A private calendar feed lists every confirmed booking of ${performer}. Calendar apps subscribe to it by its address.`,
  exists: 'A private feed link exists. Its address cannot be shown again; reset it to get a new one.',
  none: 'There is no private feed link yet.',
  checkFailed: 'Failed to check the calendar feed link',
  create: 'Create link',
  reset: 'Reset link',
  confirmReset:
    'The current link will stop working, and calendars subscribed to it will stop updating. Continue?',
  close: 'Close',
  addressLabel: 'Feed address',
  shownOnce:
    'This address is shown only now. Copy it and keep it private: anyone who has it can read these bookings.',
  created: 'Calendar feed link created',
  resetDone: 'Calendar feed link reset',
  createFailed: 'Failed to create calendar feed link',
  resetFailed: 'Failed to reset calendar feed link',
} as const;
