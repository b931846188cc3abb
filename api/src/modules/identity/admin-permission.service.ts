import { ORG_MESSAGES, type AdminPermission, type AdminPermissionInput } from '../../contract';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { TelemetryFacade } from '../telemetry';
import type { WriteContext } from './identity.types';
import type { ManagedUserRepository } from './managed-user.repository';

/** Grants and revocations by owners and super admins; the owner level is never handed out or taken here. */
export function createAdminPermissionService(users: ManagedUserRepository, telemetry: TelemetryFacade) {
  function audit(
    context: WriteContext,
    action: string,
    permission: AdminPermission,
    details: Record<string, unknown>,
  ) {
    return telemetry.recordAudit({
      action,
      success: true,
      userId: context.actor.userId,
      email: context.actor.email,
      resource: 'admin_permission',
      resourceId: permission.id,
      ipAddress: context.client.ip,
      userAgent: context.client.userAgent,
      organizationId: permission.organizationId,
      details,
    });
  }

  return {
    async grant(context: WriteContext, input: AdminPermissionInput): Promise<AdminPermission> {
      if (input.permissionLevel === 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerNotGrantable);
      const user = await users.findById(input.userId);
      if (!user) throw new NotFoundError();
      const duplicate = user.adminPermissions.some(
        (permission) =>
          permission.permissionLevel === input.permissionLevel &&
          permission.organizationId === (input.organizationId ?? null),
      );
      if (duplicate) throw new ConflictError(ORG_MESSAGES.permissionExists);
      const granted = await users.insertPermission({
        userId: user.id,
        permissionLevel: input.permissionLevel,
        organizationId: input.organizationId ?? null,
        grantedBy: context.actor.userId,
      });
      await audit(context, 'permission_granted', granted, { user: user.email, new: granted });
      return granted;
    },

    async revoke(context: WriteContext, id: number): Promise<void> {
      const permission = await users.findPermission(id);
      if (!permission) throw new NotFoundError();
      if (permission.permissionLevel === 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerNotGrantable);
      await users.deletePermission(id);
      await audit(context, 'permission_revoked', permission, { old: permission });
    },
  };
}

export type AdminPermissionService = ReturnType<typeof createAdminPermissionService>;
