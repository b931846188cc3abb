import { API_PATHS, availabilityQuerySchema } from '../../contract';
import { parseInput, type GuardedRouter } from '../../platform/http';
import type { AvailabilityCheckService } from './availability-check.service';
import { BOOKING_WRITERS } from './bookings.routes';

/** GET /api/availability (`shape=compact` for the compact answer): read-only, for the roles that write bookings (the only ones who need it). */
export function registerAvailabilityCheckRoutes(
  router: GuardedRouter,
  service: AvailabilityCheckService,
): GuardedRouter {
  return router.route({
    method: 'GET',
    path: API_PATHS.availability,
    policy: BOOKING_WRITERS,
    async handle(ctx, actor) {
      const query = await parseInput(availabilityQuerySchema, ctx.query);
      // The full shape stays the default: older remotes read it; the calendar asks for the compact one.
      ctx.body =
        query.shape === 'compact'
          ? await service.checkCompact(actor, query)
          : await service.check(actor, query);
    },
  });
}
