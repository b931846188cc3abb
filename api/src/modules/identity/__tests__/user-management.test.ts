import {
  API_PATHS,
  AUTH_MESSAGES,
  ORG_MESSAGES,
  type AdminPermission,
  type ManagedUserDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { statementsDuring } from '../../../test-support/sql-statements';
import { provideTestApp } from '../../../test-support/test-app';
import { registerThroughMailedLink } from '../../../test-support/mailed-links';
import { actingAs, freshClientIp, login } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const { as, write } = actingAs(app);

async function userId(email: string): Promise<number> {
  const row: { id: number } | undefined = await app().knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function permissionsOf(
  email: string,
): Promise<{ permissionLevel: string; organizationId: number | null }[]> {
  return app()
    .knex('admin_permissions')
    .select('permissionLevel', 'organizationId')
    .where({ userId: await userId(email) })
    .orderBy('id');
}

async function addUser(body: Record<string, unknown>, by = 'owner@encore.test'): Promise<ManagedUserDto> {
  const response = await write('post', API_PATHS.adminUsers, await as(by)).send(body);
  if (response.status !== 201) throw new Error(`user not added: ${response.status} ${response.text}`);
  return response.body as ManagedUserDto;
}

async function auditDetails(action: string, resourceId: number): Promise<unknown[]> {
  const rows: { details: string | null }[] = await app()
    .knex('audit_logs')
    .select('details')
    .where({ action, resourceId: String(resourceId) })
    .orderBy('id');
  return rows.map((row) => JSON.parse(row.details ?? 'null') as unknown);
}

describe('GET /api/users', () => {
  it('when the owner asks for Palm Cove, then its users come sorted by e-mail with role, pending state and permissions', async () => {
    const response = await app()
      .http()
      .get(`${API_PATHS.users}?organizationId=1&t=123`)
      .set('Cookie', await as('owner@encore.test'));

    expect(response.status).toBe(200);
    const users = response.body as ManagedUserDto[];
    expect(users.every((user) => user.organizationId === 1)).toBe(true);
    const emails = users.map((user) => user.email);
    expect(emails).toEqual(
      expect.arrayContaining([
        'dusk@palmcove.test',
        'lobby@palmcove.test',
        'manager@palmcove.test',
        'newhire@palmcove.test',
      ]),
    );
    expect(emails).toEqual([...emails].sort());
    expect(users.find((user) => user.email === 'manager@palmcove.test')).toMatchObject({
      role: 'org_admin',
      isPending: false,
      adminPermissions: [expect.objectContaining({ permissionLevel: 'org_admin', organizationId: 1 })],
    });
    expect(users.find((user) => user.email === 'newhire@palmcove.test')).toMatchObject({
      role: 'user',
      isPending: true,
      firebaseUid: null,
    });
    expect(JSON.stringify(users)).not.toMatch(/password/i);
  });

  it("when the owner gives no organization, then every organization's users come back", async () => {
    const response = await app()
      .http()
      .get(API_PATHS.users)
      .set('Cookie', await as('owner@encore.test'));

    expect(response.status).toBe(200);
    const users = response.body as ManagedUserDto[];
    expect(users.find((user) => user.email === 'owner@encore.test')).toMatchObject({ role: 'owner' });
    expect(users.find((user) => user.email === 'staff@cypresshills.test')).toMatchObject({ role: 'user' });
  });

  it('when an org admin asks, then only their own organization comes back, and another organization is 404', async () => {
    const cookie = await as('manager@cypresshills.test');

    const own = await app().http().get(API_PATHS.users).set('Cookie', cookie);
    const foreign = await app().http().get(`${API_PATHS.users}?organizationId=1`).set('Cookie', cookie);

    expect(own.status).toBe(200);
    const users = own.body as ManagedUserDto[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((user) => user.organizationId === 3)).toBe(true);
    expect(foreign.status).toBe(404);
  });

  it('when a plain user asks, then 403', async () => {
    const response = await app()
      .http()
      .get(API_PATHS.users)
      .set('Cookie', await as('lobby@palmcove.test'));

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.forbidden });
  });
});

