import Router from '@koa/router';
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

/**
 * A @koa/router whose every route declares its access policy, enforced by the shared authorizer,
 * and which can list what it registered.
 */
export class GuardedRouter {
  private readonly router = new Router<AppState>();
  private readonly listing: RouteListing[] = [];

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
    const chain = [this.authorize(definition.policy), ...(definition.before ?? []), handler];
    this.router.register(definition.path, [definition.method], chain);
    this.listing.push({ method: definition.method, path: definition.path, policy: definition.policy });
    return this;
  }

  routes(): ReturnType<Router<AppState>['routes']> {
    return this.router.routes();
  }

  listRoutes(): readonly RouteListing[] {
    return [...this.listing];
  }
}
