import type { ParameterizedContext, Middleware } from 'koa';
import type { RouterContext } from '@koa/router';
import type { Role } from '../../contract';
import type { Logger } from '../logger';

/** Who is calling, resolved from the session cookie alone (never from request headers). */
export interface Actor {
  userId: number;
  email: string;
  role: Role;
  organizationId: number | null;
  department: string | null;
}

export interface AppState {
  readonly requestId: string;
  /** Request-scoped logger carrying the request id. */
  readonly log: Logger;
  /** Set by the authorization middleware on routes that need a session. */
  actor?: Actor;
}

export type AppContext = ParameterizedContext<AppState>;
export type AppMiddleware = Middleware<AppState>;
export type AppRouterContext = RouterContext<AppState>;

/** The HttpOnly cookie carrying the session token. */
export const SESSION_COOKIE_NAME = 'bp_session';

/** The methods that change state: they carry bodies and must pass the origin check. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every API route lives under this prefix; everything else is a page, an asset or a probe. */
export const API_PATH_PREFIX = '/api/';
