import { API_PATHS, organizationTimeZoneSchema } from '../../contract';
import {
  answerConditionally,
  idParam,
  parseInput,
  writeContextOf,
  type GuardedRouter,
} from '../../platform/http';
import type { ChangeValidators } from '../change-counters';
import type { AccessControl } from '../../platform/http';
import type { DepartmentService } from './department.service';
import { registerDepartmentRoutes } from './department.routes';
import type { OrganizationTimeZoneService } from './organization-time-zone.service';
import type { OrgService } from './org.service';
import type { PerformerService } from './performer.service';
import { registerPerformerRoutes } from './performer.routes';

/** Public (the register screen needs it before sign-in), so bounded per IP against scraping. */
const ORGANIZATIONS_LIMIT = { name: 'organizations', points: 120, windowSeconds: 60 };

/** The Department Manager's roles: the service narrows org admins to their own organization. */
const TIME_ZONE_MANAGERS = { access: 'roles', roles: ['owner', 'super_admin', 'org_admin'] } as const;

export interface OrgRoutesDeps {
  access: AccessControl;
  organizations: OrgService;
  timeZones: OrganizationTimeZoneService;
  departments: DepartmentService;
  performers: PerformerService;
  changes: ChangeValidators;
}

export function createOrgRouter(deps: OrgRoutesDeps): GuardedRouter {
  const router = deps.access
    .createRouter()
    .route({
      method: 'GET',
      path: API_PATHS.organizations,
      policy: { access: 'public' },
      before: [deps.access.rateLimit(ORGANIZATIONS_LIMIT)],
      async handle(ctx) {
        const tag = await deps.changes.tagOf(null, ctx.url, [
          { scope: 'organizations', organizations: 'every' },
        ]);
        await answerConditionally(ctx, tag, () => deps.organizations.listOrganizations());
      },
    })
    .route({
      method: 'PUT',
      path: '/api/organizations/:id/time-zone',
      policy: TIME_ZONE_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const { timeZone } = await parseInput(organizationTimeZoneSchema, ctx.request.body);
        ctx.body = await deps.timeZones.set(writeContextOf(ctx, actor), id, timeZone);
      },
    });
  registerDepartmentRoutes(router, deps.departments, deps.changes);
  return registerPerformerRoutes(router, deps.performers, deps.changes);
}
