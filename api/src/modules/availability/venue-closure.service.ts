import type { Knex } from 'knex';
import {
  AVAILABILITY_LIMIT_MESSAGES,
  AVAILABILITY_VALIDATION_MESSAGES,
  MAX_UPCOMING_CLOSURES,
  BOOKING_ERROR_MESSAGES,
  venueClosureSchema,
  type VenueClosureDto,
} from '../../contract';
import {
  BadRequestError,
  NotFoundError,
  StaleWriteError,
  ValidationError,
  violatedConstraintOf,
} from '../../platform/errors';
import { isExpectedVersion, parseInput, type ExpectedVersion, type WriteContext } from '../../platform/http';
import { assertOrganizationVisible, type TenantActor } from '../identity';
import type { OrgFacade } from '../org';
import type { TelemetryFacade } from '../telemetry';
import { closureTagOf } from './entity-tags';
import type { VenueClosureRepository } from './venue-closure.repository';

/** The closure table's references (its migration's default names). */
const DEPARTMENT_REFERENCE = 'venue_closures_department_id_foreign';
const ORGANIZATION_REFERENCE = 'venue_closures_organization_id_foreign';

export interface VenueClosureServiceDeps {
  knex: Knex;
  telemetry: Pick<TelemetryFacade, 'auditWrite'>;
  closures: VenueClosureRepository;
  organizations: Pick<OrgFacade, 'findOrganizationsByIds' | 'findDepartment'>;
}

/** A closure's department that is not one of its organization's (a 400 on `departmentId`). */
export function departmentNotInOrganization(): ValidationError {
  return new ValidationError([
    { path: 'departmentId', message: AVAILABILITY_VALIDATION_MESSAGES.departmentNotInOrganization },
  ]);
}

/** A department or organization deleted between the check and the insert: the check's own answers. */
function refusedInsert(error: unknown): never {
  const constraint = violatedConstraintOf(error);
  if (constraint === DEPARTMENT_REFERENCE) throw departmentNotInOrganization();
  if (constraint === ORGANIZATION_REFERENCE) throw new NotFoundError();
  throw error;
}

/** The audit row's details: what was closed, when (on the organization's wall clock) and why. */
function detailsOf(closure: VenueClosureDto): Record<string, unknown> {
  const { id, departmentId, department, startDate, startTime, endDate, endTime, timeZone, reason } = closure;
  return {
    closureId: id,
    departmentId,
    department,
    span: { startDate, startTime, endDate, endTime, timeZone },
    reason,
  };
}

/**
 * An organization's closures (a department's, or the whole organization's). Everyone who may see
 * the organization reads them; its writers are those of its departments (owners, super admins and
 * its own org admins: the routes admit the roles, the tenancy rule narrows org admins to their
 * own organization). Another tenant's organization is 404, exactly like a missing one.
 */
export function createVenueClosureService(deps: VenueClosureServiceDeps) {
  const { knex, telemetry, closures, organizations } = deps;

  async function assertOrganizationExists(actor: TenantActor, organizationId: number): Promise<void> {
    assertOrganizationVisible(actor, organizationId);
    const [organization] = await organizations.findOrganizationsByIds([organizationId]);
    if (!organization) throw new NotFoundError();
  }

  async function assertDepartmentOf(organizationId: number, departmentId: number): Promise<void> {
    const department = await organizations.findDepartment(departmentId);
    if (department?.organizationId !== organizationId) throw departmentNotInOrganization();
  }

  async function audit(
    trx: Knex.Transaction,
    context: WriteContext,
    action: string,
    closure: VenueClosureDto,
  ): Promise<void> {
    await telemetry.auditWrite(trx, context, {
      action,
      resource: 'organization',
      resourceId: closure.organizationId,
      organizationId: closure.organizationId,
      details: detailsOf(closure),
    });
  }

  return {
    /** Closures not ended by `from` (default today, the organization's zone) and starting by the end of `to`. */
    async list(
      actor: TenantActor,
      organizationId: number,
      range: { from?: string; to?: string },
    ): Promise<VenueClosureDto[]> {
      await assertOrganizationExists(actor, organizationId);
      if (range.from && range.to && range.from > range.to)
        throw new ValidationError([{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }]);
      return closures.list(organizationId, range.from ?? null, range.to ?? null);
    },

    /** One of the organization's closures; another tenant's organization is 404 like a missing closure. */
    async find(actor: TenantActor, organizationId: number, closureId: number): Promise<VenueClosureDto> {
      assertOrganizationVisible(actor, organizationId);
      const closure = await closures.find(organizationId, closureId);
      if (!closure) throw new NotFoundError();
      return closure;
    },

    async add(context: WriteContext, organizationId: number, input: unknown): Promise<VenueClosureDto> {
      await assertOrganizationExists(context.actor, organizationId);
      const { departmentId, reason, ...span } = await parseInput(venueClosureSchema, input);
      if (departmentId !== undefined && departmentId !== null)
        await assertDepartmentOf(organizationId, departmentId);
      return knex
        .transaction(async (trx) => {
          await closures.lockOrganization(trx, organizationId);
          if ((await closures.countUpcoming(trx, organizationId)) >= MAX_UPCOMING_CLOSURES)
            throw new BadRequestError(AVAILABILITY_LIMIT_MESSAGES.tooManyClosures);
          const written = await closures.insert(trx, organizationId, departmentId ?? null, span, reason);
          await audit(trx, context, 'venue_closure_added', written);
          return written;
        })
        .catch(refusedInsert);
    },

    /** With If-Match (`expected`), a 412 that removes nothing unless the closure is the version its writer saw. */
    async remove(
      context: WriteContext,
      organizationId: number,
      closureId: number,
      expected: ExpectedVersion,
    ): Promise<void> {
      assertOrganizationVisible(context.actor, organizationId);
      await knex.transaction(async (trx) => {
        await closures.lockOrganization(trx, organizationId);
        if (expected !== null) {
          const current = await closures.lockOne(trx, organizationId, closureId);
          const tag = current && closureTagOf(current);
          // Its audit rows are its organization's (as the closures' writes record them).
          if (!isExpectedVersion(expected, tag))
            throw new StaleWriteError(current, tag, { resource: 'organization', resourceId: organizationId });
        }
        const removed = await closures.delete(trx, organizationId, closureId);
        if (!removed) throw new NotFoundError();
        await audit(trx, context, 'venue_closure_removed', removed);
      });
    },
  };
}

export type VenueClosureService = ReturnType<typeof createVenueClosureService>;
