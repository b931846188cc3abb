/** Data role values of SPEC.md section 6, in badge precedence order. */
export const ROLES = ['owner', 'super_admin', 'org_admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Permission levels an admin permission row may hold. */
export const PERMISSION_LEVELS = ['owner', 'org_admin', 'super_admin', 'user'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** The organization with id 2 is the provider (super-admin) organization and holds the performers. */
export const PROVIDER_ORGANIZATION_ID = 2;

export const ROLE_BADGES: Record<Role, string> = {
  owner: 'Owner',
  super_admin: 'Super Admin',
  org_admin: 'Admin',
  user: 'User',
};

/** Owner and super admin are the only roles that may write bookings (SPEC.md section 6). */
export function canWriteBookings(role: Role): boolean {
  return role === 'owner' || role === 'super_admin';
}

/** Owners and super admins work across every client organization; everyone else only in their own (SPEC.md section 6). */
export function seesEveryOrganization(role: Role): boolean {
  return role === 'owner' || role === 'super_admin';
}

export function isAdminRole(role: Role): boolean {
  return role !== 'user';
}
