import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES,
  bookingListQuerySchema,
  type PerformerNoticeDto,
} from '../../contract';
import { ValidationError } from '../../platform/errors';
import { parseInput, type Actor, type GuardedRouter } from '../../platform/http';
import { readFilterOf } from './booking-scope';
import type { BookingRepository } from './bookings.repository';
import type { PerformerNoticeRepository } from './performer-notices.repository';

export interface PerformerNoticeRouteDeps {
  bookings: BookingRepository;
  notices: PerformerNoticeRepository;
}

/**
 * GET /api/performer-notices?from=&to=&organizationId=&department=: when each performer was last
 * told of each booking the actor may see in the range (the day view asks for its day). A read of
 * its own, so the month read keeps its statement count.
 */
export function registerPerformerNoticeRoutes(
  router: GuardedRouter,
  deps: PerformerNoticeRouteDeps,
): GuardedRouter {
  async function lastNotified(actor: Actor, query: unknown): Promise<PerformerNoticeDto[]> {
    const input = await parseInput(bookingListQuerySchema, query);
    if (input.from !== undefined && input.to !== undefined && input.from > input.to)
      throw new ValidationError([{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }]);
    const filter = readFilterOf(actor, input);
    if (filter === null || (filter.departments !== null && filter.departments.length === 0)) return [];
    return deps.notices.lastNotified(deps.bookings.idsMatching(filter));
  }

  return router.route({
    method: 'GET',
    path: API_PATHS.performerNotices,
    policy: { access: 'session' },
    async handle(ctx, actor) {
      ctx.body = await lastNotified(actor, ctx.query);
    },
  });
}