describe('POST /api/admin/users', () => {
  it('when the owner adds a user, then the row is pending (no password, no auth id) and the user can register and sign in', async () => {
    const added = await addUser({
      email: '  Greeter@CypressHills.test ',
      department: 'Clubhouse',
      permissionLevel: 'user',
      organizationId: 3,
      firebaseUid: 'forged',
    });

    expect(added).toMatchObject({
      email: 'greeter@cypresshills.test',
      username: 'greeter',
      organizationId: 3,
      department: 'Clubhouse',
      isPending: true,
      firebaseUid: null,
      role: 'user',
      adminPermissions: [],
    });
    expect(await app().knex('users').first('passwordHash', 'firebaseUid').where({ id: added.id })).toEqual({
      passwordHash: null,
      firebaseUid: null,
    });
    expect(await auditDetails('user_created', added.id)).toEqual([
      {
        new: {
          email: 'greeter@cypresshills.test',
          organizationId: 3,
          department: 'Clubhouse',
          role: 'user',
          permissionLevel: 'user',
        },
      },
    ]);

    const registered = await registerThroughMailedLink(
      app(),
      {
        organizationId: 3,
        email: 'greeter@cypresshills.test',
        password: 'Greeter-pass-1',
        department: 'Clubhouse',
      },
      freshClientIp(),
    );
    expect(registered.status).toBe(201);
    const signedIn = await login(app(), 'greeter@cypresshills.test', 'Greeter-pass-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: 'greeter@cypresshills.test' }, role: 'user' });
  });

  it('when the username from the e-mail is taken, then a numbered one is used', async () => {
    const first = await addUser({
      email: 'host@palmcove.test',
      department: 'DUSK',
      permissionLevel: 'user',
      organizationId: 1,
    });
    const second = await addUser({
      email: 'host@cypresshills.test',
      department: 'Ballroom',
      permissionLevel: 'user',
      organizationId: 3,
    });

    expect(first.username).toBe('host');
    expect(second.username).toBe('host-2');
  });

  it('when an org admin sends x-is-admin: true, then 403 and no user is added', async () => {
    const response = await write('post', API_PATHS.adminUsers, await as('manager@palmcove.test'))
      .set('x-is-admin', 'true')
      .send({
        email: 'sneaky@palmcove.test',
        department: 'DUSK',
        permissionLevel: 'user',
        organizationId: 1,
      });

    expect(response.status).toBe(403);
    expect(await app().knex('users').where({ email: 'sneaky@palmcove.test' })).toEqual([]);
  });

  it('when the e-mail is invalid and the department missing, then 400 with the spec texts', async () => {
    const response = await write('post', API_PATHS.adminUsers, await as('owner@encore.test')).send({
      email: 'not-an-email',
      permissionLevel: 'user',
      organizationId: 1,
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Please enter a valid email address',
      errors: [
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'department', message: 'Department is required for non-super admin users' },
      ],
    });
  });

  it('when the e-mail already exists, then 409 with the spec text', async () => {
    const response = await write('post', API_PATHS.adminUsers, await as('admin@encore.test')).send({
      email: 'lobby@palmcove.test',
      department: 'DUSK',
      permissionLevel: 'user',
      organizationId: 1,
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ORG_MESSAGES.userEmailTaken });
  });

  it("when the department is not one of the organization's or super_admin is asked for a client organization, then 400", async () => {
    const cookie = await as('owner@encore.test');

    const foreignDepartment = await write('post', API_PATHS.adminUsers, cookie).send({
      email: 'wanderer@palmcove.test',
      department: 'Clubhouse',
      permissionLevel: 'user',
      organizationId: 1,
    });
    const clientSuperAdmin = await write('post', API_PATHS.adminUsers, cookie).send({
      email: 'boss@palmcove.test',
      permissionLevel: 'super_admin',
      organizationId: 1,
    });

    expect(foreignDepartment.status).toBe(400);
    expect(foreignDepartment.body).toEqual({
      message: ORG_MESSAGES.departmentNotInOrganization,
      errors: [{ path: 'department', message: ORG_MESSAGES.departmentNotInOrganization }],
    });
    expect(clientSuperAdmin.status).toBe(400);
    expect(clientSuperAdmin.body).toEqual({ message: ORG_MESSAGES.superAdminProviderOnly });
    expect(
      await app().knex('users').whereIn('email', ['wanderer@palmcove.test', 'boss@palmcove.test']),
    ).toEqual([]);
  });

  it('when a user is added to the provider organization, then they are a super admin without a department', async () => {
    const added = await addUser({
      email: 'booker@encore.test',
      department: 'DUSK',
      permissionLevel: 'user',
      organizationId: 2,
    });

    expect(added).toMatchObject({ organizationId: 2, department: null, role: 'super_admin' });
    expect(await permissionsOf('booker@encore.test')).toEqual([
      { permissionLevel: 'super_admin', organizationId: 2 },
    ]);
  });

  it('when an org admin level is chosen, then an org_admin permission for the organization is added', async () => {
    const added = await addUser({
      email: 'deputy@palmcove.test',
      department: 'DUSK',
      permissionLevel: 'org_admin',
      organizationId: 1,
    });

    expect(added.role).toBe('org_admin');
    expect(await permissionsOf('deputy@palmcove.test')).toEqual([
      { permissionLevel: 'org_admin', organizationId: 1 },
    ]);
  });
});

