import Router, { type RouterMiddleware } from '@koa/router';
import type { Role } from '../../contract';
import { UnauthorizedError } from '../errors';
import type { Actor, AppMiddleware, AppRouterContext, AppState } from './app-state';

export type PublicPolicy = { access: 'public' };
export type SessionPolicy = { access: 'session' };
export type RolesPolicy = { access: 'roles'; roles: readonly Role[] };
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
    const handler = async (ctx: AppRouterContext): Promise<void> => {
      if (isPublicRoute(definition)) return definition.handle(ctx);
      const actor = ctx.state.actor;
      if (!actor) throw new UnauthorizedError();
      return definition.handle(ctx, actor);
    };
    this.registered.push({
      listing: { method: definition.method, path: definition.path, policy: definition.policy },
      chain: [this.authorize(definition.policy), ...(definition.before ?? []), handler],
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

function routerOf(routes: readonly RegisteredRoute[]): RoutesMiddleware {
  const router = new Router<AppState>();
  for (const { listing, chain } of routes) router.register(listing.path, [listing.method], chain);
  return router.routes();
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
  const dispatchers = new Map([...routesByKey].map(([key, routes]) => [key, routerOf(routes)] as const));
  return (ctx, next) => {
    const dispatch = dispatchers.get(dispatchKeyOf(ctx.path));
    return dispatch ? dispatch(ctx as AppRouterContext, next) : next();
  };
}
