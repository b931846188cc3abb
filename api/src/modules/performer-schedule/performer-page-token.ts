import { createHash, createHmac, randomBytes } from 'node:crypto';

/** base64url of 32 bytes: a page token, and the feed token derived from it, look like this. */
export const PAGE_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** What the table keeps of a page token: the hashes of the token and of its feed token. */
export interface StoredPageToken {
  tokenHash: string;
  feedTokenHash: string;
}

/** 256 random bits, URL-safe: unguessable, and the page's fragment needs no escaping. */
export function newPageToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pageTokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The page's calendar feed token, keyed by the page token: the page can always show it without it
 * being stored, and holding the feed address (read-only, shared with a calendar app) does not give the
 * page, which would need the key. Each reset of the performer's feed moves to the next generation, so
 * the page then shows a new address; generation 0 keeps the first form, so earlier addresses still work.
 */
export function pageFeedTokenOf(pageToken: string, feedGeneration = 0): string {
  const label = feedGeneration === 0 ? 'feed' : `feed:${feedGeneration}`;
  return createHmac('sha256', pageToken).update(label).digest('base64url');
}

export function storedPageTokenOf(pageToken: string): StoredPageToken {
  return {
    tokenHash: pageTokenHashOf(pageToken),
    feedTokenHash: pageTokenHashOf(pageFeedTokenOf(pageToken)),
  };
}
