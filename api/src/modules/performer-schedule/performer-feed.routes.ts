import { PUBLIC_SCHEDULE_CACHE_SECONDS } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import { type GuardedRouter, idParam, writeContextOf } from '../../platform/http';
import { publicReadLimit } from '../bookings';
import type { AccessControl } from '../../platform/http';
import type { PerformerFeedService } from './performer-feed.service';

/**
 * The feed address is the performer's secret: only the owner sees whether it exists and makes or
 * resets it (docs/PRODUCT.md section 6). The GET only reports; the POST is the one call that makes a token.
 */
const OWNER_ONLY = { access: 'roles', roles: ['owner'] } as const;
/** An answer carrying a feed address must not be kept by any cache. */
const NO_STORE = 'no-store';
/** The performer's feed address is a secret: no shared cache may keep its answer. */
const PRIVATE_CACHE = `private, max-age=${PUBLIC_SCHEDULE_CACHE_SECONDS}`;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** base64url of 32 random bytes. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface PerformerFeedRouteDeps {
  access: AccessControl;
  feeds: PerformerFeedService;
  /** The public reads' limit per minute per client address, shared with the public schedule's. */
  readsPerMinute: number;
}

export function registerPerformerFeedRoutes(
  router: GuardedRouter,
  { access, feeds, readsPerMinute }: PerformerFeedRouteDeps,
): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: '/api/feeds/performers/:token.ics',
      policy: { access: 'public' },
      before: publicReadLimit(access, readsPerMinute),
      async handle(ctx) {
        const token = ctx.params.token ?? '';
        if (!FEED_TOKEN.test(token)) throw new NotFoundError();
        const calendar = await feeds.feed(token);
        ctx.set('Cache-Control', PRIVATE_CACHE);
        ctx.type = CALENDAR_TYPE;
        ctx.body = calendar;
      },
    })
    .route({
      method: 'GET',
      path: '/api/performers/:id/feed',
      policy: OWNER_ONLY,
      async handle(ctx) {
        const link = await feeds.link(idParam(ctx.params.id));
        ctx.set('Cache-Control', NO_STORE);
        ctx.body = link;
      },
    })
    .route({
      method: 'POST',
      path: '/api/performers/:id/feed/reset',
      policy: OWNER_ONLY,
      async handle(ctx, actor) {
        const link = await feeds.reset(writeContextOf(ctx, actor), idParam(ctx.params.id));
        ctx.set('Cache-Control', NO_STORE);
        ctx.body = link;
      },
    });
}
