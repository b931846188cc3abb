import { type GuardedRouter, idParam, writeContextOf } from '../../platform/http';
import type { PerformerFeedService } from './performer-feed.service';

/**
 * The feed address is the performer's secret: only the owner sees whether it exists and makes or
 * resets it (docs/PRODUCT.md section 6). The GET only reports; the POST is the one call that makes a token.
 */
const OWNER_ONLY = { access: 'roles', roles: ['owner'] } as const;
/** An answer carrying a feed address must not be kept by any cache. */
const NO_STORE = 'no-store';

export function registerPerformerFeedRoutes(
  router: GuardedRouter,
  feeds: PerformerFeedService,
): GuardedRouter {
  return router
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
