import zlib from 'node:zlib';
import compress from 'koa-compress';
import type { Context, Middleware } from 'koa';
import type { AppState } from './app-state';

/** Answers smaller than this go as they are: a header and a compressor cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** A body Koa would send as JSON: an array or a plain object (not a Buffer, stream or other class). */
function isJsonBody(body: unknown): body is object {
  if (typeof body !== 'object' || body === null) return false;
  if (Array.isArray(body)) return true;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/**
 * An answer's JSON, made and encoded once. koa-compress reads the answer's length before deciding,
 * which for an object body is a JSON.stringify of it, and Koa's respond then stringifies the body
 * again: a month of bookings was serialized twice. The text is the same JSON.stringify Koa's respond
 * makes, and the JSON content type set with the object stays. It goes on as its UTF-8 bytes: a text
 * body is measured once for its length (a pass over all of it) and encoded again by the compressor
 * or the socket, which for the availability check's 2.4 MB after five years was 17 ms a request.
 */
function serializeOnce(ctx: Context): void {
  if (isJsonBody(ctx.body)) ctx.body = Buffer.from(JSON.stringify(ctx.body));
}

/**
 * Compresses API answers over 1 KB for clients that accept it: a month of 200 bookings is about
 * 126 KB of JSON and a tenth of that compressed. Brotli at quality 4 and gzip at level 6 keep the
 * CPU per answer small (the benchmark reports it); streamed answers (CSV, the unranged read) are
 * compressed as they stream. The built front end is not compressed here: the build writes .br and
 * .gz copies that the web assets middleware sends with their own Content-Encoding.
 */
export function compressedApiAnswers(pathPrefixes: readonly string[]): Middleware<AppState> {
  const compressAnswer = compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Each write is flushed: a streamed answer's batches reach the client as they are read, not when
    // the compressor's window fills (brotli held the first 4 MB of an unranged read back). A whole
    // answer is one write, so this costs it nothing.
    br: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    },
    gzip: { level: 6, flush: zlib.constants.Z_SYNC_FLUSH },
    deflate: false,
  });
  return async (ctx, next) => {
    if (!pathPrefixes.some((prefix) => ctx.path.startsWith(prefix))) return next();
    return compressAnswer(ctx, async () => {
      await next();
      // An event stream's events must leave as they are written: a compressor would hold them back
      // (and a proxy could not see them as events).
      if (ctx.response.is('text/event-stream')) ctx.compress = false;
      serializeOnce(ctx);
    });
  };
}