describe('PATCH /api/users/{id}', () => {
  it("when an org admin edits a user's department and level, then the org_admin permission is added, later removed, and audited", async () => {
    const cookie = await as('manager@palmcove.test');
    const id = await userId('dusk@palmcove.test');

    const promoted = await write('patch', API_PATHS.user(id), cookie).send({
      department: 'Lobby Bar',
      permissionLevel: 'org_admin',
    });

    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id, department: 'Lobby Bar', role: 'org_admin' });
    expect(await permissionsOf('dusk@palmcove.test')).toEqual([
      { permissionLevel: 'org_admin', organizationId: 1 },
    ]);

    const demoted = await write('patch', API_PATHS.user(id), cookie).send({
      department: 'DUSK',
      permissionLevel: 'user',
    });

    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ department: 'DUSK', role: 'user', adminPermissions: [] });
    expect(await permissionsOf('dusk@palmcove.test')).toEqual([]);
    expect(await auditDetails('user_updated', id)).toEqual([
      {
        old: { email: 'dusk@palmcove.test', organizationId: 1, department: 'DUSK', role: 'user' },
        new: { email: 'dusk@palmcove.test', organizationId: 1, department: 'Lobby Bar', role: 'org_admin' },
      },
      {
        old: { email: 'dusk@palmcove.test', organizationId: 1, department: 'Lobby Bar', role: 'org_admin' },
        new: { email: 'dusk@palmcove.test', organizationId: 1, department: 'DUSK', role: 'user' },
      },
    ]);
  });

  it('when an org admin tries to raise themself, then 403 and their permission rows are unchanged', async () => {
    const cookie = await as('manager@cypresshills.test');
    const id = await userId('manager@cypresshills.test');
    const before = await permissionsOf('manager@cypresshills.test');

    const ownLevel = await write('patch', API_PATHS.user(id), cookie).send({ permissionLevel: 'org_admin' });
    const grant = await write('post', API_PATHS.adminPermissions, cookie).send({
      userId: id,
      permissionLevel: 'super_admin',
      organizationId: null,
    });

    expect(ownLevel.status).toBe(403);
    expect(ownLevel.body).toEqual({ message: ORG_MESSAGES.cannotChangeOwnLevel });
    expect(grant.status).toBe(403);
    expect(await permissionsOf('manager@cypresshills.test')).toEqual(before);
  });

  it("when an org admin edits another organization's user, then 404 and nothing changes", async () => {
    const id = await userId('lobby@palmcove.test');

    const response = await write('patch', API_PATHS.user(id), await as('manager@cypresshills.test')).send({
      department: 'Clubhouse',
    });

    expect(response.status).toBe(404);
    expect(await app().knex('users').first('department').where({ id })).toEqual({ department: 'Lobby Bar' });
  });

  it("when the department is not one of the organization's or the level is not editable, then 400", async () => {
    const id = await userId('lobby@palmcove.test');
    const cookie = await as('owner@encore.test');

    const foreign = await write('patch', API_PATHS.user(id), cookie).send({ department: 'Clubhouse' });
    const level = await write('patch', API_PATHS.user(id), cookie).send({ permissionLevel: 'super_admin' });

    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: ORG_MESSAGES.departmentNotInOrganization,
      errors: [{ path: 'department', message: ORG_MESSAGES.departmentNotInOrganization }],
    });
    expect(level.status).toBe(400);
    expect(await app().knex('users').first('department').where({ id })).toEqual({ department: 'Lobby Bar' });
  });

  it('when a super admin edits a provider-organization user, then 403; the owner may', async () => {
    const added = await addUser({
      email: 'roadie@encore.test',
      permissionLevel: 'super_admin',
      organizationId: 2,
    });

    const bySuperAdmin = await write('patch', API_PATHS.user(added.id), await as('admin@encore.test')).send({
      department: null,
    });
    const byOwner = await write('patch', API_PATHS.user(added.id), await as('owner@encore.test')).send({
      department: '',
    });

    expect(bySuperAdmin.status).toBe(403);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ id: added.id, department: null });
  });
});

