import { API_PATHS, loginSchema, registerRequestSchema } from '../../contract';
import { parseInput, requestClientOf, type GuardedRouter } from '../../platform/http';
import type { AccessControl, RateLimitRule } from '../../platform/http';
import { holdsDeviceCookie } from './device-cookie';
import { userLookupQuerySchema, userPermissionsQuerySchema } from './identity.schema';
import type { LoginService } from './login.service';
import type { RegistrationService } from './registration.service';
import { answerWithSession } from './session-answer';
import { clearSessionCookie, readSessionToken } from './session-cookie';
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
const USER_LOOKUP_LIMIT: RateLimitRule = { name: 'user-by-email', points: 30, windowSeconds: 60 };
/**
 * Registrations per client address, as many as sign-in's failures from one address
 * (LOGIN_POLICY.ip): each answer says whether an e-mail was added, so they are look-ups too.
 */
const REGISTRATION_LIMIT: RateLimitRule = { name: 'register', points: 20, windowSeconds: 15 * 60 };
/** Permission look-ups per client address (an e-mail's permissions, for provider staff any e-mail's). */
const USER_PERMISSIONS_LIMIT: RateLimitRule = { name: 'user-permissions', points: 30, windowSeconds: 60 };

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
      before: [deps.access.rateLimit(REGISTRATION_LIMIT)],
      async handle(ctx) {
        const request = await parseInput(registerRequestSchema, ctx.request.body);
        // No session: the link mailed to the address finishes the account (register/confirm).
        ctx.status = 202;
        ctx.body = await deps.registration.register(request, requestClientOf(ctx));
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.userPermissions,
      policy: { access: 'session' },
      before: [deps.access.rateLimit(USER_PERMISSIONS_LIMIT)],
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
