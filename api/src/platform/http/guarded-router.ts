import Router, { type RouterMiddleware } from '@koa/router';
import compose from 'koa-compose';
import type { Role } from '../../contract';
import { UnauthorizedError, ValidationError, type FieldError } from '../errors';
import type { Actor, AppMiddleware, AppRouterContext, AppState } from './app-state';
import { textProblem } from './input-bounds';

type PublicPolicy = { access: 'public' };
type SessionPolicy = { access: 'session' };
type RolesPolicy = { access: 'roles'; roles: readonly Role[] };
/** Who may call a route. Every route states one; nothing is allowed by omission. */
export type AccessPolicy = PublicPolicy | SessionPolicy | RolesPolicy;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Builds the middleware enforcing a policy (provided by the identity module). */
export type Authorizer = (policy: AccessPolicy) => AppMiddleware;

interface RouteBase {
  method: HttpMethod;
  path: string;
  /** Extra guards run after authorization and before the handler (e.g. rate limits). */
  before?: readonly AppMiddleware[];
}

export interface PublicRoute extends RouteBase {
  policy: PublicPolicy;
  handle(ctx: AppRouterContext): Promise<void>;
}

export interface ProtectedRoute extends RouteBase {
  policy: SessionPolicy | RolesPolicy;
  handle(ctx: AppRouterContext, actor: Actor): Promise<void>;
}

export type RouteDefinition = PublicRoute | ProtectedRoute;

/** A registered route as listed for audits and the route x role matrix tests. */
export interface RouteListing {
  method: HttpMethod;
  path: string;
  policy: AccessPolicy;
}

function isPublicRoute(route: RouteDefinition): route is PublicRoute {
  return route.policy.access === 'public';
}

/** Path parameters (decoded by the router) are held to the input limits as bodies and queries are. */
const boundedPathParameters: RouterMiddleware<AppState> = (ctx, next) => {
  const problems = Object.entries(ctx.params)
    .map(([name, value]) => textProblem(value, name))
    .filter((problem): problem is FieldError => problem !== null);
  if (problems.length > 0) throw new ValidationError(problems);
  return next();
};

type RoutesMiddleware = ReturnType<Router<AppState>['routes']>;

interface RegisteredRoute {
  listing: RouteListing;
  chain: RouterMiddleware<AppState>[];
}

/**
 * A @koa/router whose every route declares its access policy, enforced by the shared authorizer,
 * and which can list what it registered.
 */
export class GuardedRouter {
  private readonly registered: RegisteredRoute[] = [];

  constructor(private readonly authorize: Authorizer) {}

  route(definition: PublicRoute): this;
  route(definition: ProtectedRoute): this;
  route(definition: RouteDefinition): this {
    const handler = isPublicRoute(definition)
      ? (ctx: AppRouterContext): Promise<void> => definition.handle(ctx)
      : (ctx: AppRouterContext): Promise<void> => {
          const actor = ctx.state.actor;
          if (!actor) throw new UnauthorizedError();
          return definition.handle(ctx, actor);
        };
    this.registered.push({
      listing: { method: definition.method, path: definition.path, policy: definition.policy },
      chain: [
        this.authorize(definition.policy),
        ...(TEMPLATE_SYNTAX.test(definition.path) ? [boundedPathParameters] : []),
        ...(definition.before ?? []),
        handler,
      ],
    });
    return this;
  }

  listRoutes(): readonly RouteListing[] {
    return this.registered.map((route) => route.listing);
  }

  /** Its routes with their guards, for combinedRoutes. */
  registeredRoutes(): readonly RegisteredRoute[] {
    return [...this.registered];
  }
}

/** Answers by method, under a literal path. */
type ExactRoutes = Map<string, Map<string, AppMiddleware>>;

/** Characters that make a route's path a template rather than one literal path. */
const TEMPLATE_SYNTAX = /[:*?+(){}]/;

