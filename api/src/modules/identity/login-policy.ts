/** Login throttling and lockout (DESIGN.md section 7): counted in login_attempts, so every replica agrees. */
export const LOGIN_POLICY = {
  /** Failures of one account (since its last success) that throttle it. */
  account: { limit: 5, windowSeconds: 15 * 60 },
  /** Failures from one IP address that throttle it, whatever the accounts. */
  ip: { limit: 20, windowSeconds: 15 * 60 },
  /** Failures of one account within an hour that lock it for an hour. */
  lockout: { failures: 10, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
} as const;

export type LoginFailureReason =
  'unknown_email' | 'pending_registration' | 'wrong_password' | 'disabled' | 'locked' | 'throttled';
