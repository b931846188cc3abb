import {
  isProviderOrganization,
  type ManagedUserDto,
  type OrganizationSummary,
  type SessionDto,
} from '@booking-portal/api/contract';

/** What the viewer may do with one row (docs/PRODUCT.md sections 2, 5 and 6); the API enforces the same rules. */
export interface UserAbilities {
  canEdit: boolean;
  /** Why Delete is refused, shown in place of the button; null when it is offered (or editing is not). */
  deleteRefusal: 'owner' | 'self' | null;
  /** Whether Edit User offers the permission level, and whether it may be changed. */
  level: 'hidden' | 'locked' | 'editable';
  /** Provider-organization users have no department or level fields. */
  showsDepartment: boolean;
  /** A pending, enabled user may be sent a new invitation by whoever may edit them. */
  canResendInvitation: boolean;
  /**
   * Disable for an enabled account, Enable for a disabled one, or neither. Whoever may edit a user may
   * (org admins only see their own organization's); owners and one's own account cannot be disabled.
   */
  accountAction: 'disable' | 'enable' | null;
}

/** The abilities on `user`, a member of `organization` (the organization whose users are listed). */
export function abilitiesFor(
  viewer: SessionDto,
  user: ManagedUserDto,
  organization: OrganizationSummary,
): UserAbilities {
  const isProvider = isProviderOrganization(organization);
  const canEdit = isProvider ? viewer.role === 'owner' : true;
  const isSelf = viewer.user.id === user.id;
  const deleteRefusal = user.role === 'owner' ? 'owner' : isSelf ? 'self' : null;
  const levelIsEditable = user.role === 'user' || user.role === 'org_admin';
  const level =
    isProvider || !levelIsEditable ? 'hidden' : isSelf && viewer.role === 'org_admin' ? 'locked' : 'editable';
  const isDisabled = user.disabledAt !== null;
  const canResendInvitation = canEdit && user.isPending && !isDisabled;
  const mayBeDisabled = user.role !== 'owner' && !isSelf;
  const accountAction = !canEdit ? null : isDisabled ? 'enable' : mayBeDisabled ? 'disable' : null;
  return { canEdit, deleteRefusal, level, showsDepartment: !isProvider, canResendInvitation, accountAction };
}
