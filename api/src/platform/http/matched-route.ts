import type { AppContext } from './app-state';

/** The label of a request no router answered (static files, unknown paths): one value, never the path. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template (`/api/bookings/:id`) @koa/router matched for this request, or UNMATCHED_ROUTE.
 * Metrics and logs use it instead of the raw path, which carries ids and would make labels unbounded.
 */
export function matchedRouteOf(ctx: AppContext): string {
  const route: unknown = Reflect.get(ctx, '_matchedRoute');
  return typeof route === 'string' ? route : UNMATCHED_ROUTE;
}
