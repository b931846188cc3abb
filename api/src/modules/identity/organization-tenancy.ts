import { worksAcrossOrganizations } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';

/** What the tenancy rule reads of the actor. */
export type TenantActor = Pick<Actor, 'role' | 'organizationId'>;

/**
 * The tenancy rule (docs/PRODUCT.md section 6): owners and super admins see every organization; anyone else
 * sees only their own, and nothing when they belong to none.
 */
export function maySeeOrganization(actor: TenantActor, organizationId: number | null): boolean {
  return (
    worksAcrossOrganizations(actor.role) ||
    (organizationId !== null && actor.organizationId === organizationId)
  );
}

/** Another tenant's organization answers 404, exactly like a missing one (docs/ARCHITECTURE.md section 4). */
export function assertOrganizationVisible(actor: TenantActor, organizationId: number | null): void {
  if (!maySeeOrganization(actor, organizationId)) throw new NotFoundError();
}

/**
 * The organizations a read covers, for a request that may name one: the named one when the actor
 * may see it (404 otherwise); without one, 'every' organization for the roles that work across
 * organizations, else the actor's own (null when they belong to none).
 */
export function organizationScopeOf(
  actor: TenantActor,
  requested: number | undefined,
): number | 'every' | null {
  if (requested !== undefined) {
    assertOrganizationVisible(actor, requested);
    return requested;
  }
  return worksAcrossOrganizations(actor.role) ? 'every' : actor.organizationId;
}
