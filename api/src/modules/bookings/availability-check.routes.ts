import { API_PATHS, availabilityQuerySchema } from '../../contract';
import { parseInput, type GuardedRouter } from '../../platform/http';
import type { AvailabilityCheckService } from './availability-check.service';
import { BOOKING_WRITERS } from './bookings.routes';

/** GET /api/availability: read-only, for the roles that write bookings (the only ones who need it). */
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
      ctx.body = await service.check(actor, query);
    },
  });
}
