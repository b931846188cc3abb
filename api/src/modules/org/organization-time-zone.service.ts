import type { Knex } from 'knex';
import type { OrganizationDto } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import { assertOrganizationVisible } from '../identity';
import type { TelemetryFacade } from '../telemetry';
import type { OrganizationRepository } from './organization.repository';

export interface OrganizationTimeZoneServiceDeps {
  knex: Knex;
  organizations: OrganizationRepository;
  telemetry: TelemetryFacade;
}

/**
 * The venue time zone setting (the zone the public feeds name as TZID). Authorized like department
 * writes, by the tenancy rule: owners and super admins for any organization, an org admin for their
 * own only; another tenant's organization is 404 like a missing one.
 */
export function createOrganizationTimeZoneService(deps: OrganizationTimeZoneServiceDeps) {
  return {
    async set(context: WriteContext, organizationId: number, timeZone: string): Promise<OrganizationDto> {
      const { actor } = context;
      assertOrganizationVisible(actor, organizationId);
      return deps.knex.transaction(async (trx) => {
        const existing = await deps.organizations.findDtoForUpdate(organizationId, trx);
        if (!existing) throw new NotFoundError();
        const updated = await deps.organizations.updateTimeZone(organizationId, timeZone, trx);
        await deps.telemetry.auditWrite(trx, context, {
          action: 'organization_time_zone_updated',
          resource: 'organization',
          resourceId: organizationId,
          organizationId,
          details: { old: { timeZone: existing.timeZone }, new: { timeZone: updated.timeZone } },
        });
        return updated;
      });
    },
  };
}

export type OrganizationTimeZoneService = ReturnType<typeof createOrganizationTimeZoneService>;
