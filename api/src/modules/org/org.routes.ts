import { API_PATHS } from '../../contract';
import type { GuardedRouter } from '../../platform/http';
import type { AccessControl } from '../identity';
import type { DepartmentService } from './department.service';
import { registerDepartmentRoutes } from './department.routes';
import type { OrgService } from './org.service';
import type { PerformerService } from './performer.service';
import { registerPerformerRoutes } from './performer.routes';

/** Public (the register screen needs it before sign-in), so bounded per IP against scraping. */
const ORGANIZATIONS_LIMIT = { name: 'organizations', points: 120, windowSeconds: 60 };

export interface OrgRoutesDeps {
  access: AccessControl;
  organizations: OrgService;
  departments: DepartmentService;
  performers: PerformerService;
}

export function createOrgRouter(deps: OrgRoutesDeps): GuardedRouter {
  const router = deps.access.createRouter().route({
    method: 'GET',
    path: API_PATHS.organizations,
    policy: { access: 'public' },
    before: [deps.access.rateLimit(ORGANIZATIONS_LIMIT)],
    async handle(ctx) {
      ctx.body = await deps.organizations.listOrganizationSummaries();
    },
  });
  registerDepartmentRoutes(router, deps.departments);
  return registerPerformerRoutes(router, deps.performers);
}
