/**
 * Login throttling and lockout (docs/ARCHITECTURE.md section 7): counted in login_attempts, so every replica
 * agrees. Attempts are counted apart by who makes them: strangers (no valid device cookie for the
 * account) and the account's own browsers (one; see device-cookie.ts). Only attempts whose password
 * was checked are counted: a refused attempt (429, locked, disabled) never counts toward anything.
 */
export const LOGIN_POLICY = {
  /** Strangers' failures of one account (since a stranger's last success) that throttle strangers. */
  account: { limit: 5, windowSeconds: 15 * 60 },
  /** Strangers' failures from one client (an IPv6 one by its /64) that throttle it, whatever the accounts. */
  ip: { limit: 20, windowSeconds: 15 * 60 },
  /** Strangers' failures of one account within an hour that lock it to strangers for an hour. */
  lockout: { failures: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  /** The account's own browsers' failures (since their last success) that throttle them. */
  trustedAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** The account's own browsers' failures within an hour that lock them out while they last. */
  trustedLockout: { failures: 10, windowSeconds: 60 * 60 },
  /**
   * Refused attempts per client (an IPv6 one by its /64) and minute that leave an audit row and their
   * e-mail on the security event; past it a refusal is only counted, on the client's one folded event.
   * Across all clients, telemetry's ceiling on strangers' rows a minute applies on top.
   */
  refusalTrail: { perMinute: 10, windowSeconds: 60 },
} as const;

export type LoginFailureReason =
  'unknown_email' | 'pending_registration' | 'wrong_password' | 'disabled' | 'locked' | 'throttled';

/** A day beyond the longest window: a login attempt is pruned well after any rule stops reading it. */
const LOGIN_ATTEMPT_MARGIN_SECONDS = 24 * 60 * 60;

/**
 * How long login_attempts keeps an attempt: the longest window any rule above reads, plus the
 * margin (identity's housekeeping prunes older ones). Each window comes from LOGIN_POLICY, so a
 * longer rule keeps its attempts longer without anyone remembering this.
 */
export const LOGIN_ATTEMPT_KEEP_SECONDS =
  Math.max(
    LOGIN_POLICY.account.windowSeconds,
    LOGIN_POLICY.ip.windowSeconds,
    LOGIN_POLICY.lockout.windowSeconds,
    LOGIN_POLICY.trustedAccount.windowSeconds,
    LOGIN_POLICY.trustedLockout.windowSeconds,
  ) + LOGIN_ATTEMPT_MARGIN_SECONDS;
