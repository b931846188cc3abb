import type { ManagedUserDto } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';

function managedUser(
  overrides: Partial<ManagedUserDto> & Pick<ManagedUserDto, 'id' | 'email'>,
): ManagedUserDto {
  const isPending = overrides.isPending ?? false;
  return {
    username: overrides.email.split('@')[0] ?? overrides.email,
    organizationId: 1,
    department: null,
    firebaseUid: isPending ? null : `uid-${overrides.id}`,
    isPending,
    role: 'user',
    adminPermissions: [],
    invitationSentAt: null,
    disabledAt: null,
    ...overrides,
  };
}

/** The org admin of the demo sessions (sessionFor('org_admin') has id 12). */
export const PALM_MANAGER = managedUser({ id: 12, email: 'manager@palmcove.test', role: 'org_admin' });
export const LOBBY_USER = managedUser({ id: 20, email: 'lobby@palmcove.test', department: 'Lobby Bar' });
export const NEW_HIRE = managedUser({
  id: 21,
  email: 'newhire@palmcove.test',
  department: 'Lobby Bar',
  isPending: true,
  invitationSentAt: '2025-06-02T09:30:00.000Z',
});
/** A Palm Cove user an admin disabled: they cannot sign in. */
export const DISABLED_USER = managedUser({
  id: 22,
  email: 'former@palmcove.test',
  department: 'DUSK',
  disabledAt: '2025-06-03T12:00:00.000Z',
});
/** The provider's accounts (sessionFor('owner') has id 10, super_admin 11). */
export const OWNER = managedUser({ id: 10, email: 'owner@encore.test', organizationId: 2, role: 'owner' });
export const SUPER_ADMIN = managedUser({
  id: 11,
  email: 'admin@encore.test',
  organizationId: 2,
  role: 'super_admin',
});

export const PALM_COVE_USERS = '/api/users?organizationId=1';
export const ENCORE_USERS = '/api/users?organizationId=2';

export function answerUsers(path: string, users: ManagedUserDto[]) {
  fakeNetwork.on('GET', path, { status: 200, body: users });
}
