import type { AppMiddleware } from './app-state';
import { matchedRouteOf } from './matched-route';

/**
 * One line per request, written when the response has been sent (or the client went away), so
 * the status is the final one, including answers produced by the error middleware. Besides the
 * request id (bound to ctx.state.log), it names the route template and the signed-in actor.
 */
export function accessLog(): AppMiddleware {
  return async (ctx, next) => {
    const startedAt = process.hrtime.bigint();
    const write = (): void => {
      ctx.res.removeListener('finish', write);
      ctx.res.removeListener('close', write);
      const durationMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
      const actor = ctx.state.actor;
      const line = {
        method: ctx.method,
        path: ctx.path,
        route: matchedRouteOf(ctx),
        actor: actor ? { userId: actor.userId, role: actor.role } : null,
        status: ctx.res.writableFinished ? ctx.status : 499,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      if (line.status >= 500) ctx.state.log.warn(line, 'request failed');
      else ctx.state.log.info(line, 'request');
    };
    ctx.res.once('finish', write);
    ctx.res.once('close', write);
    await next();
  };
}
