import { API_PATHS, changeSetRequestSchema } from '../../contract';
import { parseInput, writeContextOf, type GuardedRouter } from '../../platform/http';
import { BOOKING_WRITERS } from '../bookings';
import type { ChangeSetApplyService } from './change-set-apply.service';

/**
 * POST /api/change-sets: previews (dryRun) or applies a bulk Finalize, Make Pending or Delete, a
 * duplicate or a recurring create as one change set. Writers only (owners and super admins). An
 * apply with the preview's expectedVersions answers 412 when bookings changed since (nothing written).
 */
export function registerChangeSetApplyRoutes(
  router: GuardedRouter,
  changeSets: ChangeSetApplyService,
): GuardedRouter {
  return router.route({
    method: 'POST',
    path: API_PATHS.changeSets,
    policy: BOOKING_WRITERS,
    async handle(ctx, actor) {
      const input = await parseInput(changeSetRequestSchema, ctx.request.body);
      const answer = await changeSets.apply(writeContextOf(ctx, actor), input);
      ctx.status = answer.status;
      ctx.body = answer.body;
    },
  });
}
