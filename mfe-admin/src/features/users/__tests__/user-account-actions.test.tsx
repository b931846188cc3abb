import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import {
  answerUsers,
  DISABLED_USER,
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

async function expandRow(user: { click: (element: Element) => Promise<void> }, email: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(email) }));
  return rowOf(email);
}

function resendButtonOf(email: string): HTMLElement {
  const button = within(rowOf(email)).getByRole('button', { name: 'Resend invitation' });
  expect(button).toHaveAccessibleDescription(email);
  return button;
}

function listReads(path = PALM_COVE_USERS): number {
  return fakeNetwork.requestsTo('GET', path).length;
}

describe('User Management: invitations', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused actions are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when a pending user was invited, then their row says when, on the viewer’s own clock with its zone named, without expanding', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, NEW_HIRE, DISABLED_USER]);

    await openAdminScreen('/users', 'owner');

    await screen.findByText('newhire@palmcove.test');
    const sent = within(rowOf('newhire@palmcove.test')).getByText(/^Invitation sent /);
    expect(sent).toHaveAttribute('datetime', '2025-06-02T09:30:00.000Z');
    // The day and time depend on the machine's zone; the form does not.
    expect(sent.textContent).toMatch(/^Invitation sent Jun [1-3], 2025, \d{1,2}:\d{2} [AP]M \S+$/);
    expect(within(rowOf('lobby@palmcove.test')).queryByText(/Invitation sent/)).not.toBeInTheDocument();
    expect(
      within(rowOf('lobby@palmcove.test')).queryByRole('button', { name: /Resend invitation/ }),
    ).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('when a pending user was never invited, then the row says so beside Send invitation, and sending it shows when it went', async () => {
    const neverInvited = { ...NEW_HIRE, invitationSentAt: null };
    answerUsers(PALM_COVE_USERS, [neverInvited]);
    fakeNetwork.on('POST', '/api/users/21/invitation', {
      status: 200,
      body: { ...NEW_HIRE, invitationSentAt: '2025-06-05T08:00:00.000Z' },
    });
    const { user } = await openAdminScreen('/users', 'owner');
    await screen.findByText('newhire@palmcove.test');
    const row = rowOf('newhire@palmcove.test');

    expect(within(row).getByText('No invitation sent yet')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
    const send = within(row).getByRole('button', { name: 'Send invitation' });
    expect(send).toHaveAccessibleDescription('newhire@palmcove.test');

    answerUsers(PALM_COVE_USERS, [{ ...NEW_HIRE, invitationSentAt: '2025-06-05T08:00:00.000Z' }]);
    await user.click(send);

    expect(await screen.findByText('Invitation sent to newhire@palmcove.test.')).toBeInTheDocument();
    expect(await within(rowOf('newhire@palmcove.test')).findByText(/^Invitation sent /)).toBeInTheDocument();
    expect(resendButtonOf('newhire@palmcove.test')).toBeEnabled();
    expect(screen.queryByText('No invitation sent yet')).not.toBeInTheDocument();
  });

  it('when Resend invitation is pressed, then a new invitation is asked for, the toast says so and the list is read again', async () => {
    answerUsers(PALM_COVE_USERS, [NEW_HIRE]);
    fakeNetwork.on('POST', '/api/users/21/invitation', {
      status: 200,
      body: { ...NEW_HIRE, invitationSentAt: '2025-06-05T08:00:00.000Z' },
    });
    const { user } = await openAdminScreen('/users', 'org_admin');
    await screen.findByText('newhire@palmcove.test');
    const readsBefore = listReads();

    await user.click(resendButtonOf('newhire@palmcove.test'));

    expect(await screen.findByText('Invitation sent to newhire@palmcove.test.')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/users/21/invitation')).toHaveLength(1);
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('when the invitation cannot be sent, then the error toast gives the server’s reason', async () => {
    answerUsers(PALM_COVE_USERS, [NEW_HIRE]);
    fakeNetwork.on('POST', '/api/users/21/invitation', {
      status: 409,
      body: { message: 'This user has already registered.' },
    });
    const { user } = await openAdminScreen('/users', 'owner');
    await screen.findByText('newhire@palmcove.test');

    await user.click(resendButtonOf('newhire@palmcove.test'));

    const toast = (await screen.findByText('This user has already registered.')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Error');
    expect(resendButtonOf('newhire@palmcove.test')).toBeEnabled();
  });

  it('when a pending user is disabled, then no invitation can be resent until they are enabled', async () => {
    answerUsers(PALM_COVE_USERS, [{ ...NEW_HIRE, disabledAt: '2025-06-03T12:00:00.000Z' }]);

    await openAdminScreen('/users', 'owner');

    await screen.findByText('newhire@palmcove.test');
    expect(screen.queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
  });
});

describe('User Management: disabling and enabling', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when a user is disabled, then their row has a Disabled badge and status, and offers Enable', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, DISABLED_USER]);
    const { user } = await openAdminScreen('/users', 'org_admin');

    await screen.findByText('former@palmcove.test');
    expect(within(rowOf('former@palmcove.test')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('lobby@palmcove.test')).queryByText('Disabled')).not.toBeInTheDocument();
    const row = await expandRow(user, 'former@palmcove.test');

    expect(row.querySelector('dl')).toHaveTextContent('StatusDisabled');
    expect(within(row).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('when Disable is pressed, then a confirmation comes first and Cancel sends nothing', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER]);
    const { user } = await openAdminScreen('/users', 'org_admin');
    const row = await expandRow(user, 'lobby@palmcove.test');

    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable User' });
    expect(dialog).toHaveTextContent('lobby@palmcove.test');
    expect(dialog).toHaveTextContent(
      'They will be signed out at once and cannot sign in until the account is enabled again.',
    );
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/users/20/disable')).toHaveLength(0);
  });

  it('when Disable is confirmed, then the account is disabled, the toast says so and the list is read again', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    fakeNetwork.on('POST', '/api/users/20/disable', {
      status: 200,
      body: { ...LOBBY_USER, disabledAt: '2025-06-05T08:00:00.000Z' },
    });
    const { user } = await openAdminScreen('/users', 'owner');
    const row = await expandRow(user, 'lobby@palmcove.test');
    const readsBefore = listReads();

    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));

    expect(
      await screen.findByText('lobby@palmcove.test has been disabled and signed out.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/users/20/disable')).toHaveLength(1);
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('when disabling is refused, then the error toast gives the server’s reason and the dialog stays', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER]);
    fakeNetwork.on('POST', '/api/users/20/disable', {
      status: 403,
      body: { message: 'You do not have permission to perform this action' },
    });
    const { user } = await openAdminScreen('/users', 'owner');
    const row = await expandRow(user, 'lobby@palmcove.test');

    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('You do not have permission to perform this action')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Disable User' })).toBeInTheDocument();
  });

  it('when Enable is pressed, then the account is enabled at once and the toast says so', async () => {
    answerUsers(PALM_COVE_USERS, [DISABLED_USER]);
    fakeNetwork.on('POST', '/api/users/22/enable', {
      status: 200,
      body: { ...DISABLED_USER, disabledAt: null },
    });
    const { user } = await openAdminScreen('/users', 'super_admin');
    const row = await expandRow(user, 'former@palmcove.test');

    await user.click(within(row).getByRole('button', { name: 'Enable' }));

    expect(await screen.findByText('former@palmcove.test has been enabled.')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/users/22/enable')).toHaveLength(1);
  });

  it('when an org admin expands their own row, then they cannot disable themselves', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER]);
    const { user } = await openAdminScreen('/users', 'org_admin');

    const row = await expandRow(user, 'manager@palmcove.test');

    expect(within(row).getByRole('button', { name: 'Edit User' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
  });

  it('when the owner looks at the provider organization, then owners cannot be disabled but super admins can', async () => {
    answerUsers(PALM_COVE_USERS, []);
    answerUsers(ENCORE_USERS, [OWNER, SUPER_ADMIN, { ...OWNER, id: 13, email: 'co-owner@encore.test' }]);
    const { user } = await openAdminScreen('/users', 'owner');
    await screen.findByRole('option', { name: 'Encore Music Entertainment' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');

    const coOwner = await expandRow(user, 'co-owner@encore.test');
    const superAdmin = await expandRow(user, 'admin@encore.test');

    expect(within(coOwner).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(superAdmin).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  });

  it('when a super admin looks at the provider organization, then nobody there can be disabled by them', async () => {
    answerUsers(PALM_COVE_USERS, []);
    answerUsers(ENCORE_USERS, [OWNER, { ...SUPER_ADMIN, id: 14, email: 'other-admin@encore.test' }]);
    const { user } = await openAdminScreen('/users', 'super_admin');
    await screen.findByRole('option', { name: 'Encore Music Entertainment' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '2');

    const otherAdmin = await expandRow(user, 'other-admin@encore.test');

    expect(within(otherAdmin).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(otherAdmin).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
  });
});
