import type { BookingListQueryInput } from '../../contract';
import type { Actor } from '../../platform/http';
import { organizationScopeOf } from '../identity';
import type { BookingListFilter } from './bookings.repository';

/**
 * What a read returns for the actor (SPEC.md section 6), the query's filters intersected with it:
 * a user sees only their own department of their own organization, an org admin their whole
 * organization, owners and super admins any client organization (all of them without a filter).
 * Asking for another tenant's organization is 404; null means the actor can see nothing.
 */
export function readFilterOf(actor: Actor, query: BookingListQueryInput): BookingListFilter | null {
  const range = { from: query.from, to: query.to, status: query.status };
  const asked = query.department ?? null;
  const scope = organizationScopeOf(actor, query.organizationId);
  if (scope === 'every') return { ...range, organization: 'clients', departments: asked };
  if (scope === null) return null;
  // Every role above user sees all departments of the organization in scope; a user only their own.
  if (actor.role !== 'user') return { ...range, organization: scope, departments: asked };

  const own = actor.department;
  if (own === null || (asked !== null && !asked.includes(own))) return null;
  return { ...range, organization: scope, departments: [own] };
}
