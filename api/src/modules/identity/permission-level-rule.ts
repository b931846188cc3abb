import { ORG_MESSAGES, type PermissionLevel } from '../../contract';
import { BadRequestError, ForbiddenError, ValidationError } from '../../platform/errors';

/** What the rule reads of the member: whether their organization is the provider. */
export interface LevelHolder {
  inProviderOrganization: boolean;
}

/**
 * The one rule of which permission level a user may be given (docs/PRODUCT.md section 6 and Add user):
 * the owner level is never handed out; the provider's members are super admins, and only they may
 * be; anyone else is a user or an org admin. User Management's add and edit and the permissions
 * route all ask it, so no route grants what another refuses.
 */
export function assertLevelFitsMember(level: PermissionLevel, member: LevelHolder): void {
  if (level === 'owner') throw new ForbiddenError(ORG_MESSAGES.ownerNotGrantable);
  if (member.inProviderOrganization) {
    if (level !== 'super_admin') throw new BadRequestError(ORG_MESSAGES.providerUserLevelFixed);
    return;
  }
  if (level === 'super_admin') throw new BadRequestError(ORG_MESSAGES.superAdminProviderOnly);
}

/**
 * An org_admin permission acts only in the member's own organization (docs/CONFIGURATION.md's Permissions): one for another organization, or for none, would be
 * stored and listed yet change nothing, so it is refused naming the field.
 */
export function assertGrantOrganizationFits(
  level: PermissionLevel,
  organizationId: number | null,
  member: { organizationId: number | null },
): void {
  if (level === 'org_admin' && (organizationId === null || organizationId !== member.organizationId))
    throw new ValidationError([
      { path: 'organizationId', message: ORG_MESSAGES.orgAdminOwnOrganizationOnly },
    ]);
}
