import { API_PATHS, PUBLIC_SCHEDULE_CACHE_SECONDS } from '../../contract';
import {
  answerConditionally,
  parseInput,
  type AppMiddleware,
  type GuardedRouter,
  idParam,
} from '../../platform/http';
import type { ChangeValidators } from '../change-counters';
import type { AccessControl } from '../../platform/http';
import type { PublicAnswerCache } from './public-schedule.cache';
import type { PublicScheduleService } from './public-schedule.service';
import { publicBookingsQuerySchema } from './public-schedule.window';
import type { VenueFeedCache } from './venue-feed.cache';

const PUBLIC_SCHEDULE_LIMIT_NAME = 'public-schedule';
const PUBLIC_CACHE = `public, max-age=${PUBLIC_SCHEDULE_CACHE_SECONDS}`;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export interface PublicScheduleRouteServices {
  schedule: PublicScheduleService;
  answers: PublicAnswerCache;
  /**
   * Reads per minute per client address: generous (a resort's guests share its address), but bounded
   * against scraping and floods; 0 turns the limit off (behind a CDN or for a benchmark).
   */
  readsPerMinute: number;
  /** The venues' feeds as last built, and the validators that say whether they still hold. */
  venueFeeds: VenueFeedCache;
  changes: ChangeValidators;
}

/**
 * The limit on the public reads (the schedule, its venue's feeds and the performers' feeds), counted
 * together per client address: generous (a resort's guests share its address), but bounded against
 * scraping and floods; 0 turns it off (behind a CDN or for a benchmark).
 */
export function publicReadLimit(access: AccessControl, readsPerMinute: number): AppMiddleware[] {
  return readsPerMinute > 0
    ? [access.rateLimit({ name: PUBLIC_SCHEDULE_LIMIT_NAME, points: readsPerMinute, windowSeconds: 60 })]
    : [];
}

/**
 * The schedule's public reads: no login, so no cookie is read or set. The JSON answer comes from
 * the answer cache with a strong ETag of its body, and a matching If-None-Match gets 304. A venue's
 * feed is tagged by the change counters of what it is made of: a matching If-None-Match gets 304
 * before anything is built, and an unchanged feed is the text built before.
 */
export function registerPublicScheduleRoutes(
  router: GuardedRouter,
  access: AccessControl,
  services: PublicScheduleRouteServices,
): GuardedRouter {
  const limit = publicReadLimit(access, services.readsPerMinute);
  return router
    .route({
      method: 'GET',
      path: API_PATHS.publicBookings,
      policy: { access: 'public' },
      before: limit,
      async handle(ctx) {
        const answer = await services.answers.answerForQueryString(ctx.querystring, () =>
          parseInput(publicBookingsQuerySchema, ctx.query),
        );
        ctx.set('Cache-Control', PUBLIC_CACHE);
        ctx.etag = answer.etag;
        ctx.type = 'application/json';
        // Koa judges freshness only for a 2xx answer, and the status is still 404 until a body is set.
        ctx.status = 200;
        if (ctx.fresh) {
          ctx.status = 304;
          return;
        }
        ctx.body = answer.body;
      },
    })
    .route({
      method: 'GET',
      path: API_PATHS.publicVenue,
      policy: { access: 'public' },
      before: limit,
      async handle(ctx) {
        ctx.set('Cache-Control', PUBLIC_CACHE);
        ctx.body = await services.schedule.venue();
      },
    })
    .route({
      method: 'GET',
      path: '/api/public/feeds/departments/:departmentId.ics',
      policy: { access: 'public' },
      before: limit,
      async handle(ctx) {
        const feed = await services.schedule.departmentFeed(idParam(ctx.params.departmentId));
        const tag = await services.changes.tagOf(null, ctx.path, feed.dependencies);
        ctx.set('Cache-Control', PUBLIC_CACHE);
        ctx.type = CALENDAR_TYPE;
        await answerConditionally(ctx, tag, () =>
          services.venueFeeds.calendarOf(feed.departmentId, tag, feed.render),
        );
      },
    });
}
