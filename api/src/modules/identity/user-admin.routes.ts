import * as yup from 'yup';
import {
  adminPermissionSchema,
  addUserSchema,
  CROSS_ORGANIZATION_ROLES,
  editUserSchema,
  type ManagedUserDto,
} from '../../contract';
import {
  answerConditionally,
  answerEntity,
  expectedVersionOf,
  type ExpectedVersion,
  parseInput,
  type GuardedRouter,
  idParam,
  type ProtectedRoute,
  type WriteContext,
  writeContextOf,
} from '../../platform/http';
import type { ChangeValidators } from '../change-counters';
import type { AdminPermissionService } from './admin-permission.service';
import type { UserAccountStatusService } from './user-account-status.service';
import { listableOrganization } from './user-admin.scope';
import type { UserAdminService } from './user-admin.service';
import { userTagOf } from './user-version';

const USER_MANAGERS = { access: 'roles', roles: ['owner', 'super_admin', 'org_admin'] } as const;
/** The x-is-admin header the users page sends is never read: only the session's role counts. */
const USER_CREATORS = { access: 'roles', roles: CROSS_ORGANIZATION_ROLES } as const;

/**
 * A User Management action on one account (resend invitation, disable, enable), taken from the
 * user as the writer saw them (If-Match): answers the row as it now is, with its new tag.
 */
function accountAction(
  path: string,
  act: (context: WriteContext, id: number, expected: ExpectedVersion) => Promise<ManagedUserDto>,
): ProtectedRoute {
  return {
    method: 'POST',
    path,
    policy: USER_MANAGERS,
    async handle(ctx, actor) {
      const expected = expectedVersionOf(ctx);
      const user = await act(writeContextOf(ctx, actor), idParam(ctx.params.id), expected);
      answerEntity(ctx, user, userTagOf(user));
    },
  };
}

/** GET /api/users[?organizationId=&t=]: t only defeats caches. */
const userListQuerySchema = yup.object({
  organizationId: yup.number().integer().positive().optional(),
});

export function registerUserAdminRoutes(
  router: GuardedRouter,
  users: UserAdminService,
  permissions: AdminPermissionService,
  accountStatus: UserAccountStatusService,
  changes: ChangeValidators,
): GuardedRouter {
  return router
    .route({
      method: 'GET',
      path: '/api/users',
      policy: USER_MANAGERS,
      async handle(ctx, actor) {
        const { organizationId } = await parseInput(userListQuerySchema, ctx.query);
        // Another tenant's organization is 404 before any tag is made. Each row carries its
        // organization's name and kind, so the organizations are part of the list.
        const listed = listableOrganization(actor, organizationId);
        const organizations = listed === null ? 'every' : [listed];
        const tag = await changes.tagOf(actor, ctx.url, [
          { scope: 'users', organizations },
          { scope: 'organizations', organizations },
        ]);
        ctx.set('Cache-Control', 'no-store');
        await answerConditionally(ctx, tag, () => users.list(actor, organizationId));
      },
    })
    .route({
      method: 'POST',
      path: '/api/admin/users',
      policy: USER_CREATORS,
      async handle(ctx, actor) {
        const input = await parseInput(addUserSchema, ctx.request.body);
        ctx.status = 201;
        ctx.body = await users.add(writeContextOf(ctx, actor), input);
      },
    })
    .route({
      // The user a write starts from: its ETag is what the write sends back as If-Match.
      method: 'GET',
      path: '/api/users/:id',
      policy: USER_MANAGERS,
      async handle(ctx, actor) {
        const user = await users.find(actor, idParam(ctx.params.id));
        answerEntity(ctx, user, userTagOf(user));
      },
    })
    .route({
      method: 'PATCH',
      path: '/api/users/:id',
      policy: USER_MANAGERS,
      async handle(ctx, actor) {
        const id = idParam(ctx.params.id);
        const expected = expectedVersionOf(ctx);
        const input = await parseInput(editUserSchema, ctx.request.body);
        const user = await users.edit(writeContextOf(ctx, actor), id, input, expected);
        answerEntity(ctx, user, userTagOf(user));
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/users/:id',
      policy: USER_MANAGERS,
      async handle(ctx, actor) {
        await users.delete(writeContextOf(ctx, actor), idParam(ctx.params.id), expectedVersionOf(ctx));
        ctx.status = 204;
      },
    })
    .route(accountAction('/api/users/:id/invitation', accountStatus.resendInvitation))
    .route(accountAction('/api/users/:id/disable', accountStatus.disable))
    .route(accountAction('/api/users/:id/enable', accountStatus.enable))
    .route({
      method: 'POST',
      path: '/api/admin/permissions',
      policy: USER_CREATORS,
      async handle(ctx, actor) {
        const input = await parseInput(adminPermissionSchema, ctx.request.body);
        ctx.status = 201;
        ctx.body = await permissions.grant(writeContextOf(ctx, actor), input);
      },
    })
    .route({
      method: 'DELETE',
      path: '/api/admin/permissions/:id',
      policy: USER_CREATORS,
      async handle(ctx, actor) {
        await permissions.revoke(writeContextOf(ctx, actor), idParam(ctx.params.id));
        ctx.status = 204;
      },
    });
}
