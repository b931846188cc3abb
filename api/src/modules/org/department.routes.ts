import {
  DEPARTMENT_LIST_WITHOUT_COUNTS,
  departmentDeleteSchema,
  departmentListQuerySchema,
  departmentSchema,
  departmentUpdateSchema,
} from '../../contract';
import {
  answerConditionally,
  answerEntity,
  expectedVersionOf,
  parseInput,
  type GuardedRouter,
  idParam,
  writeContextOf,
} from '../../platform/http';
import type { ChangeScope, ChangeValidators } from '../change-counters';
import { assertOrganizationVisible } from '../identity';
import type { DepartmentService } from './department.service';
import { departmentTagOf } from './entity-tags';

const DEPARTMENT_MANAGERS = { access: 'roles', roles: ['owner', 'super_admin', 'org_admin'] } as const;

/** Department Manager calls; the service narrows org admins to their own organization. */
export function registerDepartmentRoutes(
  router: GuardedRouter,
  service: DepartmentService,
  changes: ChangeValidators,
): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: '/api/organizations/:id/departments',
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const organizationId = idParam(ctx.params.id);
        const { counts } = await parseInput(departmentListQuerySchema, ctx.query);
        // Another tenant's organization is 404 before any tag is made. The list counts each
        // department's users and bookings, so the organization's users and bookings are part of it;
        // without its counts it is made of the departments alone.
        assertOrganizationVisible(actor, organizationId);
        const counted = counts !== DEPARTMENT_LIST_WITHOUT_COUNTS;
        const scopes: ChangeScope[] = counted ? ['departments', 'users', 'bookings'] : ['departments'];
        const tag = await changes.tagOf(
          actor,
          ctx.url,
          scopes.map((scope) => ({ scope, organizations: [organizationId] })),
        );
        await answerConditionally(ctx, tag, () =>
          counted
            ? service.listForOrganization(actor, organizationId)
            : service.listSummariesForOrganization(actor, organizationId),
        );
      },
    })
    .route({
      method: 'GET',
      path: '/api/departments/:id',
      // As the organization's list: everyone who may see the organization; another tenant's is 404.
      policy: { access: 'session' },
      async handle(ctx, actor) {
        const department = await service.find(actor, idParam(ctx.params.id));
        answerEntity(ctx, department, departmentTagOf(department));
      },
    })
    .route({
      method: 'POST',
      path: '/api/departments',
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const input = await parseInput(departmentSchema, ctx.request.body);
        ctx.status = 201;
        ctx.body = await service.create(writeContextOf(ctx, actor), input);
      },
    })
    .route({
      method: 'PATCH',
      path: '/api/departments/:id',
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const expected = expectedVersionOf(ctx);
        const input = await parseInput(departmentUpdateSchema, ctx.request.body);
        const updated = await service.update(writeContextOf(ctx, actor), id, input, expected);
        ctx.set('ETag', departmentTagOf(updated));
        ctx.body = updated;
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/departments/:id',
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const expected = expectedVersionOf(ctx);
        const { migrateTo } = await parseInput(departmentDeleteSchema, ctx.request.body);
        ctx.body = await service.delete(writeContextOf(ctx, actor), id, migrateTo || undefined, expected);
      },
    });
}
