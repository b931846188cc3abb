import { isAllowed, resolveRole } from '..';

describe('resolveRole (docs/PRODUCT.md section 6)', () => {
  it('when a user holds an owner permission, then owner wins over everything', () => {
    expect(
      resolveRole({
        organizationId: 1,
        organization: { kind: 'client' },
        permissions: [
          { permissionLevel: 'org_admin', organizationId: 1 },
          { permissionLevel: 'owner', organizationId: null },
        ],
      }),
    ).toBe('owner');
  });

  it('when a user belongs to the provider organization, then super admin without any permission', () => {
    expect(resolveRole({ organizationId: 7, organization: { kind: 'provider' }, permissions: [] })).toBe(
      'super_admin',
    );
  });

  it('when a user belongs to a client organization, then no super admin by membership, whatever its id', () => {
    expect(resolveRole({ organizationId: 2, organization: { kind: 'client' }, permissions: [] })).toBe(
      'user',
    );
  });

  it('when a user of a client holds a super_admin permission, then super admin', () => {
    expect(
      resolveRole({
        organizationId: 3,
        organization: { kind: 'client' },
        permissions: [{ permissionLevel: 'super_admin', organizationId: null }],
      }),
    ).toBe('super_admin');
  });

  it('when the org_admin permission is for another organization, then only user', () => {
    expect(
      resolveRole({
        organizationId: 1,
        organization: { kind: 'client' },
        permissions: [{ permissionLevel: 'org_admin', organizationId: 3 }],
      }),
    ).toBe('user');
    expect(
      resolveRole({
        organizationId: 3,
        organization: { kind: 'client' },
        permissions: [{ permissionLevel: 'org_admin', organizationId: 3 }],
      }),
    ).toBe('org_admin');
  });

  it('when a user has no organization and no permission, then not allowed', () => {
    expect(isAllowed({ organizationId: null, permissions: [] })).toBe(false);
    expect(
      isAllowed({ organizationId: null, permissions: [{ permissionLevel: 'owner', organizationId: null }] }),
    ).toBe(true);
    expect(isAllowed({ organizationId: 4, permissions: [] })).toBe(true);
  });
});
