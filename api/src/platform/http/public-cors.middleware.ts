import cors from '@koa/cors';
import type { AppMiddleware } from './app-state';

/** The public API: readable (and its visit counter writable) by a resort's page on any origin. */
const PUBLIC_API_PREFIX = '/api/public/';

/** How long a browser may reuse a preflight answer (Chromium caps it at two hours). */
const PUBLIC_CORS_MAX_AGE_SECONDS = 7200;

/**
 * CORS for /api/public/*: any origin, never with credentials. `Access-Control-Allow-Origin: *`
 * without Allow-Credentials means a browser will not let another site read an answer to a request
 * that carried cookies, so these routes serve only what anyone may see. Preflights allow JSON POSTs
 * (the embed's visit report). Every other path answers no CORS at all.
 */
export function publicApiCors(): AppMiddleware {
  const allowAnyOrigin = cors({
    origin: '*',
    credentials: false,
    allowMethods: ['GET', 'HEAD', 'POST'],
    allowHeaders: ['Content-Type'],
    maxAge: PUBLIC_CORS_MAX_AGE_SECONDS,
  });
  return (ctx, next) => {
    if (!ctx.path.startsWith(PUBLIC_API_PREFIX)) return next();
    // helmet says same-origin; these answers are public, so any page may load them in any mode.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return allowAnyOrigin(ctx, next);
  };
}
