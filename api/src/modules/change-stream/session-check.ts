import { UnauthorizedError } from '../../platform/errors';
import type { AccessControl, AppContext } from '../../platform/http';
import type { SessionCheck } from './change-stream.service';

/**
 * The stream's session re-read by the same authorization every request passes (access control's
 * `session` policy), on a view of the stream's request whose cookies are never written: the
 * answer's headers went out long ago, and a refused session must not try to clear its cookie there.
 * Null once the session ended; any other failure (the database away) is thrown.
 */
export function sessionCheckOf(access: AccessControl, ctx: AppContext): SessionCheck {
  const authorize = access.authorize({ access: 'session' });
  const readOnlyCookies = Object.create(ctx.cookies, {
    set: {
      value(this: AppContext['cookies']) {
        return this;
      },
    },
  }) as AppContext['cookies'];
  return async () => {
    const state = { ...ctx.state };
    const probe = Object.create(ctx, {
      cookies: { value: readOnlyCookies },
      state: { value: state },
    }) as AppContext;
    try {
      await authorize(probe, async () => undefined);
    } catch (error) {
      if (error instanceof UnauthorizedError) return null;
      throw error;
    }
    return state.actor ?? null;
  };
}
