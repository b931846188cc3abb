import { PROVIDER_ORGANIZATION_ID, type ManagedUserDto } from '../../contract';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';

/**
 * Who may edit or delete whom: org admins only their own organization's users (anyone else is
 * 404, as if absent), and the provider organization's users only owners.
 */
export function assertManageable(actor: Actor, target: ManagedUserDto | null): ManagedUserDto {
  if (!target) throw new NotFoundError();
  if (actor.role === 'org_admin' && target.organizationId !== actor.organizationId) throw new NotFoundError();
  return target;
}

export function assertProviderRuleAllows(actor: Actor, target: ManagedUserDto): void {
  if (target.organizationId === PROVIDER_ORGANIZATION_ID && actor.role !== 'owner')
    throw new ForbiddenError();
}

/** The organization whose users an actor may list: org admins only their own. */
export function listableOrganization(actor: Actor, requested: number | undefined): number | null {
  if (actor.role === 'owner' || actor.role === 'super_admin') return requested ?? null;
  if (actor.organizationId === null) throw new NotFoundError();
  if (requested !== undefined && requested !== actor.organizationId) throw new NotFoundError();
  return actor.organizationId;
}
