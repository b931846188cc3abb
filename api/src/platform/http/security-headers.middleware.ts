import helmet from 'koa-helmet';
import type { AppMiddleware } from './app-state';

export interface SecurityHeadersOptions {
  /** The one page other sites may frame (the public schedule's iframe embed) and who may. */
  framePage: { path: string; allowedAncestors: readonly string[] };
}

function portalHeaders(frameAncestors: string[], denyFraming: boolean): AppMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors,
        // The portal is also served over plain http (localhost): upgrading would break its own requests.
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: denyFraming ? { action: 'deny' } : false,
    xPoweredBy: false,
  });
}

/**
 * helmet's headers with the portal's Content-Security-Policy; Koa sends no X-Powered-By. No page
 * may be framed (clickjacking), except the public schedule's iframe page: the portal itself and the
 * sites in EMBED_ALLOWED_ORIGINS may frame it. It gets no X-Frame-Options: that header can only say
 * DENY or SAMEORIGIN, so it cannot name the resort's site and would only block it.
 */
export function securityHeaders(options: SecurityHeadersOptions): AppMiddleware {
  const everywhere = portalHeaders(["'none'"], true);
  const framePage = portalHeaders(["'self'", ...options.framePage.allowedAncestors], false);
  return (ctx, next) => (ctx.path === options.framePage.path ? framePage : everywhere)(ctx, next);
}
