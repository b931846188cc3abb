import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AppContext } from '../../platform/http';

/**
 * An answer that never changes while the process runs (the document, the reference page and its
 * scripts): made, tagged and compressed once, so a call costs a lookup and a write, and a
 * revalidation (If-None-Match) a 304 with no body.
 */
export interface StaticAnswer {
  type: string;
  tag: string;
  plain: Buffer;
  brotli: Buffer;
  gzip: Buffer;
}

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/**
 * Compressed off the event loop (zlib's thread pool): Redoc's bundle is about 1 MB, whose brotli would
 * hold every other request up if it ran on the loop. Runs once per answer and process.
 */
export async function staticAnswerOf(type: string, body: string | Buffer): Promise<StaticAnswer> {
  const plain = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const [brotli, gzipped] = await Promise.all([
    brotliOf(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipOf(plain, { level: 9 }),
  ]);
  return {
    type,
    tag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    plain,
    brotli,
    gzip: gzipped,
  };
}

/** Sends it to anyone (no cookie is read or set): `public`, revalidated by its strong tag. */
export function sendStaticAnswer(ctx: AppContext, answer: StaticAnswer, cacheControl: string): void {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', answer.tag);
  ctx.vary('Accept-Encoding');
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.type = answer.type;
  // Already compressed: the compression middleware must not do it again on every call.
  ctx.compress = false;
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? answer.brotli : answer.gzip;
    return;
  }
  ctx.body = answer.plain;
}
