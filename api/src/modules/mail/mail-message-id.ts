/**
 * The Message-ID of a queued mail, derived from its idempotency key alone: every delivery of one
 * outbox row (a retry, or a send repeated after a crash between the SMTP server's answer and the
 * row being marked sent) carries the same Message-ID, so a receiver can tell a redelivery from a
 * new mail. Characters a Message-ID may not hold are written as =XX (and '=' itself), which keeps
 * the key readable and two keys never share an id.
 */
export function messageIdFor(idempotencyKey: string, mailFrom: string): string {
  const local = Array.from(Buffer.from(idempotencyKey, 'utf8'))
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return /[A-Za-z0-9_-]/.test(character)
        ? character
        : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `<${local}@${senderDomain(mailFrom)}>`;
}

/** The domain of the From address ('Booking Portal <no-reply@localhost>' gives 'localhost'). */
function senderDomain(mailFrom: string): string {
  const address = /<([^<>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'booking-portal.invalid';
}
