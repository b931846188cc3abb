import { API_PATHS, AVAILABILITY_MESSAGES, type PerformerPageLinkDto } from '../../contract';
import {
  expectedVersionOf,
  idParam,
  requestClientOf,
  type AppMiddleware,
  type AppRouterContext,
  type GuardedRouter,
  writeContextOf,
} from '../../platform/http';
import type { AccessControl, RateLimitRule } from '../../platform/http';
import type { PerformerPageLinkService } from './performer-page-link.service';
import { WrongPageTokenError, type PerformerPageService } from './performer-page.service';

/** Only the owner makes, replaces or sends a performer's page link, as with the private feed. */
const OWNER_ONLY = { access: 'roles', roles: ['owner'] } as const;
/** The page's token is its only credential: no session is read, so no cookie is read or set. */
const TOKEN_ONLY = { access: 'public' } as const;
/** An answer carrying a page link, a feed address or a performer's gigs must not be kept by any cache. */
const NO_STORE = 'no-store';
/**
 * Page calls per minute per client address: a performer's visit makes a few; tokens are 256 random
 * bits, so this bounds load and floods rather than guessing.
 */
const PAGE_LIMIT: RateLimitRule = { name: 'performer-page', points: 60, windowSeconds: 60 };
/**
 * Wrong page tokens per client (an IPv6 one by its /64) and 15 minutes before its calls are 429: a
 * performer mistyping or holding a replaced link meets a few; a client trying tokens meets the 429.
 */
const WRONG_TOKEN_LIMIT: RateLimitRule = {
  name: 'performer-page-wrong-token',
  points: 10,
  windowSeconds: 15 * 60,
};

/** Set before anything else runs, so refusals (404, 429) carry them too. */
const privateAnswer: AppMiddleware = (ctx, next) => {
  ctx.set('Cache-Control', NO_STORE);
  ctx.set('Referrer-Policy', 'no-referrer');
  return next();
};

/** The owner's answer about a page link: no cache may keep it (it may carry the link). */
async function answerLink(ctx: AppRouterContext, link: Promise<PerformerPageLinkDto>): Promise<void> {
  const answer = await link;
  ctx.set('Cache-Control', NO_STORE);
  ctx.body = answer;
}

/** The page token of `Authorization: Bearer <token>`; '' when there is none (which names no page). */
function bearerTokenOf(ctx: AppRouterContext): string {
  return /^Bearer ([^\s]+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
}

export interface PerformerPageRouteServices {
  links: PerformerPageLinkService;
  pages: PerformerPageService;
}

/** The owner's page-link routes and the performer's own page, which only its token opens. */
export function registerPerformerPageRoutes(
  router: GuardedRouter,
  access: AccessControl,
  services: PerformerPageRouteServices,
): GuardedRouter {
  const pageGuards = [privateAnswer, access.rateLimit(PAGE_LIMIT)];
  /** The page's answer; a wrong token is counted for the client, and past the limit answered 429. */
  async function withPageToken<T>(ctx: AppRouterContext, answer: (token: string) => Promise<T>): Promise<T> {
    try {
      return await answer(bearerTokenOf(ctx));
    } catch (error) {
      if (error instanceof WrongPageTokenError) await access.countFailure(WRONG_TOKEN_LIMIT, ctx);
      throw error;
    }
  }
  return router
    .route({
      method: 'GET',
      path: '/api/performers/:id/page',
      policy: OWNER_ONLY,
      handle: (ctx) => answerLink(ctx, services.links.link(idParam(ctx.params.id))),
    })
    .route({
      method: 'POST',
      path: '/api/performers/:id/page/reset',
      policy: OWNER_ONLY,
      handle: (ctx, actor) =>
        answerLink(ctx, services.links.reset(writeContextOf(ctx, actor), idParam(ctx.params.id))),
    })
    .route({
      method: 'POST',
      path: '/api/performers/:id/page/send',
      policy: OWNER_ONLY,
      async handle(ctx, actor) {
        await services.links.send(writeContextOf(ctx, actor), idParam(ctx.params.id));
        ctx.status = 202;
        ctx.body = { message: AVAILABILITY_MESSAGES.pageLinkSent };
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.performerPage,
      policy: TOKEN_ONLY,
      before: pageGuards,
      async handle(ctx) {
        ctx.body = await withPageToken(ctx, (token) => services.pages.page(token));
      },
    })
    .route({
      method: 'POST',
      path: API_PATHS.performerPageUnavailability,
      policy: TOKEN_ONLY,
      before: pageGuards,
      async handle(ctx) {
        const period = await withPageToken(ctx, (token) =>
          services.pages.addUnavailability(token, requestClientOf(ctx), ctx.request.body),
        );
        ctx.status = 201;
        ctx.body = period;
      },
    })
    .route({
      method: 'GET',
      path: '/api/performer-page/unavailability/:id',
      policy: TOKEN_ONLY,
      before: pageGuards,
      async handle(ctx) {
        const { period, tag } = await withPageToken(ctx, (token) =>
          services.pages.unavailability(token, idParam(ctx.params.id)),
        );
        // The tag alone: the page's answers keep their no-store (privateAnswer), never a cache's revalidation.
        ctx.set('ETag', tag);
        ctx.body = period;
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/performer-page/unavailability/:id',
      policy: TOKEN_ONLY,
      before: pageGuards,
      async handle(ctx) {
        const expected = expectedVersionOf(ctx);
        await withPageToken(ctx, (token) =>
          services.pages.removeUnavailability(token, requestClientOf(ctx), idParam(ctx.params.id), expected),
        );
        ctx.status = 204;
      },
    });
}
