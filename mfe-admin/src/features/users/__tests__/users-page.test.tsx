import { act, screen, within } from '@testing-library/react';
import { fakeNetwork, fakeScreenTimers } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import {
  answerUsers,
  ENCORE_USERS,
  LOBBY_USER,
  NEW_HIRE,
  OWNER,
  PALM_COVE_USERS,
  PALM_MANAGER,
  SUPER_ADMIN,
} from './user-fixtures';

function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('button', { name: new RegExp(email) }).closest('li');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
}

describe('User Management (/users)', () => {
  it('when the owner opens it, then the selector, the first client organization’s users and their badges show', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER, NEW_HIRE]);

    await openAdminScreen('/users', 'owner');

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    const selector = await screen.findByRole('combobox', { name: 'Organization' });
    await screen.findByRole('option', { name: 'Encore Music Entertainment' });
    expect(selector).toHaveValue('1');
    await screen.findByText('lobby@palmcove.test');
    expect(rowOf('lobby@palmcove.test')).toHaveTextContent('Lobby Bar');
    expect(within(rowOf('lobby@palmcove.test')).getByText('User')).toBeInTheDocument();
    expect(within(rowOf('manager@palmcove.test')).getByText('Org Admin')).toBeInTheDocument();
    expect(within(rowOf('newhire@palmcove.test')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
  });

  it('when the list is read, then it asks for the organization with the x-is-admin and no-cache headers', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);

    await openAdminScreen('/users', 'org_admin');
    await screen.findByText('lobby@palmcove.test');

    const [request] = fakeNetwork.requestsTo('GET', PALM_COVE_USERS);
    expect(request?.headers.get('x-is-admin')).toBe('true');
    expect(request?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('when an org admin opens it, then there is no selector and no Add User, only their organization', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER]);

    await openAdminScreen('/users', 'org_admin');

    expect(await screen.findByText('lobby@palmcove.test')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });

  it('when a row is clicked, then it expands to e-mail, department, permission level and status', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, NEW_HIRE]);
    const { user } = await openAdminScreen('/users', 'org_admin');
    await screen.findByText('lobby@palmcove.test');

    await user.click(screen.getByRole('button', { name: /lobby@palmcove.test/ }));
    await user.click(screen.getByRole('button', { name: /newhire@palmcove.test/ }));

    const details = rowOf('lobby@palmcove.test').querySelector('dl');
    expect(details).toHaveTextContent(
      /Emaillobby@palmcove.testDepartmentLobby BarPermission LevelUserStatusActive/,
    );
    expect(rowOf('newhire@palmcove.test')).toHaveTextContent('Pending Registration');
    expect(screen.getByRole('button', { name: /lobby@palmcove.test/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('when the organization has no users, then the empty text shows', async () => {
    answerUsers(PALM_COVE_USERS, []);

    await openAdminScreen('/users', 'super_admin');

    expect(await screen.findByText('No users found for this organization')).toBeInTheDocument();
  });

  it('when a super admin looks at the provider organization, then its rows offer no edit or delete and no department', async () => {
    answerUsers(PALM_COVE_USERS, []);
    answerUsers(ENCORE_USERS, [SUPER_ADMIN, OWNER]);
    const { user } = await openAdminScreen('/users', 'super_admin');
    await screen.findByRole('option', { name: 'Encore Music Entertainment' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');
    await user.click(await screen.findByRole('button', { name: /admin@encore.test/ }));

    const row = rowOf('admin@encore.test');
    expect(within(row).getByText('Super Admin', { selector: 'dd' })).toBeInTheDocument();
    expect(within(row).queryByText('Department')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
  });
});

describe('User Management polling', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it.each([
    ['org_admin', 2],
    ['owner', 1],
  ] as const)(
    'when the %s keeps the page open for 5 s, then the list has been read %i time(s)',
    async (role, reads) => {
      // Fake time moves only when the test moves it: the 5 s are the test's, not the machine's.
      fakeScreenTimers();
      answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
      await openAdminScreen('/users', role);
      await screen.findByText('lobby@palmcove.test');
      expect(fakeNetwork.requestsTo('GET', PALM_COVE_USERS)).toHaveLength(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });

      expect(fakeNetwork.requestsTo('GET', PALM_COVE_USERS)).toHaveLength(reads);
    },
  );
});
