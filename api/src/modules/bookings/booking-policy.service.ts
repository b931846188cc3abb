import type { Knex } from 'knex';
import { isProviderOrganization, type BookingPolicyDto, type ConflictPolicy } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { TelemetryFacade } from '../telemetry';
import type { BookingPolicyRepository } from './booking-policy.repository';
import type { OrganizationDirectory } from './bookings.types';
import { type WriteContext } from '../../platform/http';

export interface BookingPolicyServiceDeps {
  knex: Knex;
  policies: BookingPolicyRepository;
  organizations: OrganizationDirectory;
  telemetry: TelemetryFacade;
}

/** Per client organization: whether a performer conflict only warns or blocks the write. */
export function createBookingPolicyService(deps: BookingPolicyServiceDeps) {
  /** Only client organizations take bookings; the provider and unknown ids are 404. */
  async function assertClientOrganization(organizationId: number): Promise<void> {
    const kind = await deps.organizations.findOrganizationKind(organizationId);
    if (kind === null || isProviderOrganization({ kind })) throw new NotFoundError();
  }

  return {
    async get(organizationId: number): Promise<BookingPolicyDto> {
      await assertClientOrganization(organizationId);
      return { organizationId, conflictPolicy: await deps.policies.find(organizationId) };
    },

    async set(
      context: WriteContext,
      organizationId: number,
      conflictPolicy: ConflictPolicy,
    ): Promise<BookingPolicyDto> {
      await assertClientOrganization(organizationId);
      await deps.knex.transaction(async (trx) => {
        const previous = await deps.policies.find(organizationId, trx);
        await deps.policies.save(trx, organizationId, conflictPolicy);
        await deps.telemetry.auditWrite(trx, context, {
          action: 'booking_policy_updated',
          resource: 'booking_policy',
          resourceId: organizationId,
          organizationId,
          details: { old: { conflictPolicy: previous }, new: { conflictPolicy } },
        });
      });
      return { organizationId, conflictPolicy };
    },
  };
}

export type BookingPolicyService = ReturnType<typeof createBookingPolicyService>;
