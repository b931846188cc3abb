import { AUTH_MESSAGES } from './messages';

/**
 * Why a session the browser still presents no longer works, as a 401 answer's `reason` names it:
 * its account was disabled, it was signed out (from another window or device), its account's password
 * was reset, or it expired. Only a validly signed session cookie gets one: an answer to any other
 * request says nothing more than 'Authentication required'.
 */
const SESSION_END_REASONS = ['disabled', 'signed_out', 'password_reset', 'expired'] as const;

export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);
}

/**
 * Why the portal's page sent its user to the sign-in page: a reason the server named, or 'unknown'
 * when the session was refused without one (the browser no longer held the cookie: signed out in
 * another tab, or the cookie expired).
 */
export type SessionEndCause = SessionEndReason | 'unknown';

/** What the sign-in page says when a session ended under an open page. */
export const SESSION_END_MESSAGES: Readonly<Record<SessionEndCause, string>> = {
  disabled: AUTH_MESSAGES.disabled,
  signed_out: 'You have been signed out. Please sign in again.',
  password_reset: 'Your password has been changed. Please sign in with your new password.',
  expired: 'Your session has expired. Please sign in again.',
  unknown: 'Your session has ended. Please sign in again.',
};
