import type { Knex } from 'knex';
import { ORG_MESSAGES, type AdminPermission, type AdminPermissionInput } from '../../contract';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { ManagedUserRepository } from './managed-user.repository';
import { assertGrantOrganizationFits, assertLevelFitsMember } from './permission-level-rule';

export interface AdminPermissionServiceDeps {
  knex: Knex;
  users: ManagedUserRepository;
  telemetry: TelemetryFacade;
}

/**
 * Grants and revocations by owners and super admins; the owner level is never handed out or taken
 * here, and a grant must fit the member's organization (the rule User Management's add follows).
 */
export function createAdminPermissionService({ knex, users, telemetry }: AdminPermissionServiceDeps) {
  const audit = auditWritesOf(telemetry, 'admin_permission');

  return {
    async grant(context: WriteContext, input: AdminPermissionInput): Promise<AdminPermission> {
      if (input.permissionLevel === 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerNotGrantable);
      const user = await users.findById(input.userId);
      if (!user) throw new NotFoundError();
      assertLevelFitsMember(input.permissionLevel, user);
      assertGrantOrganizationFits(input.permissionLevel, input.organizationId ?? null, user);
      const duplicate = user.adminPermissions.some(
        (permission) =>
          permission.permissionLevel === input.permissionLevel &&
          permission.organizationId === (input.organizationId ?? null),
      );
      if (duplicate) throw new ConflictError(ORG_MESSAGES.permissionExists);
      return knex.transaction(async (trx) => {
        const granted = await users.insertPermission(
          {
            userId: user.id,
            permissionLevel: input.permissionLevel,
            organizationId: input.organizationId ?? null,
            grantedBy: context.actor.userId,
          },
          trx,
        );
        await audit(trx, context, 'permission_granted', granted, { user: user.email, new: granted });
        return granted;
      });
    },

    async revoke(context: WriteContext, id: number): Promise<void> {
      const permission = await users.findPermission(id);
      if (!permission) throw new NotFoundError();
      if (permission.permissionLevel === 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerNotGrantable);
      await knex.transaction(async (trx) => {
        await users.deletePermission(id, trx);
        await audit(trx, context, 'permission_revoked', permission, { old: permission });
      });
    },
  };
}

export type AdminPermissionService = ReturnType<typeof createAdminPermissionService>;
