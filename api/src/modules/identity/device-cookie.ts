import { randomBytes } from 'node:crypto';
import { API_PATHS } from '../../contract';
import { signedCookieOptions, type Cookies } from './session-cookie';

/** One cookie per account the browser signed in to: `bp_device_<user id>`. */
const DEVICE_COOKIE_PREFIX = 'bp_device_';
/** A browser stays the account's own for a year after its last successful sign-in. */
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

function deviceCookieName(userId: number): string {
  return `${DEVICE_COOKIE_PREFIX}${userId}`;
}

/**
 * OWASP's device cookie against online guessing: a browser that signed in to an account gets a
 * cookie naming that account, signed with SESSION_SECRET like the session cookie (so it cannot be
 * made or moved to another account without a successful sign-in), with the session cookie's
 * HttpOnly, SameSite=Lax and Secure. Its value is a random nonce: only its signature and its name
 * are read. It is sent with sign-ins only (its path), and lockout and throttling of strangers do
 * not apply to the browsers holding it.
 */
export function holdsDeviceCookie(cookies: Cookies, userId: number): boolean {
  return Boolean(cookies.get(deviceCookieName(userId), { signed: true }));
}

export function writeDeviceCookie(cookies: Cookies, secure: boolean, userId: number): void {
  cookies.set(deviceCookieName(userId), randomBytes(16).toString('base64url'), {
    ...signedCookieOptions(secure),
    path: API_PATHS.login,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}
