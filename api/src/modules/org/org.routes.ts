import { API_PATHS } from '../../contract';
import type { GuardedRouter } from '../../platform/http';
import type { AccessControl } from '../identity';
import type { OrgService } from './org.service';

/** Public (the register screen needs it before sign-in), so bounded per IP against scraping. */
const ORGANIZATIONS_LIMIT = { name: 'organizations', points: 120, windowSeconds: 60 };

export function createOrgRouter(access: AccessControl, service: OrgService): GuardedRouter {
  return access.createRouter().route({
    method: 'GET',
    path: API_PATHS.organizations,
    policy: { access: 'public' },
    before: [access.rateLimit(ORGANIZATIONS_LIMIT)],
    async handle(ctx) {
      ctx.body = await service.listOrganizationSummaries();
    },
  });
}
