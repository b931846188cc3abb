import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES,
  bookingListQuerySchema,
  type PerformerNoticeDto,
} from '../../contract';
import { ValidationError } from '../../platform/errors';
import { parseInput, type Actor, type GuardedRouter } from '../../platform/http';
import type { BookingCalendarReads } from '../bookings';
import type { PerformerNoticeRepository } from './performer-notices.repository';

export interface PerformerNoticeRouteDeps {
  bookings: BookingCalendarReads;
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
    const visible = deps.bookings.visibleBookingIds(actor, input);
    return visible === null ? [] : deps.notices.lastNotified(visible);
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
