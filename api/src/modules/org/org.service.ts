import type { OrganizationSummary } from '../../contract';
import type { OrganizationRepository } from './organization.repository';

export function createOrgService(organizations: OrganizationRepository) {
  return {
    listOrganizationSummaries(): Promise<OrganizationSummary[]> {
      return organizations.listSummaries();
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
