import type { OrganizationSummary, Role, SessionDto } from '@booking-portal/api/contract';

/** Organizations of the demo data (docs/ARCHITECTURE.md section 5). */
export const DEMO_ORGANIZATIONS = {
  palmCove: { id: 1, name: 'Palm Cove Beach Resort', slug: 'palm-cove', logo: null, kind: 'client' },
  encore: { id: 2, name: 'Encore Music Entertainment', slug: 'encore-music', logo: null, kind: 'provider' },
  cypressHills: {
    id: 3,
    name: 'Cypress Hills Country Club',
    slug: 'cypress-hills',
    logo: null,
    kind: 'client',
  },
} as const satisfies Record<string, OrganizationSummary>;

interface DemoAccount {
  email: string;
  organization: OrganizationSummary;
  department: string | null;
}

/** One demo account per role, as the API's session answer describes them. */
const DEMO_ACCOUNTS: Record<Role, DemoAccount> = {
  owner: { email: 'owner@encore.test', organization: DEMO_ORGANIZATIONS.encore, department: null },
  super_admin: { email: 'admin@encore.test', organization: DEMO_ORGANIZATIONS.encore, department: null },
  org_admin: { email: 'manager@palmcove.test', organization: DEMO_ORGANIZATIONS.palmCove, department: null },
  user: { email: 'lobby@palmcove.test', organization: DEMO_ORGANIZATIONS.palmCove, department: 'Lobby Bar' },
};

const PERMISSION_OF_ROLE: Partial<Record<Role, SessionDto['adminPermissions'][number]['permissionLevel']>> = {
  owner: 'owner',
  org_admin: 'org_admin',
};

/** A session as GET /api/auth/session answers it for the demo account of `role`. */
export function sessionFor(role: Role, overrides: Partial<SessionDto> = {}): SessionDto {
  const account = DEMO_ACCOUNTS[role];
  const userId = 10 + Object.keys(DEMO_ACCOUNTS).indexOf(role);
  const level = PERMISSION_OF_ROLE[role];
  return {
    user: {
      id: userId,
      username: account.email.split('@')[0] ?? account.email,
      email: account.email,
      firebaseUid: `uid-${userId}`,
      organizationId: account.organization.id,
      department: account.department,
    },
    role,
    allowed: true,
    adminPermissions:
      level === undefined
        ? []
        : [
            {
              id: userId,
              userId,
              permissionLevel: level,
              organizationId: account.organization.id,
              grantedBy: null,
              grantedAt: '2025-01-01T00:00:00.000Z',
            },
          ],
    organization: account.organization,
    ...overrides,
  };
}
