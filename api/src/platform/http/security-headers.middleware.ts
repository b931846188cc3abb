import helmet from 'koa-helmet';
import type { AppMiddleware } from './app-state';

/** helmet's headers with the portal's Content-Security-Policy; Koa sends no X-Powered-By. */
export function securityHeaders(): AppMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // The portal is also served over plain http (localhost): upgrading would break its own requests.
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    xPoweredBy: false,
  });
}
