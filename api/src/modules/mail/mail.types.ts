/** What the portal sends, one kind per reason (metrics and the dashboard group by it). */
export type MailKind =
  'invitation' | 'registration_link' | 'password_reset' | 'performer_digest' | 'performer_page_link';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The attachment's text (iCalendar files are text). */
  content: string;
}

/** A mail to queue: both parts are complete (no tracking pixels, no remote images). */
export interface OutgoingMail {
  /**
   * Unique per message: queueing the same key again keeps the first row. Derive it from what the
   * mail is about (the token's id, the digest's id), never from the time.
   */
  idempotencyKey: string;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
  /** The organization the mail concerns, if any (the dashboard's failed-mail list shows it). */
  organizationId?: number | null;
  /** Not sent before this time (the database's clock); at once when absent. */
  notBefore?: Date | null;
}
