import { AUTH_MESSAGES, type LoginRequest } from '../../contract';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { IssuedSession } from './identity.types';
import type { LoginAttemptRepository } from './login-attempt.repository';
import { LOGIN_POLICY, type LoginFailureReason } from './login-policy';
import { verifyPassword } from './password-hasher';
import type { SessionService } from './session.service';
import type { LoginCandidate, UserRepository } from './user.repository';

export interface LoginServiceDeps {
  users: UserRepository;
  attempts: LoginAttemptRepository;
  sessions: SessionService;
  telemetry: TelemetryFacade;
  logger: Logger;
}

export function createLoginService(deps: LoginServiceDeps) {
  const { users, attempts, telemetry } = deps;

  async function retryAfterIfThrottled(email: string, ip: string): Promise<number | null> {
    const [account, address] = await Promise.all([
      attempts.accountThrottle(email, LOGIN_POLICY.account),
      attempts.ipThrottle(ip, LOGIN_POLICY.ip),
    ]);
    if (account === null && address === null) return null;
    return Math.max(account ?? 0, address ?? 0);
  }

  /** Locks the account once it reaches the lockout threshold; written as a high-severity event. */
  async function lockIfOverThreshold(user: LoginCandidate, client: RequestClient): Promise<void> {
    const failures = await attempts.countRecentAccountFailures(
      user.email,
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

  async function recordFailure(
    email: string,
    user: LoginCandidate | null,
    reason: LoginFailureReason,
    client: RequestClient,
  ): Promise<void> {
    await attempts.record({ email, ip: client.ip, success: false });
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
    await telemetry.recordSecurityEvent(
      reason === 'throttled'
        ? {
            eventType: 'login_throttled',
            severity: 'medium',
            email,
            ipAddress: client.ip,
            userAgent: client.userAgent,
          }
        : {
            eventType: 'login_failed',
            severity: 'low',
            email,
            ipAddress: client.ip,
            userAgent: client.userAgent,
            details: { reason },
          },
    );
    if (user && reason !== 'disabled' && reason !== 'locked') await lockIfOverThreshold(user, client);
  }

  return {
    /**
     * Checks, in this order: disabled account, locked account, throttling (per account and per
     * IP, even with the right password), then the credentials. Success opens a rotated session.
     */
    async login(
      credentials: LoginRequest,
      client: RequestClient,
      previousToken: string | null,
    ): Promise<IssuedSession> {
      const email = credentials.email;
      const user = await users.findLoginCandidate(email);

      if (user?.isDisabled) {
        await recordFailure(email, user, 'disabled', client);
        throw new ForbiddenError(AUTH_MESSAGES.disabled);
      }
      if (user?.isLocked) {
        await recordFailure(email, user, 'locked', client);
        throw new ForbiddenError(AUTH_MESSAGES.locked);
      }
      const retryAfterSeconds = await retryAfterIfThrottled(email, client.ip);
      if (retryAfterSeconds !== null) {
        await recordFailure(email, user, 'throttled', client);
        throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds);
      }

      // Always verify (against a dummy hash without a real one): unknown e-mails cost the same time.
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || user.passwordHash === null) {
        await recordFailure(email, user, user ? 'pending_registration' : 'unknown_email', client);
        throw new UnauthorizedError(AUTH_MESSAGES.noAccount);
      }
      if (!passwordMatches) {
        await recordFailure(email, user, 'wrong_password', client);
        throw new UnauthorizedError(AUTH_MESSAGES.incorrectPassword);
      }

      await attempts.record({ email, ip: client.ip, success: true });
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
