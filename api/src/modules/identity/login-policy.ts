/**
 * Login throttling and lockout (DESIGN.md section 7): counted in login_attempts, so every replica
 * agrees. Attempts are counted apart by who makes them: strangers (no valid device cookie for the
 * account) and the account's own browsers (one; see device-cookie.ts). Only attempts whose password
 * was checked are counted: a refused attempt (429, locked, disabled) never counts toward anything.
 */
export const LOGIN_POLICY = {
  /** Strangers' failures of one account (since a stranger's last success) that throttle strangers. */
  account: { limit: 5, windowSeconds: 15 * 60 },
  /** Strangers' failures from one IP address that throttle it, whatever the accounts. */
  ip: { limit: 20, windowSeconds: 15 * 60 },
  /** Strangers' failures of one account within an hour that lock it to strangers for an hour. */
  lockout: { failures: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  /** The account's own browsers' failures (since their last success) that throttle them. */
  trustedAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** The account's own browsers' failures within an hour that lock them out while they last. */
  trustedLockout: { failures: 10, windowSeconds: 60 * 60 },
  /**
   * Refused attempts per client address and minute that leave an audit row and their e-mail on the
   * security event; past it a refusal is only counted, on the client's one folded event.
   */
  refusalTrail: { perMinute: 10, windowSeconds: 60 },
} as const;

export type LoginFailureReason =
  'unknown_email' | 'pending_registration' | 'wrong_password' | 'disabled' | 'locked' | 'throttled';
