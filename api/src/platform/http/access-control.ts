import type { AppContext, AppMiddleware } from './app-state';
import type { Authorizer, GuardedRouter } from './guarded-router';

export interface RateLimitRule {
  /** Names the counter; the caller's address (an IPv6 one by its /64: clientKeyOf) completes the key. */
  name: string;
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
}

/**
 * What every module's routes ask of access control. Identity implements it (sessions, roles, the
 * database-kept rate limits); the type lives here, beside the guarded router it builds, so a module that
 * registers routes depends on the HTTP platform, not on identity (telemetry, which identity writes to,
 * would otherwise import identity back).
 */
export interface AccessControl {
  authorize: Authorizer;
  /** Per-client limit kept in the database: over it, 429 with Retry-After. */
  rateLimit(rule: RateLimitRule): AppMiddleware;
  /**
   * Counts a failed credential of the caller's (a wrong page token) against the rule, per client:
   * past its points within its window it throws 429 with Retry-After, and the caller's own refusal
   * (say a 404) stands otherwise. Right credentials are never counted, so they keep working.
   */
  countFailure(rule: RateLimitRule, ctx: AppContext): Promise<void>;
  /** A router whose routes each declare an access policy enforced by `authorize`. */
  createRouter(): GuardedRouter;
}
