import type { LogDetails } from './telemetry.types';

/**
 * The most a log row keeps of what a client sent (docs/CONFIGURATION.md's Security limits): a stranger's 14 KB
 * User-Agent or e-mail must not become 14 KB per refused request. The e-mail is the spec's own
 * limit; 512 characters hold every real browser's User-Agent; 2 KB of details hold every
 * details object the portal writes, with room for the paths and origins a request names.
 */
export const STORED_TEXT_LIMITS = { userAgent: 512, email: 255, details: 2048 } as const;

/** The first `limit` characters, never ending in half a surrogate pair. */
function capText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const lastKept = text.charCodeAt(limit - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsPair ? limit - 1 : limit);
}

export function storedUserAgent(userAgent: string | null | undefined): string | null {
  return userAgent ? capText(userAgent, STORED_TEXT_LIMITS.userAgent) : null;
}

export function storedEmail(email: string | null | undefined): string | null {
  return email ? capText(email, STORED_TEXT_LIMITS.email) : null;
}

/**
 * Details as stored: an object as JSON text. Past the limit they stay JSON, so the dashboard can
 * still read them: `{"truncated":true,"start":"<the text's beginning>"}`.
 */
export function storedDetails(details: LogDetails | null | undefined): string | null {
  if (details === null || details === undefined) return null;
  const text = typeof details === 'string' ? details : JSON.stringify(details);
  const limit = STORED_TEXT_LIMITS.details;
  if (text.length <= limit) return text;
  let start = capText(text, limit);
  let wrapped = JSON.stringify({ truncated: true, start });
  // Escaping lengthens the text: cut the start by what the wrapping overshoots until it fits.
  while (wrapped.length > limit) {
    start = capText(start, Math.max(0, start.length - (wrapped.length - limit)));
    wrapped = JSON.stringify({ truncated: true, start });
  }
  return wrapped;
}
