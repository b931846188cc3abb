/** Data role values of docs/PRODUCT.md section 6, in badge precedence order. */
export type Role = 'owner' | 'super_admin' | 'org_admin' | 'user';

/** Permission levels an admin permission row may hold. */
export const PERMISSION_LEVELS = ['owner', 'org_admin', 'super_admin', 'user'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/**
 * What an organization is: the one provider (the music-entertainment company, whose members are super
 * admins and which holds the performers) or a client venue. Stored with each organization; the API
 * decides "is the provider" from it, never from an id.
 */
export const ORGANIZATION_KINDS = ['provider', 'client'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];

/**
 * The one rule for "is this the provider", for the API and every front end: the organization's stored
 * kind, as its summary carries it. No organization (a user without one, a choice not made yet) is not
 * the provider.
 */
export function isProviderOrganization(organization: { kind: OrganizationKind } | null | undefined): boolean {
  return organization?.kind === 'provider';
}

/**
 * The demo provider's id (docs/PRODUCT.md section 3, docs/ARCHITECTURE.md section 5): demo data only,
 * the seed's provider and the API tests' fixtures. Whether an organization is the provider is its kind
 * (`isProviderOrganization`), never this id; the front ends find the provider by its kind too.
 */
export const PROVIDER_ORGANIZATION_ID = 2;

export const ROLE_BADGES: Record<Role, string> = {
  owner: 'Owner',
  super_admin: 'Super Admin',
  org_admin: 'Admin',
  user: 'User',
};

/**
 * The roles that work across organizations (docs/PRODUCT.md section 6): owners and super admins see every
 * client organization and are the only ones who write bookings and performers; everyone else works
 * only in their own organization.
 */
export const CROSS_ORGANIZATION_ROLES = ['owner', 'super_admin'] as const satisfies readonly Role[];

export function worksAcrossOrganizations(role: Role): boolean {
  return CROSS_ORGANIZATION_ROLES.some((crossOrganizationRole) => crossOrganizationRole === role);
}

/** The calendar's name for the same rule: only the roles that work across organizations write bookings. */
export function canWriteBookings(role: Role): boolean {
  return worksAcrossOrganizations(role);
}
