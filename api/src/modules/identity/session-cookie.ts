import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE_NAME, type AppContext } from '../../platform/http';

export type Cookies = AppContext['cookies'];
type CookieOptions = NonNullable<Parameters<Cookies['set']>[2]>;

/**
 * HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site posts), Secure when the
 * request arrived over TLS (directly or, with TRUST_PROXY, at the proxy). Signed with
 * SESSION_SECRET (the app's keys): a forged or altered cookie is refused before any database
 * lookup, and rotating the secret ends every session.
 */
export function signedCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, overwrite: true, signed: true };
}

/** The app's signing keys as Koa holds them (`app.keys`). */
export type SigningKeys = AppContext['app']['keys'];

const SIGNATURE_COOKIE_NAME = `${SESSION_COOKIE_NAME}.sig`;

/** How keygrip (and so the cookies library) signs: HMAC-SHA1, base64url without padding. */
function signatureOf(data: string, key: string): string {
  return createHmac('sha1', key).update(data).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The session token, only when its signature is valid. Given the app's keys, a cookie signed with
 * the current key is checked with one HMAC: the cookies library's check makes three (keygrip's
 * constant-time compare signs both sides again with a random key), a tenth of a session read's CPU.
 * Anything else (an older key's signature, which the library re-signs, or a bad one, whose
 * signature cookie it clears) goes through the library.
 */
export function readSessionToken(cookies: Cookies, keys?: SigningKeys): string | null {
  const current = Array.isArray(keys) ? keys[0] : undefined;
  if (current !== undefined) {
    const value = cookies.get(SESSION_COOKIE_NAME, { signed: false });
    if (!value) return null;
    const signature = cookies.get(SIGNATURE_COOKIE_NAME, { signed: false });
    if (signature && sameText(signature, signatureOf(`${SESSION_COOKIE_NAME}=${value}`, current)))
      return value;
  }
  return cookies.get(SESSION_COOKIE_NAME, { signed: true }) || null;
}

export function writeSessionCookie(
  cookies: Cookies,
  secure: boolean,
  token: string,
  maxAgeSeconds: number,
): void {
  cookies.set(SESSION_COOKIE_NAME, token, { ...signedCookieOptions(secure), maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(cookies: Cookies, secure: boolean): void {
  cookies.set(SESSION_COOKIE_NAME, null, signedCookieOptions(secure));
}
