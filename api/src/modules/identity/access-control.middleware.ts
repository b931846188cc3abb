import { AUTH_MESSAGES } from '../../contract';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import {
  clientKeyOf,
  GuardedRouter,
  matchedRouteOf,
  type AppContext,
  type AccessControl,
  type AccessPolicy,
  type AppMiddleware,
  type Authorizer,
  type RateLimitRule,
} from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { ActorResolver } from './actor-resolver';
import type { RateLimitRepository } from './rate-limit.repository';
import { clearSessionCookie, readSessionToken } from './session-cookie';
import type { SessionEndReasonReader } from './session-end-reason';

export interface AccessControlDeps {
  resolveActor: ActorResolver;
  sessionEndReasonOf: SessionEndReasonReader;
  rateLimits: RateLimitRepository;
  telemetry: TelemetryFacade;
}

const allowEveryone: AppMiddleware = (_ctx, next) => next();

export function createAccessControl(deps: AccessControlDeps): AccessControl {
  /**
   * Resolves the actor from the session cookie alone (headers such as x-is-admin are never read):
   * 401 without a live session, 403 (recorded as a security event) for a role the policy excludes.
   * A 401 to a validly signed cookie says why its session ended (`reason`), so an open page can tell
   * its user; a missing, forged or unsigned cookie learns nothing more.
   */
  const authorize: Authorizer = (policy: AccessPolicy) => {
    if (policy.access === 'public') return allowEveryone;
    return async (ctx, next) => {
      const token = readSessionToken(ctx.cookies, ctx.app.keys);
      const actor = token ? await deps.resolveActor(token) : null;
      if (!actor) {
        if (!token) throw new UnauthorizedError(AUTH_MESSAGES.notSignedIn);
        clearSessionCookie(ctx.cookies, ctx.secure);
        throw new UnauthorizedError(AUTH_MESSAGES.notSignedIn, await deps.sessionEndReasonOf(token));
      }
      if (policy.access === 'roles' && !policy.roles.includes(actor.role)) {
        await deps.telemetry.recordSecurityEvent({
          eventType: 'authorization_denied',
          severity: 'medium',
          email: actor.email,
          ipAddress: ctx.ip,
          userAgent: ctx.get('User-Agent') || null,
          details: { method: ctx.method, path: ctx.path, role: actor.role, allowedRoles: policy.roles },
        });
        throw new ForbiddenError();
      }
      ctx.state.actor = actor;
      await next();
    };
  };

  /** One more hit of the caller's counter; past the rule's points, 429 (its first refusal recorded). */
  async function limitHit(rule: RateLimitRule, ctx: AppContext): Promise<void> {
    const { hits, secondsLeft } = await deps.rateLimits.hit(
      `${rule.name}:${clientKeyOf(ctx.ip)}`,
      rule.windowSeconds,
    );
    if (hits <= rule.points) return;
    // Recorded once per client and window (the first refusal), so a flood is one row, not thousands.
    if (hits === rule.points + 1) {
      await deps.telemetry.recordStrangerTrail({
        event: {
          eventType: 'rate_limited',
          severity: 'medium',
          ipAddress: ctx.ip,
          userAgent: ctx.get('User-Agent') || null,
          details: {
            limit: rule.name,
            points: rule.points,
            windowSeconds: rule.windowSeconds,
            route: matchedRouteOf(ctx),
          },
        },
      });
    }
    throw new TooManyRequestsError(AUTH_MESSAGES.rateLimited, secondsLeft);
  }

  const rateLimit =
    (rule: RateLimitRule): AppMiddleware =>
    async (ctx, next) => {
      await limitHit(rule, ctx);
      await next();
    };

  return {
    authorize,
    rateLimit,
    countFailure: limitHit,
    createRouter: () => new GuardedRouter(authorize),
  };
}