describe('DELETE /api/users/{id}', () => {
  it('when anyone deletes the owner, then 403 with the spec text and the owner stays', async () => {
    const id = await userId('owner@encore.test');

    const response = await write('delete', API_PATHS.user(id), await as('admin@encore.test'));

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'Owner accounts cannot be deleted to maintain system security.',
    });
    expect(await app().knex('users').where({ id })).toHaveLength(1);
  });

  it('when someone deletes their own account, then 403 with the spec text', async () => {
    const ownerId = await userId('owner@encore.test');
    const managerId = await userId('manager@palmcove.test');

    const owner = await write('delete', API_PATHS.user(ownerId), await as('owner@encore.test'));
    const manager = await write('delete', API_PATHS.user(managerId), await as('manager@palmcove.test'));

    for (const response of [owner, manager]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message: 'You cannot delete your own account. Please contact another administrator.',
      });
    }
    expect(await app().knex('users').whereIn('id', [ownerId, managerId])).toHaveLength(2);
  });

  it('when a super admin deletes a provider-organization user, then 403; the owner may, and it is audited', async () => {
    const added = await addUser({
      email: 'stagehand@encore.test',
      permissionLevel: 'super_admin',
      organizationId: 2,
    });

    const bySuperAdmin = await write('delete', API_PATHS.user(added.id), await as('admin@encore.test'));
    expect(bySuperAdmin.status).toBe(403);
    expect(await app().knex('users').where({ id: added.id })).toHaveLength(1);

    const byOwner = await write('delete', API_PATHS.user(added.id), await as('owner@encore.test'));
    expect(byOwner.status).toBe(204);
    expect(await app().knex('users').where({ id: added.id })).toEqual([]);
    expect(await app().knex('admin_permissions').where({ userId: added.id })).toEqual([]);
    expect(await auditDetails('user_deleted', added.id)).toEqual([
      { old: { email: 'stagehand@encore.test', organizationId: 2, department: null, role: 'super_admin' } },
    ]);
  });

  it("when an org admin deletes another organization's user, then 404; their own organization's user goes", async () => {
    const foreign = await addUser({
      email: 'caddie@cypresshills.test',
      department: 'Pool Deck',
      permissionLevel: 'user',
      organizationId: 3,
    });
    const own = await addUser({
      email: 'valet@palmcove.test',
      department: 'DUSK',
      permissionLevel: 'user',
      organizationId: 1,
    });
    const cookie = await as('manager@palmcove.test');

    const refused = await write('delete', API_PATHS.user(foreign.id), cookie);
    const deleted = await write('delete', API_PATHS.user(own.id), cookie);

    expect(refused.status).toBe(404);
    expect(await app().knex('users').where({ id: foreign.id })).toHaveLength(1);
    expect(deleted.status).toBe(204);
    expect(await app().knex('users').where({ id: own.id })).toEqual([]);
  });
});

