import type { ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * The build writes a .br and a .gz beside each script, style, page, manifest and SVG
 * (shell/federation/webpack-parts.js). koa-static (koa-send) sends the one the request accepts, Brotli
 * first, with its Content-Encoding, and the file itself otherwise: no request is compressed on the fly.
 */
export const PRECOMPRESSED_FILES = { brotli: true, gzip: true } as const;

/**
 * Which of those bodies a response carries depends on Accept-Encoding, so a shared cache must key on
 * it; every static answer says so (for a file with no compressed copy it costs a cache nothing).
 */
export function varyOnAcceptEncoding(res: ServerResponse): void {
  res.appendHeader('Vary', 'Accept-Encoding');
}

/** The name of the file a response stands for: 'booking-schedule.js' when its .br copy is sent. */
export function servedFileName(filePath: string): string {
  return path.basename(filePath).replace(/\.(br|gz)$/, '');
}
