/** Texts of the Mail Delivery card. */
export const MAIL_DELIVERY_TEXTS = {
  title: 'Mail Delivery',
  fetchFailure: 'Failed to fetch mail delivery',
  queued: 'Queued',
  oldestWaiting: 'Oldest Waiting',
  nothingWaiting: 'None',
  failedTitle: 'Failed Permanently',
  noFailures: 'No failed mail',
} as const;

/** What each kind of mail is, as the owner reads it (an unknown kind shows as sent). */
const MAIL_KIND_LABELS: Record<string, string> = {
  invitation: 'Invitation',
  registration_link: 'Registration link',
  password_reset: 'Password reset',
  performer_digest: 'Booking digest',
  performer_page_link: 'Calendar link',
};

export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? kind;
}

/** How long the oldest queued mail has waited: '45 s', '17 min', '3 h 5 min'. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
