import {
  isProviderOrganization,
  type OrganizationKind,
  type PermissionLevel,
  type Role,
} from '../../contract';

export interface RoleInput {
  organizationId: number | null;
  /** The user's organization by its kind (null without one): the provider's members are super admins. */
  organization: { kind: OrganizationKind } | null;
  permissions: readonly { permissionLevel: PermissionLevel; organizationId: number | null }[];
}

/**
 * docs/PRODUCT.md section 6, in badge precedence: owner (any owner permission), super admin (member of
 * the provider organization, by its stored kind, or a super_admin permission), org admin (an
 * org_admin permission for the user's own organization), else user.
 */
export function resolveRole(input: RoleInput): Role {
  const levels = input.permissions.map((permission) => permission.permissionLevel);
  if (levels.includes('owner')) return 'owner';
  if (isProviderOrganization(input.organization) || levels.includes('super_admin')) return 'super_admin';
  const adminOfOwnOrganization = input.permissions.some(
    (permission) =>
      permission.permissionLevel === 'org_admin' &&
      input.organizationId !== null &&
      permission.organizationId === input.organizationId,
  );
  return adminOfOwnOrganization ? 'org_admin' : 'user';
}

/** A user may use the portal when they belong to an organization or hold any admin permission. */
export function isAllowed(input: Omit<RoleInput, 'organization'>): boolean {
  return input.organizationId !== null || input.permissions.length > 0;
}
