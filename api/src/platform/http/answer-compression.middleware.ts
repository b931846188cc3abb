import zlib from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';
import type { AppState } from './app-state';

/** Answers smaller than this go as they are: a header and a compressor cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

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
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
  return async (ctx, next) => {
    if (!pathPrefixes.some((prefix) => ctx.path.startsWith(prefix))) return next();
    return compressAnswer(ctx, next);
  };
}
