import type { EditablePermissionLevel, ManagedUserDto, Role } from '@booking-portal/api/contract';

/** The row badges of User Management (docs/PRODUCT.md section 2): Pending before registration, else the role. */
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
  if (user.disabledAt !== null) return 'Disabled';
  return user.isPending ? 'Pending Registration' : 'Active';
}

const INVITATION_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 'Invitation sent {date}' on a pending row, the date in the viewer's own locale and zone. */
export function invitationSentLabel(sentAt: string): string {
  return `Invitation sent ${INVITATION_DATE.format(new Date(sentAt))}`;
}

/** A pending user added before invitations were mailed, or whose mail was never queued. */
export const NO_INVITATION_YET = 'No invitation sent yet';
