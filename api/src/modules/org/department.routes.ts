import { departmentDeleteSchema, departmentSchema, departmentUpdateSchema } from '../../contract';
import { parseInput, type GuardedRouter, idParam, writeContextOf } from '../../platform/http';
import type { DepartmentService } from './department.service';

const DEPARTMENT_MANAGERS = { access: 'roles', roles: ['owner', 'super_admin', 'org_admin'] } as const;

/** Department Manager calls; the service narrows org admins to their own organization. */
export function registerDepartmentRoutes(router: GuardedRouter, service: DepartmentService): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: '/api/organizations/:id/departments',
      policy: { access: 'session' },
      async handle(ctx, actor) {
        ctx.body = await service.listForOrganization(actor, idParam(ctx.params.id));
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
        const input = await parseInput(departmentUpdateSchema, ctx.request.body);
        ctx.body = await service.update(writeContextOf(ctx, actor), id, input);
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/departments/:id',
      policy: DEPARTMENT_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const { migrateTo } = await parseInput(departmentDeleteSchema, ctx.request.body);
        ctx.body = await service.delete(writeContextOf(ctx, actor), id, migrateTo || undefined);
      },
    });
}
