import fs from 'node:fs';
import path from 'node:path';
import mount from 'koa-mount';
import serve from 'koa-static';
import type { AppMiddleware } from '../app-state';
import { cacheControlFor, EMBED_SCRIPT_CACHE, NO_CACHE } from './cache-policy';
import {
  EMBED_BUILD_DIRECTORY,
  EMBED_FIXED_SCRIPTS,
  EMBED_FRAME_FILE,
  EMBED_FRAME_PATH,
  EMBED_PREFIX,
} from './embed-paths';
import { PRECOMPRESSED_FILES, servedFileName, varyOnAcceptEncoding } from './precompressed';

const EMBED_NOT_BUILT = 'The public schedule embed is not built. Run `npm run build -w mfe-public`.';

/** The iframe page at its one address; its headers (who may frame it) come from securityHeaders(). */
function framePage(frameFile: string): AppMiddleware {
  return async (ctx, next) => {
    if (ctx.path !== EMBED_FRAME_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', NO_CACHE);
    try {
      const stats = await fs.promises.stat(frameFile);
      ctx.type = 'html';
      ctx.length = stats.size;
      ctx.body = fs.createReadStream(frameFile);
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = EMBED_NOT_BUILT;
    }
  };
}

/**
 * Everything under /embed/ is loaded by other sites' pages: readable from any origin (a script tag,
 * or fetch with CORS), never carrying cookies. The fixed-name scripts are cached for minutes, the
 * content-hashed chunks of the frame page for a year.
 */
function embedFiles(directory: string): AppMiddleware {
  return mount(
    EMBED_PREFIX,
    serve(directory, {
      index: false,
      ...PRECOMPRESSED_FILES,
      setHeaders(res, filePath) {
        const name = servedFileName(filePath);
        res.setHeader(
          'Cache-Control',
          EMBED_FIXED_SCRIPTS.includes(name) ? EMBED_SCRIPT_CACHE : cacheControlFor(filePath),
        );
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Access-Control-Allow-Origin', '*');
        varyOnAcceptEncoding(res);
      },
    }),
  );
}

/** /embed/schedule (the iframe page) and /embed/* (the scripts and the frame's assets). */
export function embedAssets(webRoot: string): AppMiddleware[] {
  const directory = path.join(webRoot, EMBED_BUILD_DIRECTORY);
  return [framePage(path.join(directory, EMBED_FRAME_FILE)), embedFiles(directory)];
}
