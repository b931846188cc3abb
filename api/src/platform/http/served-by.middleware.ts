import type { AppMiddleware } from './app-state';

export const SERVED_BY_HEADER = 'X-Served-By';

/**
 * Names the replica that answered (INSTANCE_ID) on every answer, errors included, so an operator
 * behind a load balancer can tell which process served a request. Mounted only when a name is set.
 */
export function servedBy(instanceId: string): AppMiddleware {
  return (ctx, next) => {
    ctx.set(SERVED_BY_HEADER, instanceId);
    return next();
  };
}
