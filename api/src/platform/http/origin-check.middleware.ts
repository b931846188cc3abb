import { AUTH_MESSAGES } from '../../contract';
import { ForbiddenError } from '../errors';
import { SESSION_COOKIE_NAME, type AppContext, type AppMiddleware } from './app-state';

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** A state-changing request the origin check turned away (for the security log). */
interface RefusedOrigin {
  /** The origin the request claimed (Origin, or Referer's origin); null when it sent neither. */
  claimed: string | null;
  method: string;
  path: string;
  ip: string;
  userAgent: string | null;
  /** Whether it carried the session cookie (a forged request riding a signed-in browser). */
  withSession: boolean;
}

/** A write any origin may send (see OriginPolicy.openWrites). */
interface OpenWrite {
  method: string;
  path: string;
}

export interface OriginPolicy {
  publicOrigin: string;
  allowedOrigins: readonly string[];
  /**
   * Writes accepted from any origin. Only for routes that neither read the session nor act for a
   * user, so a forged request riding a signed-in browser's cookie gains nothing.
   */
  openWrites?: readonly OpenWrite[];
  /** Told about each refusal; must not throw (platform cannot record it itself). */
  onRefused?: (refusal: RefusedOrigin) => void;
}

const MAX_CLAIMED_LENGTH = 200;

/**
 * Cross-site request forgery guard: a state-changing request must name the portal's own origin in
 * Origin (or Referer when a browser omits Origin). A request without either is refused when it
 * carries the session cookie, since a browser would have sent one of them. Mounted under writesOnly.
 */
export function originCheck(policy: OriginPolicy): AppMiddleware {
  const trusted = new Set([policy.publicOrigin, ...policy.allowedOrigins]);
  const openWrites = new Set((policy.openWrites ?? []).map(({ method, path }) => `${method} ${path}`));
  const refuse = (ctx: AppContext, claimed: string | null): never => {
    policy.onRefused?.({
      // Only the origin of a Referer: its path and query are none of the security log's business.
      claimed: claimed === null ? null : (originOf(claimed) ?? claimed.slice(0, MAX_CLAIMED_LENGTH)),
      method: ctx.method,
      path: ctx.path,
      ip: ctx.ip,
      userAgent: ctx.get('User-Agent') || null,
      withSession: Boolean(ctx.cookies.get(SESSION_COOKIE_NAME)),
    });
    throw new ForbiddenError(AUTH_MESSAGES.foreignOrigin);
  };
  return (ctx, next) => {
    if (openWrites.has(`${ctx.method} ${ctx.path}`)) return next();
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
      if (origin === null || (!trusted.has(origin) && origin !== ownOrigin)) refuse(ctx, claimed);
    } else if (ctx.cookies.get(SESSION_COOKIE_NAME)) {
      refuse(ctx, null);
    }
    return next();
  };
}
