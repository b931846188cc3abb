import { composeMail, type OutgoingMail } from '../mail';

export interface PerformerPageMailInput {
  /** The performer's address. */
  to: string;
  performerName: string;
  /** Who sent the link (the owner's e-mail). */
  sentBy: string;
  /** The page's address, its token in the fragment. */
  url: string;
  /** Unique per link: derived from the link, so queueing it twice keeps one message. */
  idempotencyKey: string;
  organizationId: number | null;
}

/** The mail that gives a performer the link to their own page (no account, no password). */
export function performerPageMail(input: PerformerPageMailInput): OutgoingMail {
  return {
    idempotencyKey: input.idempotencyKey,
    kind: 'performer_page_link',
    to: input.to,
    subject: 'Your own page on the Booking Portal',
    organizationId: input.organizationId,
    ...composeMail({
      greeting: `Hello ${input.performerName},`,
      paragraphs: [
        `${input.sentBy} sent you the link to your own page on the Booking Portal.`,
        'There you see your upcoming gigs, mark the days you cannot play, and find the address that puts ' +
          'your bookings in your own calendar app. You need no account or password.',
      ],
      action: { label: 'Open your page', url: input.url },
      closing: [
        'Keep the link to yourself: whoever has it sees your gigs and can change your unavailable days. ' +
          'It works until a new link is made for you; then this one stops working.',
        'If you did not expect this mail, you can ignore it.',
      ],
    }),
  };
}
