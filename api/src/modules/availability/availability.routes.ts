import * as yup from 'yup';
import { bookingDateSchema, CROSS_ORGANIZATION_ROLES } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import {
  answerEntity,
  expectedVersionOf,
  idParam,
  parseInput,
  writeContextOf,
  type GuardedRouter,
} from '../../platform/http';
import type { AccessControl } from '../../platform/http';
import { assertOrganizationVisible } from '../identity';
import type { OrgFacade } from '../org';
import { closureTagOf } from './entity-tags';
import type { PerformerPeriodsService } from './performer-periods.service';
import type { VenueClosureCoverage } from './venue-closure-coverage.service';
import type { VenueClosureService } from './venue-closure.service';

/** Performers belong to the provider: only those who manage them (owners, super admins) see their periods. */
const PERFORMER_MANAGERS = { access: 'roles', roles: CROSS_ORGANIZATION_ROLES } as const;
/** The Department Manager's roles: the service narrows org admins to their own organization. */
const DEPARTMENT_MANAGERS = { access: 'roles', roles: ['owner', 'super_admin', 'org_admin'] } as const;

/** ?from=yyyy-MM-dd: the periods not ended by the start of that day (absent: not ended now). */
const periodListQuerySchema = yup.object({ from: bookingDateSchema.optional().default(undefined) });
/** ?from=&to= (yyyy-MM-dd, both optional): the calendar asks for its visible range. */
const closureListQuerySchema = yup.object({
  from: bookingDateSchema.optional().default(undefined),
  to: bookingDateSchema.optional().default(undefined),
});

export interface AvailabilityRoutesDeps {
  access: AccessControl;
  organizations: Pick<OrgFacade, 'findProviderPerformersByIds'>;
  periods: PerformerPeriodsService;
  closures: VenueClosureService;
  coverage: VenueClosureCoverage;
}

export function createAvailabilityRouter(deps: AvailabilityRoutesDeps): GuardedRouter {
  const { periods, closures, coverage } = deps;

  /** The performer of the path: one of the provider's, else 404. */
  async function performerOf(id: string | undefined): Promise<number> {
    const performerId = idParam(id);
    const [performer] = await deps.organizations.findProviderPerformersByIds([performerId]);
    if (!performer) throw new NotFoundError();
    return performerId;
  }

  return deps.access
    .createRouter()
    .route({
      method: 'GET',
      path: '/api/performers/:id/unavailability',
      policy: PERFORMER_MANAGERS,
      async handle(ctx) {
        const performerId = await performerOf(ctx.params.id);
        const { from } = await parseInput(periodListQuerySchema, ctx.query);
        ctx.body = await periods.listFrom(performerId, from ?? null);
      },
    })
    .route({
      method: 'POST',
      path: '/api/performers/:id/unavailability',
      policy: PERFORMER_MANAGERS,
      async handle(ctx, actor) {
        const performerId = await performerOf(ctx.params.id);
        const writer = { by: 'staff', context: writeContextOf(ctx, actor) } as const;
        ctx.body = await periods.add(writer, performerId, ctx.request.body);
        ctx.status = 201;
      },
    })
    .route({
      method: 'GET',
      path: '/api/performers/:id/unavailability/:periodId',
      policy: PERFORMER_MANAGERS,
      async handle(ctx) {
        const performerId = await performerOf(ctx.params.id);
        const found = await periods.find(performerId, idParam(ctx.params.periodId));
        if (!found) throw new NotFoundError();
        answerEntity(ctx, found.period, found.tag);
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/performers/:id/unavailability/:periodId',
      policy: PERFORMER_MANAGERS,
      async handle(ctx, actor) {
        const performerId = idParam(ctx.params.id);
        const periodId = idParam(ctx.params.periodId);
        const writer = { by: 'staff', context: writeContextOf(ctx, actor) } as const;
        await periods.remove(writer, performerId, periodId, expectedVersionOf(ctx));
        ctx.status = 204;
      },
    })
    .route({
      method: 'GET',
      path: '/api/organizations/:id/closures',
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.id);
        // Another tenant's organization is 404 before its query is even read.
        assertOrganizationVisible(actor, organizationId);
        const range = await parseInput(closureListQuerySchema, ctx.query);
        ctx.body = await closures.list(actor, organizationId, range);
      },
    })
    .route({
      method: 'GET',
      path: '/api/organizations/:id/closures/covered-bookings',
      // Asked while a closure is written: those who may add it, for their own organization.
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.id);
        ctx.body = await coverage.coveredBookings(actor, organizationId, ctx.query);
      },
    })
    .route({
      // After covered-bookings, which its path would otherwise take.
      method: 'GET',
      path: '/api/organizations/:id/closures/:closureId',
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.id);
        const closure = await closures.find(actor, organizationId, idParam(ctx.params.closureId));
        answerEntity(ctx, closure, closureTagOf(closure));
      },
    })
    .route({
      method: 'POST',
      path: '/api/organizations/:id/closures',
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.id);
        ctx.body = await closures.add(writeContextOf(ctx, actor), organizationId, ctx.request.body);
        ctx.status = 201;
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/organizations/:id/closures/:closureId',
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.id);
        const closureId = idParam(ctx.params.closureId);
        await closures.remove(writeContextOf(ctx, actor), organizationId, closureId, expectedVersionOf(ctx));
        ctx.status = 204;
      },
    });
}
