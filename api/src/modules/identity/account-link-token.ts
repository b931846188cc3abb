import { createHash, randomBytes } from 'node:crypto';

/** A new account-link token: 32 random bytes, URL-safe. Only the mail (and its reader) holds it. */
export function newAccountLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What account_links stores of a token: its sha256, so the table opens no account. */
export function accountLinkTokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
