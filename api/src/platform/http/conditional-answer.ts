import type { AppContext } from './app-state';

/**
 * Whether an If-None-Match header names the tag: `*`, or one of its comma-separated tags by the weak
 * comparison (RFC 9110 section 13.1.2: W/ is ignored), the only one If-None-Match uses.
 */
function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (header === undefined || header === '') return false;
  const opaque = opaqueTagOf(tag);
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || opaqueTagOf(trimmed) === opaque;
  });
}

function opaqueTagOf(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * Answers a read conditionally: 304 with no body when the request already holds the tag (the
 * answer is never built), else the answer with the tag. The tag goes out only with an answer that
 * was built, never with an error, so no request can later be told an error is unchanged. The tag is
 * weak (`W/"..."`): the same JSON goes out plain, gzip or brotli, and a weak tag promises the
 * meaning, not the bytes, so it holds for every encoding. Unless the route chose otherwise,
 * `private, no-cache`: a browser may keep the answer but must ask every time, and the tag is the
 * actor's own, so no shared cache may keep it.
 */
export async function answerConditionally(
  ctx: AppContext,
  tag: string,
  answer: () => Promise<unknown>,
): Promise<void> {
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'private, no-cache');
  if (ifNoneMatchNames(ctx.get('If-None-Match') || undefined, tag)) {
    ctx.set('ETag', tag);
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  answerTagged(ctx, tag, await answer());
}

/**
 * A built answer with its tag, for a read that made both in one statement because the request held
 * no tag to compare (headers as answerConditionally's).
 */
export function answerTagged(ctx: AppContext, tag: string, body: unknown): void {
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'private, no-cache');
  ctx.body = body;
  ctx.set('ETag', tag);
}

/** Makes a weak entity tag of an opaque value (base64url, nothing to escape). */
export function weakTag(opaque: string): string {
  return `W/"${opaque}"`;
}
