import type { Response } from 'supertest';
import { API_PATHS } from '../contract';
import { DEMO_PASSWORD } from '../modules/identity';
import { TEST_ORIGIN, type TestApp } from './test-app';

export { DEMO_PASSWORD };

/** The Set-Cookie line of the session cookie in a response, if any. */
export function sessionSetCookie(response: Response): string | undefined {
  return setCookieLines(response).find((line) => line.startsWith('bp_session='));
}

function setCookieLines(response: Response): string[] {
  const header: unknown = response.headers['set-cookie'];
  return Array.isArray(header) ? header.filter((line): line is string => typeof line === 'string') : [];
}

/** 'bp_session=<token>; bp_session.sig=<signature>', ready for a Cookie header. */
export function sessionCookie(response: Response): string {
  const pairs = setCookieLines(response)
    .filter((line) => line.startsWith('bp_session=') || line.startsWith('bp_session.sig='))
    .map((line) => line.split(';')[0] ?? '');
  if (pairs.length !== 2 || pairs.some((pair) => pair.endsWith('='))) {
    throw new Error(`no signed session cookie in the answer (status ${response.status})`);
  }
  return pairs.join('; ');
}

/** The raw session token inside a Cookie header made by sessionCookie(). */
export function sessionTokenOf(cookie: string): string {
  const match = /(?:^|; )bp_session=([^;]+)/.exec(cookie);
  if (!match?.[1]) throw new Error('no session token in the cookie');
  return match[1];
}

let addressCounter = 0;
/** A distinct client address per call, so per-IP counters of one test do not leak into another. */
export function freshClientIp(): string {
  addressCounter += 1;
  return `203.0.113.${addressCounter % 250}`;
}

export function login(app: TestApp, email: string, password = DEMO_PASSWORD, clientIp = freshClientIp()) {
  return app
    .http()
    .post(API_PATHS.login)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', clientIp)
    .send({ email, password });
}

/** Signs in and returns the session cookie. */
export async function signIn(app: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await login(app, email, password);
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${response.text}`);
  return sessionCookie(response);
}

/** Each demo account signs in once per test file; writes go out as the portal's own pages send them. */
export function actingAs(app: () => TestApp) {
  const cookies = new Map<string, string>();
  return {
    async as(email: string): Promise<string> {
      const known = cookies.get(email);
      if (known) return known;
      const cookie = await signIn(app(), email);
      cookies.set(email, cookie);
      return cookie;
    },
    write(method: 'post' | 'patch' | 'delete', path: string, cookie: string) {
      return app().http()[method](path).set('Origin', TEST_ORIGIN).set('Cookie', cookie);
    },
  };
}
