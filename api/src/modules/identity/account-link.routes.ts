import {
  accountLinkPasswordSchema,
  accountLinkTokenSchema,
  API_PATHS,
  passwordResetRequestSchema,
  registrationConfirmSchema,
} from '../../contract';
import { parseInput, requestClientOf, type GuardedRouter } from '../../platform/http';
import type { AccessControl, RateLimitRule } from './access-control.middleware';
import type { AccountLinkService } from './account-link.service';
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
    .route({
      method: 'POST',
      path: API_PATHS.invitationAccept,
      policy: { access: 'public' },
      before: [linkLimit],
      async handle(ctx) {
        const { token, password } = await parseInput(accountLinkPasswordSchema, ctx.request.body);
        const issued = await deps.invitations.accept(
          token,
          password,
          requestClientOf(ctx),
          readSessionToken(ctx.cookies),
        );
        answerWithSession(ctx, issued, 201);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.registerConfirm,
      policy: { access: 'public' },
      before: [linkLimit],
      async handle(ctx) {
        const { token, password } = await parseInput(registrationConfirmSchema, ctx.request.body);
        const issued = await deps.registration.confirm(
          token,
          password,
          requestClientOf(ctx),
          readSessionToken(ctx.cookies),
        );
        answerWithSession(ctx, issued, 201);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.passwordResetRequest,
      policy: { access: 'public' },
      before: [deps.access.rateLimit(PASSWORD_RESET_LIMIT)],
      async handle(ctx) {
        const { email } = await parseInput(passwordResetRequestSchema, ctx.request.body);
        ctx.status = 202;
        ctx.body = await deps.passwordReset.request(email);
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.passwordResetComplete,
      policy: { access: 'public' },
      before: [linkLimit],
      async handle(ctx) {
        const { token, password } = await parseInput(accountLinkPasswordSchema, ctx.request.body);
        const issued = await deps.passwordReset.complete(
          token,
          password,
          requestClientOf(ctx),
          readSessionToken(ctx.cookies),
        );
        answerWithSession(ctx, issued, 200);
      },
    });
}
