import { AUTH_MESSAGES } from '../../contract';
import { ForbiddenError } from '../errors';
import { SESSION_COOKIE_NAME, type AppMiddleware } from './app-state';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export interface OriginPolicy {
  publicOrigin: string;
  allowedOrigins: readonly string[];
}

/**
 * Cross-site request forgery guard: a state-changing request must name the portal's own origin in
 * Origin (or Referer when a browser omits Origin). A request without either is refused when it
 * carries the session cookie, since a browser would have sent one of them.
 */
export function originCheck(policy: OriginPolicy): AppMiddleware {
  const trusted = new Set([policy.publicOrigin, ...policy.allowedOrigins]);
  return async (ctx, next) => {
    if (!STATE_CHANGING_METHODS.has(ctx.method)) return next();
    const originHeader = ctx.get('Origin');
    const refererHeader = ctx.get('Referer');
    const claimed = originHeader || refererHeader;
    if (claimed) {
      const origin = originHeader
        ? originHeader === 'null'
          ? null
          : originOf(originHeader)
        : originOf(refererHeader);
      // Koa 3's ctx.origin echoes the Origin header: compare with the address the request was sent to.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (origin === null || (!trusted.has(origin) && origin !== ownOrigin)) {
        throw new ForbiddenError(AUTH_MESSAGES.foreignOrigin);
      }
    } else if (ctx.cookies.get(SESSION_COOKIE_NAME)) {
      throw new ForbiddenError(AUTH_MESSAGES.foreignOrigin);
    }
    return next();
  };
}
