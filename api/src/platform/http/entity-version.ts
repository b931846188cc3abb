import { createHash } from 'node:crypto';
import { STALE_WRITE_MESSAGES } from '../../contract';
import { ValidationError } from '../errors';
import type { AppContext } from './app-state';

/**
 * An entity's version as a strong tag: a digest of what a writer saw of it (its stored fields, never
 * counts derived from other rows). Equal fields give the same tag on every replica, with no version
 * column to keep: a save that changes nothing leaves the tag as it was, and any save that changes
 * something (updatedAt included) moves it.
 */
export function entityTagOf(versionedFields: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(versionedFields)).digest('base64url').slice(0, 27)}"`;
}

/** What the writer said it saw: the If-Match tags, '*' (any current entity), or null (no header). */
export type ExpectedVersion = { tags: readonly string[] } | { any: true } | null;

const ENTITY_TAG = /^"[\x21\x23-\x7e]*"$/;

/**
 * The request's If-Match (RFC 9110 section 13.1.1: `*` or a comma-separated list of strong tags). A
 * weak tag never matches by the strong comparison If-Match uses, so it is refused as malformed rather
 * than answered 412 forever.
 */
export function expectedVersionOf(ctx: AppContext): ExpectedVersion {
  const header = ctx.get('If-Match').trim();
  if (header === '') return null;
  if (header === '*') return { any: true };
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.some((tag) => !ENTITY_TAG.test(tag)))
    throw new ValidationError([{ path: 'If-Match', message: STALE_WRITE_MESSAGES.ifMatchInvalid }]);
  return { tags };
}

/** Whether the entity as it is now (its tag, null when it is gone) is what the writer saw. */
export function isExpectedVersion(expected: ExpectedVersion, currentTag: string | null): boolean {
  if (expected === null) return true;
  if (currentTag === null) return false;
  return 'any' in expected || expected.tags.includes(currentTag);
}

/** A single read's answer with its entity tag: what the writer sends back as If-Match. */
export function answerEntity(ctx: AppContext, body: unknown, tag: string): void {
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.set('ETag', tag);
  ctx.body = body;
}
