import { AVAILABILITY_MESSAGES } from '@booking-portal/api/contract';

/**
 * Texts of the owner's performer page dialog. docs/PRODUCT.md has no such screen, so these are ours; they say
 * plainly that the link is secret, shown once, and that a new one (made or mailed) breaks the old one.
 */
export const PAGE_TEXTS = {
  rowAction: 'Performer page',
  rowActionLabel: (performer: string) => `Performer page for ${performer}`,
  dialogTitle: 'Performer Page',
  about: (performer: string) =>
    `A private page, without an account, where ${performer} sees their upcoming gigs and adds the times they cannot play. It opens by a secret link.`,
  exists: 'A page link exists. Its address cannot be shown again; reset it to get a new one.',
  none: 'There is no page link yet.',
  checkFailed: 'Failed to check the performer page link',
  create: 'Create page link',
  reset: 'Reset page link',
  confirmReset:
    'The current link will stop working: the performer can no longer open their page with it. Continue?',
  close: 'Close',
  addressLabel: 'Page address',
  shownOnce:
    "This address is shown only now. Copy it and keep it private: anyone who has it can see this performer's gigs and change their unavailability.",
  created: 'Performer page link created',
  resetDone: 'Performer page link reset',
  createFailed: 'Failed to create performer page link',
  resetFailed: 'Failed to reset performer page link',
  send: 'Send page link by e-mail',
  sendsTo: (email: string) => `Mails a new link to ${email}. A link made before stops working.`,
  needsEmail: `${AVAILABILITY_MESSAGES.pageLinkNeedsEmail}. Add one with Edit to send the link.`,
  confirmSend: (email: string) =>
    `A new link will be mailed to ${email}, and the current link will stop working. Continue?`,
  confirmSendLabel: 'Send link',
  sendFailed: 'Failed to send the page link',
} as const;
