import {
  formatInstantLabel,
  type EditablePermissionLevel,
  type ManagedUserDto,
  type Role,
} from '@booking-portal/api/contract';

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

/** 'Invitation sent Jun 2, 2025, 5:30 AM EDT' on a pending row: on the viewer's own clock, the zone named. */
export function invitationSentLabel(sentAt: string): string {
  return `Invitation sent ${formatInstantLabel(sentAt)}`;
}

/** A pending user added before invitations were mailed, or whose mail was never queued. */
export const NO_INVITATION_YET = 'No invitation sent yet';

/**
 * A pending row's invitation button says what pressing it does: the first invitation is sent, a later
 * one is sent again (and the earlier link stops working).
 */
export function invitationButtonLabel(sentAt: string | null, isSending: boolean): string {
  if (isSending) return 'Sending...';
  return sentAt === null ? 'Send invitation' : 'Resend invitation';
}
