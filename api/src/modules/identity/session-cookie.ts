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

/** The session token, only when its signature is valid. */
export function readSessionToken(cookies: Cookies): string | null {
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
