import { NotFoundError } from '../errors';
import type { AppMiddleware } from './app-state';

/** Last in the chain: whatever nothing answered is a JSON 404 (unknown /api routes included). */
export function notFound(): AppMiddleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body === undefined && ctx.status === 404) throw new NotFoundError();
  };
}
