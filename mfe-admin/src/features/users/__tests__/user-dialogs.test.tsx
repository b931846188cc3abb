import { screen, waitFor, within } from '@testing-library/react';
import { DEPARTMENT_COLOR_PRESETS } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, setViewportWidth } from '@booking-portal/shell/test-support';
import { onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';
import {
  answerUsers,
  ENCORE_USERS,
  LOBBY_USER,
  OWNER,
  PALM_COVE_USERS,
  PALM_MANAGER,
  SUPER_ADMIN,
} from './user-fixtures';

const PALM_COVE_DEPARTMENTS = '/api/organizations/1/departments';

function department(id: number, name: string) {
  return {
    id,
    name,
    color: DEPARTMENT_COLOR_PRESETS[0],
    organizationId: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    bookingCount: 0,
  };
}

function answerPalmCoveDepartments() {
  fakeNetwork.on('GET', PALM_COVE_DEPARTMENTS, {
    status: 200,
    body: [department(1, 'Lobby Bar'), department(2, 'DUSK')],
  });
}

async function expandRow(user: { click: (element: Element) => Promise<void> }, email: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(email) }));
  const row = screen.getByRole('button', { name: new RegExp(email) }).closest('li');
  if (row === null) throw new Error(`no row for ${email}`);
  return row;
}

