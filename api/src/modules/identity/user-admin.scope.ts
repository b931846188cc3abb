import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import type { ManagedUser } from './managed-user.repository';
import { assertOrganizationVisible, organizationScopeOf } from './organization-tenancy';

/**
 * Who may edit or delete whom: by the tenancy rule, org admins only their own organization's users
 * (anyone else is 404, as if absent), and the provider organization's users only owners.
 */
export function assertManageable(actor: Actor, target: ManagedUser | null): ManagedUser {
  if (!target) throw new NotFoundError();
  assertOrganizationVisible(actor, target.organizationId);
  return target;
}

export function assertProviderRuleAllows(actor: Actor, target: ManagedUser): void {
  if (target.inProviderOrganization && actor.role !== 'owner') throw new ForbiddenError();
}

/** The organization whose users an actor may list (null: every one); org admins only their own. */
export function listableOrganization(actor: Actor, requested: number | undefined): number | null {
  const scope = organizationScopeOf(actor, requested);
  if (scope === null) throw new NotFoundError();
  return scope === 'every' ? null : scope;
}
