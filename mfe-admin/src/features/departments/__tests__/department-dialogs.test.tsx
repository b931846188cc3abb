import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';
import { CONCIERGE, DUSK, LOBBY_BAR, NOLITA } from './department-fixtures';

const PALM_COVE_DEPARTMENTS = '/api/organizations/1/departments';

async function openManager() {
  fakeNetwork.on('GET', PALM_COVE_DEPARTMENTS, { status: 200, body: [CONCIERGE, DUSK, LOBBY_BAR, NOLITA] });
  const rendered = await openAdminScreen('/departments', 'owner');
  await screen.findByRole('heading', { name: 'Lobby Bar' });
  return rendered;
}

describe('Create New Department dialog', () => {
  it('when opened, then it is a labelled modal with the name focused and 49 colours, #f3acd2 chosen', async () => {
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Add Department' }));

    const dialog = screen.getByRole('dialog', { name: 'Create New Department' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Department Name' })).toHaveFocus();
    const colours = within(dialog).getAllByRole('radio');
    expect(colours).toHaveLength(49);
    expect(within(dialog).getByRole('radio', { name: '#f3acd2' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('when Escape is pressed, then it closes', async () => {
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Add Department' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when saved with a name and a colour, then it posts them for the organization and toasts success', async () => {
    fakeNetwork.on('POST', '/api/departments', { status: 201, body: { ...NOLITA, id: 7, name: 'Sofra' } });
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Add Department' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Department' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Department Name' }), '  Sofra ');
    await user.click(within(dialog).getByRole('radio', { name: '#86cffd' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Department' }));

    expect(await screen.findByText('Department created successfully!')).toBeInTheDocument();
    expect(onlyRequestBody('POST', '/api/departments')).toEqual({
      name: 'Sofra',
      color: '#86cffd',
      organizationId: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the name is empty, then the schema message shows and nothing is sent', async () => {
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Add Department' }));

    await user.click(screen.getByRole('button', { name: 'Create Department' }));

    expect(screen.getByText('Department name is required')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', '/api/departments')).toHaveLength(0);
  });

  it('when the server refuses, then the error toast shows its message and the dialog stays', async () => {
    fakeNetwork.on('POST', '/api/departments', {
      status: 409,
      body: { message: 'A department with this name already exists' },
    });
    const { user } = await openManager();
    await user.click(screen.getByRole('button', { name: 'Add Department' }));

    await user.type(screen.getByRole('textbox', { name: 'Department Name' }), 'DUSK');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));

    expect(await screen.findByText('A department with this name already exists')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Department' })).toBeInTheDocument();
  });
});

describe('Edit Department dialog', () => {
  it('when the name and colour change, then it patches them and toasts success', async () => {
    fakeNetwork.on('PATCH', '/api/departments/2', { status: 200, body: { ...DUSK, name: 'Dusk Lounge' } });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Edit DUSK' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Department' });
    expect(within(dialog).getByRole('radio', { name: '#9ba3ad' })).toBeChecked();
    const name = within(dialog).getByRole('textbox', { name: 'Department Name' });
    await user.clear(name);
    await user.type(name, 'Dusk Lounge');
    await user.click(within(dialog).getByRole('radio', { name: '#c3b6fd' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Department updated successfully!')).toBeInTheDocument();
    expect(onlyRequestBody('PATCH', '/api/departments/2')).toEqual({ name: 'Dusk Lounge', color: '#c3b6fd' });
  });

  it('when the update fails without a server message, then the fallback toast shows', async () => {
    fakeNetwork.on('PATCH', '/api/departments/2', { status: 500, body: { message: '' } });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Edit DUSK' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(/500: /)).toBeInTheDocument();
  });
});

describe('Delete department dialog', () => {
  it('when the department has bookings and no target is picked, then Migration Required shows and nothing is sent', async () => {
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Lobby Bar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(within(dialog).getByText(/This department has 3 bookings\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Department' }));

    expect(screen.getByText('Migration Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This department has 3 existing bookings. Please select a department to migrate them to.',
      ),
    ).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', '/api/departments/1')).toHaveLength(0);
  });

  it('when a target is picked, then it sends migrateTo and toasts the migrated bookings', async () => {
    fakeNetwork.on('DELETE', '/api/departments/1', {
      status: 200,
      body: { migratedBookings: 3, migratedUsers: 0, migratedTo: 'DUSK' },
    });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Lobby Bar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    const target = within(dialog).getByRole('combobox', { name: 'Migrate bookings to' });
    expect(within(target).queryByRole('option', { name: 'Lobby Bar' })).not.toBeInTheDocument();
    await user.selectOptions(target, 'DUSK');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Department' }));

    expect(
      await screen.findByText('Department deleted and 3 bookings migrated to "DUSK"'),
    ).toBeInTheDocument();
    expect(onlyRequestBody('DELETE', '/api/departments/1')).toEqual({ migrateTo: 'DUSK' });
  });

  it('when the department has users but no bookings and no target is picked, then the warning and Migration Required count them and nothing is sent', async () => {
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Concierge' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(
      within(dialog).getByText(
        'This department has 2 users. Select a department to move them to before deleting it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Move users to' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Department' }));

    expect(screen.getByText('Migration Required')).toBeInTheDocument();
    expect(
      screen.getByText('This department has 2 users. Please select a department to move them to.'),
    ).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', '/api/departments/4')).toHaveLength(0);
  });

  it('when the department has bookings and users and a target is picked, then it sends migrateTo and toasts both moves', async () => {
    fakeNetwork.on('GET', PALM_COVE_DEPARTMENTS, {
      status: 200,
      body: [CONCIERGE, DUSK, { ...LOBBY_BAR, userCount: 1 }, NOLITA],
    });
    fakeNetwork.on('DELETE', '/api/departments/1', {
      status: 200,
      body: { migratedBookings: 3, migratedUsers: 1, migratedTo: 'DUSK' },
    });
    const { user } = await openAdminScreen('/departments', 'owner');
    await screen.findByRole('heading', { name: 'Lobby Bar' });

    await user.click(screen.getByRole('button', { name: 'Delete Lobby Bar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(
      within(dialog).getByText(
        'This department has 3 bookings and 1 user. Select a department to migrate them to before deleting it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Department' }));
    expect(
      screen.getByText(
        'This department has 3 existing bookings. Please select a department to migrate them to. ' +
          'Its 1 user moves with them.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Migrate bookings and users to' }),
      'DUSK',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Department' }));

    expect(
      await screen.findByText('Department deleted and 3 bookings migrated to "DUSK"; 1 user moved there too'),
    ).toBeInTheDocument();
    expect(onlyRequestBody('DELETE', '/api/departments/1')).toEqual({ migrateTo: 'DUSK' });
  });

  it('when the department has neither bookings nor users, then the green note shows and it deletes without a body', async () => {
    fakeNetwork.on('DELETE', '/api/departments/3', {
      status: 200,
      body: { migratedBookings: 0, migratedUsers: 0, migratedTo: null },
    });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Nolita' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(
      within(dialog).getByText('This department has no bookings or users and can be safely deleted.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Department' }));

    expect(await screen.findByText('Department deleted successfully!')).toBeInTheDocument();
    expect(onlyRequestBody('DELETE', '/api/departments/3')).toBeNull();
  });

  it('when the server refuses the delete, then its message shows in the error toast', async () => {
    fakeNetwork.on('DELETE', '/api/departments/3', {
      status: 409,
      body: {
        message: 'This department has 2 existing bookings. Please select a department to migrate them to.',
      },
    });
    const { user } = await openManager();

    await user.click(screen.getByRole('button', { name: 'Delete Nolita' }));
    await user.click(screen.getByRole('button', { name: 'Delete Department' }));

    expect(
      await screen.findByText(
        'This department has 2 existing bookings. Please select a department to migrate them to.',
      ),
    ).toBeInTheDocument();
  });
});
