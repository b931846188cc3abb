import type { ManagedUserDto } from '../../contract';
import { entityTagOf } from '../../platform/http';

/**
 * A user's tag (the ETag of GET /api/users/:id, what its writes take as If-Match): their stored
 * fields as User Management shows them, their admin levels included, since an edit sets the level.
 * The role is left out (it follows from the levels and the organization's kind, another row's).
 */
export function userTagOf(user: ManagedUserDto): string {
  return entityTagOf({
    id: user.id,
    username: user.username,
    email: user.email,
    firebaseUid: user.firebaseUid,
    organizationId: user.organizationId,
    department: user.department,
    invitationSentAt: user.invitationSentAt,
    disabledAt: user.disabledAt,
    adminPermissions: user.adminPermissions.map((permission) => [
      permission.id,
      permission.permissionLevel,
      permission.organizationId,
    ]),
  });
}
