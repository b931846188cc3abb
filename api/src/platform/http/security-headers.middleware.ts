import helmet from 'koa-helmet';
import type { AppMiddleware } from './app-state';

export interface SecurityHeadersOptions {
  /** The one page other sites may frame (the public schedule's iframe embed) and who may. */
  framePage: { path: string; allowedAncestors: readonly string[] };
  /** Origins remotes are deployed to besides the portal's own (REMOTE_ORIGINS); each named exactly. */
  remoteOrigins: readonly string[];
}

function portalHeaders(
  frameAncestors: string[],
  denyFraming: boolean,
  remoteOrigins: readonly string[],
): AppMiddleware {
  // A remote on its own origin needs its manifest fetched (connect-src), its entry and chunks run
  // (script-src) and its assets shown: exactly those origins, nothing broader, never unsafe-eval.
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'https:', ...remoteOrigins],
        fontSrc: ["'self'", 'https:', 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
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
  const everywhere = portalHeaders(["'none'"], true, options.remoteOrigins);
  const framePage = portalHeaders(
    ["'self'", ...options.framePage.allowedAncestors],
    false,
    options.remoteOrigins,
  );
  return (ctx, next) => (ctx.path === options.framePage.path ? framePage : everywhere)(ctx, next);
}
