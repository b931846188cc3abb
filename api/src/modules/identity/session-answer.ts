import type { AppRouterContext } from '../../platform/http';
import { writeDeviceCookie } from './device-cookie';
import type { IssuedSession } from './identity.types';
import { writeSessionCookie } from './session-cookie';

/**
 * A signed-in browser's answer: the session cookie, and the device cookie that makes this browser
 * one of the account's own (strangers' lockout and throttling no longer apply to it).
 */
export function answerWithSession(ctx: AppRouterContext, issued: IssuedSession, status: 200 | 201): void {
  writeSessionCookie(ctx.cookies, ctx.secure, issued.token, issued.maxAgeSeconds);
  writeDeviceCookie(ctx.cookies, ctx.secure, issued.session.user.id);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = issued.session;
}
