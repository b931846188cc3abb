import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 32 random bytes, URL-safe. Only the client ever holds it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session's database id: a stolen database dump does not yield usable cookies. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
