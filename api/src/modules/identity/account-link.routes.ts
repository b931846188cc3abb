import {
  accountLinkPasswordSchema,
  accountLinkTokenSchema,
  API_PATHS,
  passwordResetRequestSchema,
  registrationConfirmSchema,
} from '../../contract';
import type * as yup from 'yup';
import {
  parseInput,
  requestClientOf,
  type AppMiddleware,
  type GuardedRouter,
  type PublicRoute,
  type RequestClient,
} from '../../platform/http';
import type { AccessControl, RateLimitRule } from '../../platform/http';
import type { AccountLinkService } from './account-link.service';
import type { IssuedSession } from './identity.types';
import type { InvitationService } from './invitation.service';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import { answerWithSession } from './session-answer';
import { readSessionToken } from './session-cookie';

export interface AccountLinkRoutesDeps {
  access: AccessControl;
  links: AccountLinkService;
  invitations: InvitationService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
}

/**
 * Reading and using mailed links, per client address: a page reads its link, then submits it.
 * Tokens are 256 random bits, so this bounds load, not guessing.
 */
const ACCOUNT_LINK_LIMIT: RateLimitRule = { name: 'account-link', points: 60, windowSeconds: 15 * 60 };
/** Reset requests per client address, as many as sign-in's failures from one address (LOGIN_POLICY.ip). */
const PASSWORD_RESET_LIMIT: RateLimitRule = { name: 'password-reset', points: 20, windowSeconds: 15 * 60 };

/** Uses a mailed link with a password and signs the browser in (the token and password from the body). */
type LinkCompletion = (
  token: string,
  password: string,
  client: RequestClient,
  previousToken: string | null,
) => Promise<IssuedSession>;

/** A route that completes a mailed link (invitation, registration, reset): the same shape for each. */
function linkCompletion(
  path: string,
  schema: yup.ObjectSchema<{ token: string; password: string }>,
  complete: LinkCompletion,
  status: 200 | 201,
  limit: AppMiddleware,
): PublicRoute {
  return {
    method: 'POST',
    path,
    policy: { access: 'public' },
    before: [limit],
    async handle(ctx) {
      const { token, password } = await parseInput(schema, ctx.request.body);
      const issued = await complete(token, password, requestClientOf(ctx), readSessionToken(ctx.cookies));
      answerWithSession(ctx, issued, status);
    },
  };
}

/** The routes behind the pages that mailed links open: public, rate-limited, tokens in bodies only. */
export function registerAccountLinkRoutes(router: GuardedRouter, deps: AccountLinkRoutesDeps): GuardedRouter {
  const linkLimit = deps.access.rateLimit(ACCOUNT_LINK_LIMIT);
  return router
    .route({
      method: 'POST',
      path: API_PATHS.accountLink,
      policy: { access: 'public' },
      before: [linkLimit],
      async handle(ctx) {
        const { token } = await parseInput(accountLinkTokenSchema, ctx.request.body);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await deps.links.describe(token);
      },
    })
    .route(
      linkCompletion(
        API_PATHS.invitationAccept,
        accountLinkPasswordSchema,
        deps.invitations.accept,
        201,
        linkLimit,
      ),
    )
    .route(
      linkCompletion(
        API_PATHS.registerConfirm,
        registrationConfirmSchema,
        deps.registration.confirm,
        201,
        linkLimit,
      ),
    )
    .route({
      method: 'POST',
      path: API_PATHS.passwordResetRequest,
      policy: { access: 'public' },
      before: [deps.access.rateLimit(PASSWORD_RESET_LIMIT)],
      async handle(ctx) {
        const { email } = await parseInput(passwordResetRequestSchema, ctx.request.body);
        ctx.status = 202;
        ctx.body = deps.passwordReset.request(email, requestClientOf(ctx));
      },
    })
    .route(
      linkCompletion(
        API_PATHS.passwordResetComplete,
        accountLinkPasswordSchema,
        deps.passwordReset.complete,
        200,
        linkLimit,
      ),
    );
}
