import { bookingPolicySchema, CROSS_ORGANIZATION_ROLES } from '../../contract';
import { parseInput, type GuardedRouter, idParam, writeContextOf } from '../../platform/http';
import type { BookingPolicyService } from './booking-policy.service';

const POLICY_MANAGERS = { access: 'roles', roles: CROSS_ORGANIZATION_ROLES } as const;

/** GET and PUT /api/booking-policies/{organizationId}: the performer-conflict policy. */
export function registerBookingPolicyRoutes(
  router: GuardedRouter,
  service: BookingPolicyService,
): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: '/api/booking-policies/:organizationId',
      policy: POLICY_MANAGERS,
      async handle(ctx) {
        ctx.body = await service.get(idParam(ctx.params.organizationId));
      },
    })
    .route({
      method: 'PUT',
      path: '/api/booking-policies/:organizationId',
      policy: POLICY_MANAGERS,
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.organizationId);
        const { conflictPolicy } = await parseInput(bookingPolicySchema, ctx.request.body);
        ctx.body = await service.set(writeContextOf(ctx, actor), organizationId, conflictPolicy);
      },
    });
}