describe('Edit User dialog', () => {
  it('when an org admin edits another user, then department and level are patched and the success toast shows', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER]);
    answerPalmCoveDepartments();
    fakeNetwork.on('PATCH', '/api/users/20', { status: 200, body: { ...LOBBY_USER, department: 'DUSK' } });
    const { user } = await openAdminScreen('/users', 'org_admin');

    const row = await expandRow(user, 'lobby@palmcove.test');
    await user.click(within(row).getByRole('button', { name: 'Edit User' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('readonly');
    await within(dialog).findByRole('option', { name: 'DUSK' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'DUSK');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Permission Level' }), 'org_admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(onlyRequestBody('PATCH', '/api/users/20')).toEqual({
      department: 'DUSK',
      permissionLevel: 'org_admin',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when an org admin edits their own row, then the permission level cannot change', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER]);
    answerPalmCoveDepartments();
    const { user } = await openAdminScreen('/users', 'org_admin');

    const row = await expandRow(user, 'manager@palmcove.test');
    await user.click(within(row).getByRole('button', { name: 'Edit User' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('combobox', { name: 'Permission Level' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own permission level')).toBeInTheDocument();
  });

  it('when the update fails, then the spec’s fixed failure toast shows', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    answerPalmCoveDepartments();
    fakeNetwork.on('PATCH', '/api/users/20', { status: 403, body: { message: 'Forbidden' } });
    const { user } = await openAdminScreen('/users', 'owner');

    const row = await expandRow(user, 'lobby@palmcove.test');
    await user.click(within(row).getByRole('button', { name: 'Edit User' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update user. Please try again.')).toBeInTheDocument();
  });

  it('when Escape is pressed, then it closes', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    const { user } = await openAdminScreen('/users', 'owner');
    const row = await expandRow(user, 'lobby@palmcove.test');
    await user.click(within(row).getByRole('button', { name: 'Edit User' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Delete User', () => {
  it('when confirmed, then the user is deleted and the success toast shows', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    fakeNetwork.on('DELETE', '/api/users/20', { status: 204 });
    const { user } = await openAdminScreen('/users', 'owner');

    const row = await expandRow(user, 'lobby@palmcove.test');
    await user.click(within(row).getByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', '/api/users/20')).toHaveLength(1);
  });

  it('when the delete fails, then the spec’s fixed failure toast shows', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    fakeNetwork.on('DELETE', '/api/users/20', { status: 500, body: { message: 'boom' } });
    const { user } = await openAdminScreen('/users', 'owner');

    const row = await expandRow(user, 'lobby@palmcove.test');
    await user.click(within(row).getByRole('button', { name: 'Delete User' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete User' }));

    expect(await screen.findByText('Failed to delete user. Please try again.')).toBeInTheDocument();
  });

  it('when the row is an owner, then Cannot Delete Owner shows instead of Delete User', async () => {
    answerUsers(PALM_COVE_USERS, []);
    answerUsers(ENCORE_USERS, [OWNER, SUPER_ADMIN]);
    const { user } = await openAdminScreen('/users', 'owner');
    await screen.findByRole('option', { name: 'Encore Music Entertainment' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');

    const row = await expandRow(user, 'owner@encore.test');

    expect(within(row).getByText('Cannot Delete Owner')).toBeInTheDocument();
    expect(
      within(row).getByText('Owner accounts cannot be deleted to maintain system security.'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
  });

  it('when the row is the viewer’s own, then Cannot Delete Own Account shows instead of Delete User', async () => {
    answerUsers(PALM_COVE_USERS, [PALM_MANAGER]);
    const { user } = await openAdminScreen('/users', 'org_admin');

    const row = await expandRow(user, 'manager@palmcove.test');

    expect(within(row).getByText('Cannot Delete Own Account')).toBeInTheDocument();
    expect(
      within(row).getByText('You cannot delete your own account. Please contact another administrator.'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
  });
});

describe('Add New User dialog', () => {
  async function openAddDialog(role: 'owner' | 'super_admin' = 'owner') {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    answerUsers(ENCORE_USERS, [SUPER_ADMIN]);
    const rendered = await openAdminScreen('/users', role);
    await screen.findByText('lobby@palmcove.test');
    return rendered;
  }

  it('when opened for a client organization, then it offers User and Organization Admin and the default departments', async () => {
    fakeNetwork.on('GET', PALM_COVE_DEPARTMENTS, { status: 200, body: [] });
    const { user } = await openAddDialog();

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    expect(within(dialog).getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
    const levels = within(within(dialog).getByRole('combobox', { name: 'Permission Level' })).getAllByRole(
      'option',
    );
    expect(levels.map((option) => option.textContent)).toEqual(['User', 'Organization Admin']);
    // The choices wait for the organization's departments: here it has none, so the defaults come.
    await waitFor(() => {
      const departments = within(within(dialog).getByRole('combobox', { name: 'Department' })).getAllByRole(
        'option',
      );
      expect(departments.map((option) => option.textContent)).toEqual([
        'Select a department',
        'Lobby Bar',
        'DUSK',
        'Gumbo Limbo',
        'Sofra',
        'The Grill',
        'Bite',
        'Housekeeping',
        'Front Desk',
        'Concierge',
        'Events',
      ]);
    });
  });

  it('when the organization has departments, then those are the choices', async () => {
    answerPalmCoveDepartments();
    const { user } = await openAddDialog();

    await user.click(screen.getByRole('button', { name: 'Add User' }));

    const select = within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Department' });
    await within(select).findByRole('option', { name: 'DUSK' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a department', 'Lobby Bar', 'DUSK']);
  });

  it('when the e-mail and department are missing, then the spec messages show and nothing is sent', async () => {
    answerPalmCoveDepartments();
    const { user } = await openAddDialog();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Email Address' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Department is required for non-super admin users')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/admin/users')).toHaveLength(0);
  });

  it('when valid for a client organization, then it posts the user with the admin header and toasts success', async () => {
    answerPalmCoveDepartments();
    fakeNetwork.on('POST', '/api/admin/users', { status: 201, body: LOBBY_USER });
    const { user } = await openAddDialog();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Email Address' }), 'New.Hire@PalmCove.test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Permission Level' }), 'org_admin');
    await within(dialog).findByRole('option', { name: 'DUSK' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'DUSK');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User has been added successfully.')).toBeInTheDocument();
    expect(onlyRequestBody('POST', '/api/admin/users')).toEqual({
      email: 'new.hire@palmcove.test',
      permissionLevel: 'org_admin',
      department: 'DUSK',
      organizationId: 1,
    });
    expect(fakeNetwork.requestsTo('POST', '/api/admin/users')[0]?.headers.get('x-is-admin')).toBe('true');
  });

  it('when added to the provider organization, then level and department are hidden and it sends super_admin, null and 2', async () => {
    fakeNetwork.on('POST', '/api/admin/users', { status: 201, body: SUPER_ADMIN });
    const { user } = await openAddDialog('super_admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');
    await screen.findByText('admin@encore.test');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });

    expect(within(dialog).queryByRole('combobox', { name: 'Permission Level' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email Address' }), 'agent@encore.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User has been added successfully.')).toBeInTheDocument();
    expect(onlyRequestBody('POST', '/api/admin/users')).toEqual({
      email: 'agent@encore.test',
      permissionLevel: 'super_admin',
      department: null,
      organizationId: 2,
    });
  });

  it('when the server refuses, then its message shows in the error toast', async () => {
    answerPalmCoveDepartments();
    fakeNetwork.on('POST', '/api/admin/users', {
      status: 409,
      body: { message: 'A user with this email already exists' },
    });
    const { user } = await openAddDialog();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Email Address' }), 'lobby@palmcove.test');
    await within(dialog).findByRole('option', { name: 'DUSK' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'Lobby Bar');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New User' })).toBeInTheDocument();
  });

  it('while the user is being added, then the button reads Adding User...', async () => {
    answerPalmCoveDepartments();
    fakeNetwork.on('POST', '/api/admin/users', 'pending');
    const { user } = await openAddDialog();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Email Address' }), 'x@palmcove.test');
    await within(dialog).findByRole('option', { name: 'DUSK' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'DUSK');
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    expect(await within(dialog).findByRole('button', { name: 'Adding User...' })).toBeDisabled();
  });

  it('when open at 375 px, then the page has no axe violations', async () => {
    setViewportWidth(375);
    answerPalmCoveDepartments();
    const { user } = await openAddDialog();
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    await expectNoAxeViolations();
  });
});
