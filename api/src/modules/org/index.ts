import type { Knex } from 'knex';
import type { OrganizationSummary } from '../../contract';
import type { GuardedRouter } from '../../platform/http';
import type { AccessControl } from '../identity';
import { createOrganizationRepository } from './organization.repository';
import { createOrgRouter } from './org.routes';
import { createOrgService } from './org.service';

export { seedOrgDemoData, type SeededOrganizations } from './org.seed';

/** What other modules may ask the org module. */
export interface OrgFacade {
  listOrganizationSummaries(): Promise<OrganizationSummary[]>;
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  hasOrganizations(): Promise<boolean>;
}

export interface OrgModuleDeps {
  knex: Knex;
  access: AccessControl;
}

/** Org: organizations, departments and performers. */
export function createOrgModule(deps: OrgModuleDeps): { router: GuardedRouter; facade: OrgFacade } {
  const service = createOrgService(createOrganizationRepository(deps.knex));
  return { router: createOrgRouter(deps.access, service), facade: service };
}

/** Whether the database holds any organization (the demo seed only fills an empty database). */
export function hasOrganizations(knex: Knex): Promise<boolean> {
  return createOrgService(createOrganizationRepository(knex)).hasOrganizations();
}
