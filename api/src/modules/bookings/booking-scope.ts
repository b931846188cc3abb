import { seesEveryOrganization, type BookingListQueryInput } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import type { BookingListFilter } from './bookings.repository';

/** Whether the actor may see bookings of the organization at all. */
export function maySeeOrganization(actor: Actor, organizationId: number | null): boolean {
  return (
    seesEveryOrganization(actor.role) || (organizationId !== null && actor.organizationId === organizationId)
  );
}

/**
 * What a read returns for the actor (SPEC.md section 6), the query's filters intersected with it:
 * a user sees only their own department of their own organization, an org admin their whole
 * organization, owners and super admins any client organization (all of them without a filter).
 * Asking for another tenant's organization is 404; null means the actor can see nothing.
 */
export function readFilterOf(actor: Actor, query: BookingListQueryInput): BookingListFilter | null {
  const range = { from: query.from, to: query.to, status: query.status };
  const asked = query.department ?? null;
  if (seesEveryOrganization(actor.role))
    return { ...range, organization: query.organizationId ?? 'clients', departments: asked };

  if (query.organizationId !== undefined && query.organizationId !== actor.organizationId)
    throw new NotFoundError();
  if (actor.organizationId === null) return null;
  if (actor.role === 'org_admin') return { ...range, organization: actor.organizationId, departments: asked };

  const own = actor.department;
  if (own === null || (asked !== null && !asked.includes(own))) return null;
  return { ...range, organization: actor.organizationId, departments: [own] };
}