describe('POST and DELETE /api/admin/permissions', () => {
  it('when the owner grants and then revokes an org_admin permission, then the row comes and goes and both are audited', async () => {
    const targetId = await userId('lobby@palmcove.test');
    const cookie = await as('owner@encore.test');

    const granted = await write('post', API_PATHS.adminPermissions, cookie).send({
      userId: targetId,
      permissionLevel: 'org_admin',
      organizationId: 1,
      grantedBy: 12345,
    });

    expect(granted.status).toBe(201);
    const permission = granted.body as AdminPermission;
    expect(permission).toMatchObject({
      userId: targetId,
      permissionLevel: 'org_admin',
      organizationId: 1,
      grantedBy: await userId('owner@encore.test'),
    });
    expect(await permissionsOf('lobby@palmcove.test')).toEqual([
      { permissionLevel: 'org_admin', organizationId: 1 },
    ]);

    const duplicate = await write('post', API_PATHS.adminPermissions, cookie).send({
      userId: targetId,
      permissionLevel: 'org_admin',
      organizationId: 1,
    });
    expect(duplicate.status).toBe(409);

    const revoked = await write('delete', API_PATHS.adminPermission(permission.id), cookie);

    expect(revoked.status).toBe(204);
    expect(await permissionsOf('lobby@palmcove.test')).toEqual([]);
    expect(await auditDetails('permission_granted', permission.id)).toHaveLength(1);
    expect(await auditDetails('permission_revoked', permission.id)).toEqual([{ old: permission }]);
  });

  it('when anyone grants or revokes the owner level, then 403 and nothing changes', async () => {
    const cookie = await as('owner@encore.test');
    const ownerPermission: { id: number } | undefined = await app()
      .knex('admin_permissions')
      .first('id')
      .where({ permissionLevel: 'owner' });

    const grant = await write('post', API_PATHS.adminPermissions, cookie).send({
      userId: await userId('admin@encore.test'),
      permissionLevel: 'owner',
      organizationId: null,
    });
    const revoke = await write(
      'delete',
      API_PATHS.adminPermission(ownerPermission?.id ?? 0),
      await as('admin@encore.test'),
    );

    expect(grant.status).toBe(403);
    expect(grant.body).toEqual({ message: ORG_MESSAGES.ownerNotGrantable });
    expect(revoke.status).toBe(403);
    expect(await permissionsOf('admin@encore.test')).toEqual([
      { permissionLevel: 'super_admin', organizationId: null },
    ]);
    expect(await app().knex('admin_permissions').where({ permissionLevel: 'owner' })).toHaveLength(1);
  });

  it('when an org admin or a user tries, then 403', async () => {
    const body = {
      userId: await userId('staff@cypresshills.test'),
      permissionLevel: 'org_admin',
      organizationId: 3,
    };

    const orgAdmin = await write(
      'post',
      API_PATHS.adminPermissions,
      await as('manager@cypresshills.test'),
    ).send(body);
    const user = await write('post', API_PATHS.adminPermissions, await as('staff@cypresshills.test')).send(
      body,
    );

    expect(orgAdmin.status).toBe(403);
    expect(user.status).toBe(403);
    expect(await permissionsOf('staff@cypresshills.test')).toEqual([]);
  });
});

describe('GET /api/users: permissions and cost', () => {
  it("when the owner lists every user, then each carries the database's permissions in id order, in 3 SQL statements", async () => {
    const cookie = await as('owner@encore.test');
    let users: ManagedUserDto[] = [];
    const statements = await statementsDuring(app().knex, async () => {
      const response = await app().http().get(API_PATHS.users).set('Cookie', cookie);
      expect(response.status).toBe(200);
      users = response.body as ManagedUserDto[];
    });
    // The session lookup; the versions the list's validator is made of (read first so an unchanged
    // poll stops there with 304: the changes module); the users with their permissions.
    expect(statements).toHaveLength(3);

    const stored: {
      id: number;
      userId: number;
      permissionLevel: string;
      organizationId: number | null;
      grantedBy: number | null;
      grantedAt: Date;
    }[] = await app().knex('admin_permissions').select('*').orderBy('id');
    expect(stored.length).toBeGreaterThan(2);
    // Every user holding a permission is listed (the owner lists all), so no permission goes unchecked.
    const listedIds = new Set(users.map((user) => user.id));
    expect(stored.every((permission) => listedIds.has(permission.userId))).toBe(true);
    for (const user of users) {
      expect(user.adminPermissions).toEqual(
        stored
          .filter((permission) => permission.userId === user.id)
          .map((permission) => ({ ...permission, grantedAt: permission.grantedAt.toISOString() })),
      );
    }
  });
});
