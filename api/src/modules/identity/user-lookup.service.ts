import {
  AUTH_MESSAGES,
  worksAcrossOrganizations,
  type UserByEmailDto,
  type UserPermissionsDto,
} from '../../contract';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Actor, RequestClient } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import type { OrganizationDirectory } from './identity.types';
import type { UserRepository } from './user.repository';

export interface UserLookupServiceDeps {
  users: UserRepository;
  organizations: OrganizationDirectory;
  telemetry: TelemetryFacade;
}

export function createUserLookupService(deps: UserLookupServiceDeps) {
  return {
    /**
     * The register screen's lookup: whether an administrator added this e-mail, and its department.
     * Given the organization the visitor chose, an e-mail another organization added is not found:
     * its department would be filled in under the wrong organization, and registering would fail.
     */
    async findByEmail(email: string, organizationId?: number): Promise<UserByEmailDto> {
      const user = await deps.users.findByEmail(email.trim().toLowerCase());
      if (!user || (organizationId !== undefined && user.organizationId !== organizationId))
        throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
      return { id: user.id, department: user.department, isRegistered: user.isRegistered };
    },

    async permissionsOf(actor: Actor, email: string, client: RequestClient): Promise<UserPermissionsDto> {
      // Owners and super admins may read anyone's permissions; everybody else only their own.
      if (email !== actor.email && !worksAcrossOrganizations(actor.role)) {
        await deps.telemetry.recordSecurityEvent({
          eventType: 'authorization_denied',
          severity: 'medium',
          email: actor.email,
          ipAddress: client.ip,
          userAgent: client.userAgent,
          details: { action: 'read_user_permissions', target: email, role: actor.role },
        });
        throw new ForbiddenError();
      }
      const user = await deps.users.findByEmail(email);
      if (!user) throw new NotFoundError(AUTH_MESSAGES.emailNotFound);
      const adminPermissions = await deps.users.listPermissions(user.id);
      const organization =
        user.organizationId === null
          ? null
          : await deps.organizations.findOrganizationSummary(user.organizationId);
      return { adminPermissions, organization };
    },
  };
}

export type UserLookupService = ReturnType<typeof createUserLookupService>;
