import { API_PATHS, loginSchema, registerRequestSchema } from '../../contract';
import { parseInput, requestClientOf, type AppRouterContext, type GuardedRouter } from '../../platform/http';
import type { AccessControl } from './access-control.middleware';
import { holdsDeviceCookie, writeDeviceCookie } from './device-cookie';
import type { IssuedSession } from './identity.types';
import { userLookupQuerySchema, userPermissionsQuerySchema } from './identity.schema';
import type { LoginService } from './login.service';
import type { RegistrationService } from './registration.service';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './session-cookie';
import type { SessionService } from './session.service';
import type { UserLookupService } from './user-lookup.service';

export interface IdentityRoutesDeps {
  access: AccessControl;
  login: LoginService;
  registration: RegistrationService;
  sessions: SessionService;
  lookup: UserLookupService;
}

/** The register screen looks e-mails up as the user types: generous, but bounded per IP. */
const USER_LOOKUP_LIMIT = { name: 'user-by-email', points: 30, windowSeconds: 60 };

/**
 * A signed-in browser's answer: the session cookie, and the device cookie that makes this browser
 * one of the account's own (strangers' lockout and throttling no longer apply to it).
 */
function answerWithSession(ctx: AppRouterContext, issued: IssuedSession, status: 200 | 201): void {
  writeSessionCookie(ctx.cookies, ctx.secure, issued.token, issued.maxAgeSeconds);
  writeDeviceCookie(ctx.cookies, ctx.secure, issued.session.user.id);
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.body = issued.session;
}

export function createIdentityRouter(deps: IdentityRoutesDeps): GuardedRouter {
  return deps.access
    .createRouter()
    .route({
      method: 'POST',
      path: API_PATHS.login,
      policy: { access: 'public' },
      async handle(ctx) {
        const credentials = await parseInput(loginSchema, ctx.request.body);
        const issued = await deps.login.login(
          credentials,
          requestClientOf(ctx),
          readSessionToken(ctx.cookies),
          (userId) => holdsDeviceCookie(ctx.cookies, userId),
        );
        answerWithSession(ctx, issued, 200);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.logout,
      policy: { access: 'public' },
      async handle(ctx) {
        const token = readSessionToken(ctx.cookies);
        if (token) await deps.sessions.end(token);
        clearSessionCookie(ctx.cookies, ctx.secure);
        ctx.status = 204;
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.session,
      policy: { access: 'session' },
      async handle(ctx, actor) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = deps.sessions.describeActor(actor);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.register,
      policy: { access: 'public' },
      async handle(ctx) {
        const request = await parseInput(registerRequestSchema, ctx.request.body);
        const issued = await deps.registration.register(
          request,
          requestClientOf(ctx),
          readSessionToken(ctx.cookies),
        );
        answerWithSession(ctx, issued, 201);
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.userPermissions,
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const { email } = await parseInput(userPermissionsQuerySchema, ctx.query);
        ctx.body = await deps.lookup.permissionsOf(actor, email, requestClientOf(ctx));
      },
    })
    .route({
      method: 'GET',
      path: '/api/user-by-email/:email',
      policy: { access: 'public' },
      before: [deps.access.rateLimit(USER_LOOKUP_LIMIT)],
      async handle(ctx) {
        const { organizationId } = await parseInput(userLookupQuerySchema, ctx.query);
        ctx.body = await deps.lookup.findByEmail(ctx.params.email ?? '', organizationId);
      },
    });
}
