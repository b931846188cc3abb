import { AUTH_MESSAGES, type LoginRequest } from '../../contract';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { clientKeyOf, type RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { IssuedSession } from './identity.types';
import type { LoginAttemptQueries, LoginAttemptRepository } from './login-attempt.repository';
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
  /** The client as per-client limits count it (an IPv6 address by its /64). */
  clientKey: string;
  trusted: boolean;
}

type Refusal = { reason: 'locked' } | { reason: 'throttled'; retryAfterSeconds: number };

/**
 * A refusal, or how the attempt was counted: the login_attempts row reserved for the check, or
 * (an unknown e-mail past its ceiling) a failure folded on its client (attemptId null).
 */
type Admission = { refusal: Refusal; attemptId: null } | { refusal: null; attemptId: number | null };

/**
 * The e-mail of a login attempt past the stranger ceiling whose e-mail names no account: no one
 * signs in as '', so it throttles nothing but its client.
 */
const UNNAMED_ACCOUNT = '';

export function createLoginService(deps: LoginServiceDeps) {
  const { users, attempts, telemetry } = deps;

  /** The later of two throttles' waits, or null when neither applies. */
  function longestWait(...waits: (number | null)[]): number | null {
    const applying = waits.filter((wait): wait is number => wait !== null);
    return applying.length === 0 ? null : Math.max(...applying);
  }

  /**
   * Whether the attempt is refused before its password is checked, counted with every attempt
   * reserved so far (`locked` holds the account's and the client's locks). The account's own
   * browsers have their own throttle and lock; strangers have the account's lock, its throttle and
   * their client's. While a reserved check is under way that could be the lock's last failure, the
   * attempts past it are refused as the lock would refuse them.
   */
  async function refusalOf(attempt: Attempt, locked: LoginAttemptQueries): Promise<Refusal | null> {
    const { email, user, clientKey } = attempt;
    if (attempt.trusted) {
      const failures = await locked.countRecentAccountFailures(
        email,
        true,
        LOGIN_POLICY.trustedLockout.windowSeconds,
      );
      if (failures >= LOGIN_POLICY.trustedLockout.failures) return { reason: 'locked' };
      const wait = await locked.accountThrottle(email, true, LOGIN_POLICY.trustedAccount);
      return wait === null ? null : { reason: 'throttled', retryAfterSeconds: wait };
    }
    if (user) {
      const lockout = await locked.lockoutCount(email, LOGIN_POLICY.lockout.windowSeconds);
      const lockPending = lockout.pending > 0 && lockout.failures >= LOGIN_POLICY.lockout.failures;
      if (lockout.locked || lockPending) return { reason: 'locked' };
    }
    const wait = longestWait(
      await locked.accountThrottle(email, false, LOGIN_POLICY.account),
      await locked.ipThrottle(clientKey, LOGIN_POLICY.ip),
    );
    return wait === null ? null : { reason: 'throttled', retryAfterSeconds: wait };
  }

  /**
   * Counts the attempt before its password is checked: the refusal rules and the reservation are one
   * step under the account's and the client's locks, so attempts at once, on any replica, are counted
   * as if one after another. An unknown e-mail (bound to fail, whatever the password) writes its row
   * only under identity's ceiling on such rows a minute, all clients together; past it its failure
   * is folded on its client's bucket, which its client's throttle adds to its rows, so the throttle
   * counts it all the same (login-attempt.repository.ts). Under that ceiling the row keeps the
   * e-mail only under the stranger trail's ceiling; past it the row counts for its client alone (a
   * rotating flood of long e-mails would otherwise write one e-mail and its index entry per request).
   */
  async function admit(attempt: Attempt): Promise<Admission> {
    // Counts only grow until time or a success lowers them: an attempt refused by what is already
    // written is refused without waiting for the locks, so a flood's refusals never queue there.
    const refusedAlready = await refusalOf(attempt, attempts);
    if (refusedAlready) return { refusal: refusedAlready, attemptId: null };
    const keepsRow = attempt.user !== null || (await attempts.admitUnknownEmailRow());
    const keepsEmail = attempt.user !== null || (keepsRow && (await telemetry.admitStrangerRows(1)));
    const scope = { email: attempt.email, clientKey: attempt.trusted ? null : attempt.clientKey };
    return attempts.serialized(scope, async (locked): Promise<Admission> => {
      const refusal = await refusalOf(attempt, locked);
      if (refusal) return { refusal, attemptId: null };
      if (!keepsRow) {
        await locked.foldFailure(attempt.clientKey, LOGIN_POLICY.ip.windowSeconds);
        return { refusal: null, attemptId: null };
      }
      const attemptId = await locked.reserve({
        email: keepsEmail ? attempt.email : UNNAMED_ACCOUNT,
        ip: attempt.clientKey,
        trusted: attempt.trusted,
      });
      return { refusal: null, attemptId };
    });
  }

  /**
   * Settles a stranger's failure of a real account and locks the account to strangers once their
   * settled failures reach the threshold (a high-severity event), in one step under the account's
   * lock: an attempt reserved meanwhile sees either the failure still pending or the lock.
   */
  async function settleAndLock(
    user: LoginCandidate,
    attemptId: number,
    client: RequestClient,
  ): Promise<void> {
    const lockedAfter = await attempts.serialized(
      { email: user.email, clientKey: null },
      async (locked): Promise<number | null> => {
        await locked.settle(attemptId, false);
        const { failures, pending } = await locked.lockoutCount(
          user.email,
          LOGIN_POLICY.lockout.windowSeconds,
        );
        const settled = failures - pending;
        if (settled < LOGIN_POLICY.lockout.failures) return null;
        return (await locked.lockAccount(user.email, LOGIN_POLICY.lockout.lockSeconds)) ? settled : null;
      },
    );
    if (lockedAfter === null) return;
    deps.logger.warn(
      { userId: user.id, failures: lockedAfter },
      'account locked after repeated failed logins',
    );
    await telemetry.recordSecurityEvent({
      eventType: 'account_locked',
      severity: 'high',
      email: user.email,
      ipAddress: client.ip,
      userAgent: client.userAgent,
      details: { failures: lockedAfter, lockedForSeconds: LOGIN_POLICY.lockout.lockSeconds },
    });
  }

  /**
   * The audit row and security event of a failed attempt (the event folds repeats of one client).
   * A stranger's trail (a refusal, or an e-mail that names no account) is under the minute's
   * ceiling: past it, only one folded event counts it. A checked password of a real account is
   * always written: the account's throttle bounds those.
   */
  async function recordTrail(
    attempt: Attempt,
    reason: LoginFailureReason,
    keepEmail: boolean,
  ): Promise<void> {
    const { email, user, client } = attempt;
    const event = {
      email: keepEmail ? email : null,
      ipAddress: client.ip,
      userAgent: client.userAgent,
    };
    const trail = {
      event:
        reason === 'throttled'
          ? { ...event, eventType: 'login_throttled', severity: 'medium' as const }
          : { ...event, eventType: 'login_failed', severity: 'low' as const, details: { reason } },
      ...(keepEmail && {
        audit: {
          action: 'login_failed',
          success: false,
          userId: user?.id ?? null,
          email,
          ipAddress: client.ip,
          userAgent: client.userAgent,
          organizationId: user?.organizationId ?? null,
          details: { reason },
        },
      }),
    };
    if (reason !== 'wrong_password') {
      await telemetry.recordStrangerTrail(trail);
      return;
    }
    if (trail.audit) await telemetry.recordAudit(trail.audit);
    await telemetry.recordSecurityEvent(trail.event);
  }

  /** A checked password that was wrong (or an account that cannot sign in): counted, and may lock. */
  async function recordFailure(
    attempt: Attempt,
    attemptId: number | null,
    reason: LoginFailureReason,
  ): Promise<void> {
    // A folded attempt (attemptId null) was counted as failed when admitted: nothing to settle.
    if (attemptId !== null) {
      if (attempt.user && !attempt.trusted) await settleAndLock(attempt.user, attemptId, attempt.client);
      else await attempts.settle(attemptId, false);
    }
    await recordTrail(attempt, reason, true);
  }

  /**
   * An attempt refused before its password was checked: never counted toward a throttle or the
   * lock. Its trail is capped per client and minute: past LOGIN_POLICY.refusalTrail, no audit row
   * and no e-mail, so a flood of ever new e-mails from one client stays one event row.
   */
  async function recordRefusal(attempt: Attempt, reason: LoginFailureReason): Promise<void> {
    const { hits } = await deps.rateLimits.hit(
      `login-refusal-trail:${attempt.clientKey}`,
      LOGIN_POLICY.refusalTrail.windowSeconds,
    );
    await recordTrail(attempt, reason, hits <= LOGIN_POLICY.refusalTrail.perMinute);
  }

  return {
    /**
     * Checks, in this order: disabled account, then the lock and the throttles that apply to this
     * browser (even with the right password), which reserve the attempt when they let it through,
     * then the credentials. Success opens a rotated session.
     */
    async login(
      credentials: LoginRequest,
      client: RequestClient,
      previousToken: string | null,
      deviceTrust: DeviceTrust,
    ): Promise<IssuedSession> {
      const email = credentials.email;
      const user = await users.findLoginCandidate(email);
      const trusted = user !== null && deviceTrust(user.id);
      const attempt: Attempt = { email, user, client, clientKey: clientKeyOf(client.ip), trusted };

      if (user?.isDisabled) {
        await recordRefusal(attempt, 'disabled');
        throw new ForbiddenError(AUTH_MESSAGES.disabled);
      }
      const admission = await admit(attempt);
      if (admission.refusal !== null) {
        const { refusal } = admission;
        await recordRefusal(attempt, refusal.reason);
        if (refusal.reason === 'locked') throw new ForbiddenError(AUTH_MESSAGES.locked);
        throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, refusal.retryAfterSeconds);
      }
      const { attemptId } = admission;

      // Always verify (against a dummy hash without a real one): unknown e-mails cost the same time.
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || user.passwordHash === null) {
        await recordFailure(attempt, attemptId, user ? 'pending_registration' : 'unknown_email');
        throw new UnauthorizedError(AUTH_MESSAGES.noAccount);
      }
      if (!passwordMatches) {
        await recordFailure(attempt, attemptId, 'wrong_password');
        throw new UnauthorizedError(AUTH_MESSAGES.incorrectPassword);
      }

      // A known account's attempt always has its row (only unknown e-mails fold).
      if (attemptId === null) throw new Error('a known account signed in without a reserved attempt');
      await attempts.settle(attemptId, true);
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
