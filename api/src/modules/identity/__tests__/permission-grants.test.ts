import { API_PATHS, ORG_MESSAGES, type PermissionLevel } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

/** The tenants a grant can target: the provider's members, and a client's plain user and org admin. */
const TARGETS = {
  provider: { email: 'admin@encore.test', organizationId: 2 },
  clientUser: { email: 'dusk@palmcove.test', organizationId: 1 },
  clientOrgAdmin: { email: 'manager@cypresshills.test', organizationId: 3 },
} as const;
type Target = keyof typeof TARGETS;

/**
 * The one rule User Management's add and the permissions route share: the owner level is never
 * handed out; the provider's members are super admins and only they may be; a client's members are
 * users or org admins.
 */
const EXPECTED: Record<
  PermissionLevel,
  Record<Target, { status: number; message?: string; roleAfter?: string }>
> = {
  owner: {
    provider: { status: 403, message: ORG_MESSAGES.ownerNotGrantable },
    clientUser: { status: 403, message: ORG_MESSAGES.ownerNotGrantable },
    clientOrgAdmin: { status: 403, message: ORG_MESSAGES.ownerNotGrantable },
  },
  super_admin: {
    provider: { status: 201, roleAfter: 'super_admin' },
    clientUser: { status: 400, message: ORG_MESSAGES.superAdminProviderOnly },
    clientOrgAdmin: { status: 400, message: ORG_MESSAGES.superAdminProviderOnly },
  },
  org_admin: {
    provider: { status: 400, message: ORG_MESSAGES.providerUserLevelFixed },
    clientUser: { status: 201, roleAfter: 'org_admin' },
    clientOrgAdmin: { status: 409, message: ORG_MESSAGES.permissionExists },
  },
  user: {
    provider: { status: 400, message: ORG_MESSAGES.providerUserLevelFixed },
    clientUser: { status: 201, roleAfter: 'user' },
    clientOrgAdmin: { status: 201, roleAfter: 'org_admin' },
  },
};

async function snapshotOf(email: string): Promise<{ role: string; permissions: unknown[] }> {
  const user: { id: number } | undefined = await app().knex('users').first('id').where({ email });
  const permissions = await app()
    .knex('admin_permissions')
    .select('permissionLevel', 'organizationId')
    .where({ userId: user?.id ?? 0 })
    .orderBy('id');
  const session = await app()
    .http()
    .get(API_PATHS.users)
    .set('Cookie', await as('owner@encore.test'));
  const listed = (session.body as { email: string; role: string }[]).find((entry) => entry.email === email);
  return { role: listed?.role ?? 'missing', permissions };
}

async function newestPermissionId(): Promise<number> {
  const row: { newest: number | null } | undefined = await app()
    .knex('admin_permissions')
    .first(app().knex.raw('max(id) as "newest"'));
  return row?.newest ?? 0;
}

describe('POST /api/admin/permissions: the level fits the member organization', () => {
  for (const actor of ['admin@encore.test', 'owner@encore.test']) {
    for (const level of Object.keys(EXPECTED) as PermissionLevel[]) {
      for (const target of Object.keys(TARGETS) as Target[]) {
        const expected = EXPECTED[level][target];
        it(`when ${actor} grants ${level} to a ${target} member, then ${expected.status}`, async () => {
          const { email, organizationId } = TARGETS[target];
          const user: { id: number } | undefined = await app().knex('users').first('id').where({ email });
          const before = await snapshotOf(email);
          const newestBefore = await newestPermissionId();

          try {
            const response = await write('post', API_PATHS.adminPermissions, await as(actor)).send({
              userId: user?.id,
              permissionLevel: level,
              organizationId,
            });

            expect(response.status).toBe(expected.status);
            if (expected.message) expect(response.body).toEqual({ message: expected.message });
            const after = await snapshotOf(email);
            if (expected.status === 201) expect(after.role).toBe(expected.roleAfter);
            else expect(after).toEqual(before);
          } finally {
            // Each case starts from the seeded permissions, whatever the one before granted.
            await app().knex('admin_permissions').where('id', '>', newestBefore).del();
          }
        });
      }
    }
  }

  for (const [named, organizationId] of [
    ['another organization', TARGETS.clientOrgAdmin.organizationId],
    ['no organization', null],
  ] as const) {
    it(`when an org_admin grant names ${named} rather than the member's own, then 400 naming organizationId and nothing is stored`, async () => {
      const { email } = TARGETS.clientUser;
      const user: { id: number } | undefined = await app().knex('users').first('id').where({ email });
      const before = await snapshotOf(email);
      const newestBefore = await newestPermissionId();

      const response = await write('post', API_PATHS.adminPermissions, await as('owner@encore.test')).send({
        userId: user?.id,
        permissionLevel: 'org_admin',
        organizationId,
      });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: ORG_MESSAGES.orgAdminOwnOrganizationOnly,
        errors: [{ path: 'organizationId', message: ORG_MESSAGES.orgAdminOwnOrganizationOnly }],
      });
      expect(await newestPermissionId()).toBe(newestBefore);
      expect(await snapshotOf(email)).toEqual(before);
    });
  }

  it("when a super admin makes a Palm Cove user a super admin, then 400 and the user still cannot read another tenant's bookings", async () => {
    const user: { id: number } | undefined = await app()
      .knex('users')
      .first('id')
      .where({ email: 'lobby@palmcove.test' });

    const grant = await write('post', API_PATHS.adminPermissions, await as('admin@encore.test')).send({
      userId: user?.id,
      permissionLevel: 'super_admin',
      organizationId: 1,
    });

    expect(grant.status).toBe(400);
    const lobby = await as('lobby@palmcove.test');
    expect(
      (await app().http().get(`${API_PATHS.bookings}?organizationId=3`).set('Cookie', lobby)).status,
    ).toBe(404);
  });
});