/** A route's guards and handler, composed once, with the route facts @koa/router sets before them. */
function answeringExactly(path: string, chain: readonly RouterMiddleware<AppState>[]): AppMiddleware {
  const composed = compose([...chain]);
  return (ctx, next) => {
    const routed = ctx as AppRouterContext;
    routed.params = {};
    routed.routerPath = path;
    routed._matchedRoute = path;
    return composed(routed, next);
  };
}

/**
 * @koa/router matches every request anew: the host, each route's regular expression, the matched
 * layers, and a middleware chain composed per request (about a tenth of a probe's cost). A route whose
 * path is literal, and which @koa/router itself finds to be the only route matching that path with a
 * method, is also listed here under that exact path and method: those requests skip the matching and
 * run what @koa/router would have run. Any other spelling (case, trailing slash) still goes through it.
 */
function dispatcherOf(routes: readonly RegisteredRoute[]): {
  matching: RoutesMiddleware;
  exact: ExactRoutes;
} {
  const router = new Router<AppState>();
  const registered = routes.map(({ listing, chain }) => {
    router.register(listing.path, [listing.method], chain);
    // One literal path registers one layer, at the end of the stack (Layer is not a runtime export).
    const layer = router.stack.at(-1);
    if (!layer) throw new Error(`${listing.path}: @koa/router registered no route`);
    return { layer, path: listing.path, chain };
  });
  const exact: ExactRoutes = new Map();
  for (const { layer, path, chain } of registered) {
    if (TEMPLATE_SYNTAX.test(path)) continue;
    // GET routes answer HEAD too: layer.methods lists what @koa/router made of the route's method.
    for (const method of layer.methods) {
      const matched = router.match(path, method).pathAndMethod;
      if (matched.length !== 1 || matched[0] !== layer) continue;
      const byMethod = exact.get(path) ?? new Map<string, AppMiddleware>();
      byMethod.set(method, answeringExactly(path, chain));
      exact.set(path, byMethod);
    }
  }
  return { matching: router.routes(), exact };
}

/**
 * The literal head of a path that picks its routes: '/api/bookings' for '/api/bookings/12' and
 * '/api/bookings/:id', '/healthz' for '/healthz'. Lower case, as @koa/router matches regardless of case.
 */
export function dispatchKeyOf(path: string): string {
  const segments = path.toLowerCase().split('/', 3);
  return segments[1] === 'api' ? `/api/${segments[2] ?? ''}` : `/${segments[1] ?? ''}`;
}

/**
 * One dispatcher for all the modules' routers. A request is matched only against the routes under
 * its path's head (dispatchKeyOf), in the routers' order: @koa/router tests every route of a router
 * with its regular expression, so with the modules' routers mounted one after another each request
 * was tested against every route before it, with a not-found event per router that did not own it.
 */
export function combinedRoutes(routers: readonly GuardedRouter[]): AppMiddleware {
  const routesByKey = new Map<string, RegisteredRoute[]>();
  for (const route of routers.flatMap((router) => router.registeredRoutes())) {
    const key = dispatchKeyOf(route.listing.path);
    if (/[:*(){}]/.test(key))
      throw new Error(`${route.listing.path}: a route's first segments must be literal to be dispatched`);
    const routes = routesByKey.get(key);
    if (routes) routes.push(route);
    else routesByKey.set(key, [route]);
  }
  const dispatchers = new Map<string, RoutesMiddleware>();
  // Each literal path has one head, so the exact routes of all dispatchers fit in one table.
  const exactRoutes: ExactRoutes = new Map();
  for (const [key, routes] of routesByKey) {
    const { matching, exact } = dispatcherOf(routes);
    dispatchers.set(key, matching);
    for (const [path, byMethod] of exact) exactRoutes.set(path, byMethod);
  }
  return (ctx, next) => {
    const path = ctx.path;
    const exact = exactRoutes.get(path)?.get(ctx.method);
    if (exact) return exact(ctx, next);
    const dispatch = dispatchers.get(dispatchKeyOf(path));
    return dispatch ? dispatch(ctx as AppRouterContext, next) : next();
  };
}
