import compose from 'koa-compose';
import { WRITE_METHODS, type AppMiddleware } from './app-state';

/**
 * Middleware that concern state-changing requests only (the origin check, the body's type and its
 * parsing), run as one step: reads pass it with one method check instead of one step per middleware,
 * each of which also only looked at the method before passing them on.
 */
export function writesOnly(middlewares: readonly AppMiddleware[]): AppMiddleware {
  const forWrites = compose([...middlewares]);
  return (ctx, next) => (WRITE_METHODS.has(ctx.method) ? forWrites(ctx, next) : next());
}
