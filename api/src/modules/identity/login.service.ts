import { AUTH_MESSAGES, type LoginRequest } from '../../contract';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { IssuedSession } from './identity.types';
import type { LoginAttemptRepository } from './login-attempt.repository';
import { LOGIN_POLICY, type LoginFailureReason } from './login-policy';
import { verifyPassword } from './password-hasher';
import type { RateLimitRepository } from './rate-limit.repository';
import type { SessionService } from './session.service';
import type { LoginCandidate, UserRepository } from './user.repository';

export interface LoginServiceDeps {
  users: UserRepository;
  attempts: LoginAttemptRepository;
  /** Counts refused attempts per client and minute (their trail is capped). */
  rateLimits: RateLimitRepository;
  sessions: SessionService;
  telemetry: TelemetryFacade;
  logger: Logger;
}

/** Whether the browser signing in holds a valid device cookie for this account (device-cookie.ts). */
export type DeviceTrust = (userId: number) => boolean;

/** Who signs in to which account, from where, and whether their browser is the account's own. */
interface Attempt {
  email: string;
  user: LoginCandidate | null;
  client: RequestClient;
  trusted: boolean;
}

type Refusal = { reason: 'locked' } | { reason: 'throttled'; retryAfterSeconds: number };

export function createLoginService(deps: LoginServiceDeps) {
  const { users, attempts, telemetry } = deps;

  /** The later of two throttles' waits, or null when neither applies. */
  function longestWait(...waits: (number | null)[]): number | null {
    const applying = waits.filter((wait): wait is number => wait !== null);
    return applying.length === 0 ? null : Math.max(...applying);
  }

  /**
   * Whether the attempt is refused before its password is checked. The account's own browsers have
   * their own throttle and lock; strangers have the account's lock, its throttle and their address's.
   */
  async function refusalOf(attempt: Attempt): Promise<Refusal | null> {
    const { email, user, client } = attempt;
    if (attempt.trusted) {
      const failures = await attempts.countRecentAccountFailures(
        email,
        true,
        LOGIN_POLICY.trustedLockout.windowSeconds,
      );
      if (failures >= LOGIN_POLICY.trustedLockout.failures) return { reason: 'locked' };
      const wait = await attempts.accountThrottle(email, true, LOGIN_POLICY.trustedAccount);
      return wait === null ? null : { reason: 'throttled', retryAfterSeconds: wait };
    }
    if (user?.isLocked) return { reason: 'locked' };
    const wait = longestWait(
      ...(await Promise.all([
        attempts.accountThrottle(email, false, LOGIN_POLICY.account),
        attempts.ipThrottle(client.ip, LOGIN_POLICY.ip),
      ])),
    );
    return wait === null ? null : { reason: 'throttled', retryAfterSeconds: wait };
  }

  /** Locks the account to strangers once their failures reach the threshold; a high-severity event. */
  async function lockIfOverThreshold(user: LoginCandidate, client: RequestClient): Promise<void> {
    const failures = await attempts.countRecentAccountFailures(
      user.email,
      false,
      LOGIN_POLICY.lockout.windowSeconds,
    );
    if (failures < LOGIN_POLICY.lockout.failures) return;
    if (!(await users.lock(user.id, LOGIN_POLICY.lockout.lockSeconds))) return;
    deps.logger.warn({ userId: user.id, failures }, 'account locked after repeated failed logins');
    await telemetry.recordSecurityEvent({
      eventType: 'account_locked',
      severity: 'high',
      email: user.email,
      ipAddress: client.ip,
      userAgent: client.userAgent,
      details: { failures, lockedForSeconds: LOGIN_POLICY.lockout.lockSeconds },
    });
  }

  /** The audit row and security event of a failed attempt (the event folds repeats of one client). */
  async function recordTrail(
    attempt: Attempt,
    reason: LoginFailureReason,
    keepEmail: boolean,
  ): Promise<void> {
    const { email, user, client } = attempt;
    if (keepEmail) {
      await telemetry.recordAudit({
        action: 'login_failed',
        success: false,
        userId: user?.id ?? null,
        email,
        ipAddress: client.ip,
        userAgent: client.userAgent,
        organizationId: user?.organizationId ?? null,
        details: { reason },
      });
    }
    const event = {
      email: keepEmail ? email : null,
      ipAddress: client.ip,
      userAgent: client.userAgent,
    };
    await telemetry.recordSecurityEvent(
      reason === 'throttled'
        ? { ...event, eventType: 'login_throttled', severity: 'medium' }
        : { ...event, eventType: 'login_failed', severity: 'low', details: { reason } },
    );
  }

  /** A checked password that was wrong (or an account that cannot sign in): counted, and may lock. */
  async function recordFailure(attempt: Attempt, reason: LoginFailureReason): Promise<void> {
    await attempts.record({
      email: attempt.email,
      ip: attempt.client.ip,
      success: false,
      trusted: attempt.trusted,
    });
    await recordTrail(attempt, reason, true);
    if (attempt.user && !attempt.trusted) await lockIfOverThreshold(attempt.user, attempt.client);
  }

  /**
   * An attempt refused before its password was checked: never counted toward a throttle or the
   * lock. Its trail is capped per client and minute: past LOGIN_POLICY.refusalTrail, no audit row
   * and no e-mail, so a flood of ever new e-mails from one address stays one event row.
   */
  async function recordRefusal(attempt: Attempt, reason: LoginFailureReason): Promise<void> {
    const { hits } = await deps.rateLimits.hit(
      `login-refusal-trail:${attempt.client.ip}`,
      LOGIN_POLICY.refusalTrail.windowSeconds,
    );
    await recordTrail(attempt, reason, hits <= LOGIN_POLICY.refusalTrail.perMinute);
  }

  return {
    /**
     * Checks, in this order: disabled account, then the lock and the throttles that apply to this
     * browser (even with the right password), then the credentials. Success opens a rotated session.
     */
    async login(
      credentials: LoginRequest,
      client: RequestClient,
      previousToken: string | null,
      deviceTrust: DeviceTrust,
    ): Promise<IssuedSession> {
      const email = credentials.email;
      const user = await users.findLoginCandidate(email);
      const attempt: Attempt = { email, user, client, trusted: user !== null && deviceTrust(user.id) };

      if (user?.isDisabled) {
        await recordRefusal(attempt, 'disabled');
        throw new ForbiddenError(AUTH_MESSAGES.disabled);
      }
      const refusal = await refusalOf(attempt);
      if (refusal?.reason === 'locked') {
        await recordRefusal(attempt, 'locked');
        throw new ForbiddenError(AUTH_MESSAGES.locked);
      }
      if (refusal?.reason === 'throttled') {
        await recordRefusal(attempt, 'throttled');
        throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, refusal.retryAfterSeconds);
      }

      // Always verify (against a dummy hash without a real one): unknown e-mails cost the same time.
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || user.passwordHash === null) {
        await recordFailure(attempt, user ? 'pending_registration' : 'unknown_email');
        throw new UnauthorizedError(AUTH_MESSAGES.noAccount);
      }
      if (!passwordMatches) {
        await recordFailure(attempt, 'wrong_password');
        throw new UnauthorizedError(AUTH_MESSAGES.incorrectPassword);
      }

      await attempts.record({ email, ip: client.ip, success: true, trusted: attempt.trusted });
      await telemetry.recordAudit({
        action: 'login_success',
        success: true,
        userId: user.id,
        email,
        ipAddress: client.ip,
        userAgent: client.userAgent,
        organizationId: user.organizationId,
      });
      return deps.sessions.start(user.id, client, previousToken);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
