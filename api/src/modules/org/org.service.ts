import type { OrganizationDto, OrganizationSummary } from '../../contract';
import type { OrganizationRepository } from './organization.repository';

export function createOrgService(organizations: OrganizationRepository) {
  return {
    /** GET /api/organizations: every organization with its time zone. */
    listOrganizations(): Promise<OrganizationDto[]> {
      return organizations.listDtos();
    },

    findOrganizationSummary(id: number): Promise<OrganizationSummary | null> {
      return organizations.findSummary(id);
    },

    async hasOrganizations(): Promise<boolean> {
      return (await organizations.count()) > 0;
    },
  };
}

export type OrgService = ReturnType<typeof createOrgService>;
