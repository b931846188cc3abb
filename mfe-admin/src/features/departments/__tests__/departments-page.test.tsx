import { screen, waitFor, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork, setViewportWidth } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { DUSK, LOBBY_BAR, NOLITA } from './department-fixtures';

const PALM_COVE_DEPARTMENTS = '/api/organizations/1/departments';

function answerDepartments(path: string, departments: unknown[]) {
  fakeNetwork.on('GET', path, { status: 200, body: departments });
}

describe('Department Manager (/departments)', () => {
  it('when the owner opens it, then the selector leaves out the provider and the first client organization’s cards show', async () => {
    answerDepartments(PALM_COVE_DEPARTMENTS, [DUSK, LOBBY_BAR, NOLITA]);

    await openAdminScreen('/departments', 'owner');

    const selector = await screen.findByRole('combobox', { name: 'Organization' });
    // The selector shows 'Loading organizations...' until the list arrives.
    await waitFor(() =>
      expect(
        within(selector)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select an organization', 'Palm Cove Beach Resort', 'Cypress Hills Country Club']),
    );
    expect(selector).toHaveValue('1');
    const lobby = (await screen.findByRole('heading', { name: 'Lobby Bar' })).closest('li');
    expect(lobby).toHaveTextContent('3 bookings');
    expect(screen.getByRole('heading', { name: 'DUSK' }).closest('li')).toHaveTextContent('1 booking');
    expect(screen.getByRole('heading', { name: 'Nolita' }).closest('li')).toHaveTextContent('0 bookings');
  });

  it('when the owner picks another organization, then its departments load', async () => {
    answerDepartments(PALM_COVE_DEPARTMENTS, [LOBBY_BAR]);
    answerDepartments('/api/organizations/3/departments', [
      { ...DUSK, id: 9, name: 'Clubhouse', organizationId: 3 },
    ]);
    const { user } = await openAdminScreen('/departments', 'owner');

    await screen.findByRole('option', { name: 'Cypress Hills Country Club' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '3');

    expect(await screen.findByRole('heading', { name: 'Clubhouse' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lobby Bar' })).not.toBeInTheDocument();
  });

  it('when an org admin opens it, then there is no selector and their own organization’s departments show', async () => {
    answerDepartments(PALM_COVE_DEPARTMENTS, [LOBBY_BAR]);

    await openAdminScreen('/departments', 'org_admin');

    expect(await screen.findByRole('heading', { name: 'Lobby Bar' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it('when the organization has no departments, then the empty text shows', async () => {
    answerDepartments(PALM_COVE_DEPARTMENTS, []);

    await openAdminScreen('/departments', 'super_admin');

    expect(
      await screen.findByText('No departments found. Click "Add Department" to create the first one.'),
    ).toBeInTheDocument();
  });

  it('when an org admin has no organization, then the select-an-organization text shows', async () => {
    await openAdminScreen('/departments', 'org_admin', { organization: null });

    expect(
      await screen.findByText('Please select an organization to manage its departments.'),
    ).toBeInTheDocument();
  });

  it('when a plain user opens it, then the denied text shows', async () => {
    await openAdminScreen('/departments', 'user');

    expect(await screen.findByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Department' })).not.toBeInTheDocument();
  });

  it('when shown at 375 px with its cards, then it has no axe violations', async () => {
    setViewportWidth(375);
    answerDepartments(PALM_COVE_DEPARTMENTS, [LOBBY_BAR, DUSK]);
    await openAdminScreen('/departments', 'owner');
    await screen.findByRole('heading', { name: 'Lobby Bar' });

    await expectNoAxeViolations();
  });
});
