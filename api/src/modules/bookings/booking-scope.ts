import type { BookingListQueryInput } from '../../contract';
import type { Actor } from '../../platform/http';
import type { ChangeDependency } from '../change-counters';
import { maySeeOrganization, organizationScopeOf } from '../identity';
import type { BookingListFilter } from './bookings.repository';

/** What the bookings' visibility rule reads of the actor. */
export type BookingViewer = Pick<Actor, 'role' | 'organizationId' | 'department'>;

/**
 * Whether the actor may see bookings of this organization and department (docs/PRODUCT.md section 6),
 * the rule `readFilterOf` narrows a read's statement by: the tenancy rule, and a user only their own
 * department. For what is decided of a booking already in hand (the change stream's bumps and presence).
 */
export function maySeeBookingsOf(
  actor: BookingViewer,
  organizationId: number,
  department: string | null,
): boolean {
  if (!maySeeOrganization(actor, organizationId)) return false;
  if (actor.role !== 'user') return true;
  return actor.department !== null && actor.department === department;
}

/**
 * What a read returns for the actor (docs/PRODUCT.md section 6), the query's filters intersected with it:
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

/**
 * What a bookings read's answer is made of, for its tag: the bookings (and their performers) the
 * filter above keeps, and the provider's performers they name. A ranged read covers only its
 * months, and a read of some departments (a user's own) only theirs: a write to another month or
 * another department keeps its tag. Asking for another tenant's organization is 404 here, before
 * any tag is made.
 */
export function readDependenciesOf(actor: Actor, query: BookingListQueryInput): readonly ChangeDependency[] {
  const filter = readFilterOf(actor, query);
  if (filter === null) return [];
  const { from, to } = query;
  const bookings: ChangeDependency = {
    scope: 'bookings',
    organizations: filter.organization === 'clients' ? 'every' : [filter.organization],
    ...(from !== undefined && to !== undefined ? { dates: { from, to } } : {}),
    ...(filter.departments === null ? {} : { departments: filter.departments }),
  };
  return [bookings, { scope: 'performers', organizations: 'every' }];
}
