import type { EditablePermissionLevel, ManagedUserDto, Role } from '@booking-portal/api/contract';

/** The row badges of User Management (SPEC.md section 2): Pending before registration, else the role. */
const ROLE_ROW_BADGES: Record<Role, string> = {
  owner: 'Owner',
  super_admin: 'Super Admin',
  org_admin: 'Org Admin',
  user: 'User',
};

export function userBadge(user: ManagedUserDto): string {
  return user.isPending ? 'Pending' : ROLE_ROW_BADGES[user.role];
}

/** How the expanded row and the level selects name a permission level. */
export const PERMISSION_LEVEL_LABELS: Record<Role, string> = {
  owner: 'Owner',
  super_admin: 'Super Admin',
  org_admin: 'Organization Admin',
  user: 'User',
};

export const EDITABLE_LEVEL_OPTIONS: { value: EditablePermissionLevel; label: string }[] = [
  { value: 'user', label: PERMISSION_LEVEL_LABELS.user },
  { value: 'org_admin', label: PERMISSION_LEVEL_LABELS.org_admin },
];

export function userStatus(user: ManagedUserDto): string {
  return user.isPending ? 'Pending Registration' : 'Active';
}
