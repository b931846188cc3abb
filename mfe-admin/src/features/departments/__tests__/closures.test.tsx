import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VenueClosureDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';
import { DUSK, LOBBY_BAR } from './department-fixtures';

const PALM_COVE_CLOSURES = '/api/organizations/1/closures';

function closure(overrides: Partial<VenueClosureDto> & Pick<VenueClosureDto, 'id'>): VenueClosureDto {
  return {
    organizationId: 1,
    departmentId: null,
    department: null,
    startDate: '2031-06-10',
    startTime: '00:00',
    endDate: '2031-06-11',
    endTime: '00:00',
    reason: 'Renovation',
    timeZone: 'America/New_York',
    createdAt: '2031-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const RENOVATION = closure({ id: 4 });
const PRIVATE_EVENT = closure({
  id: 5,
  departmentId: DUSK.id,
  department: 'DUSK',
  startDate: '2031-07-04',
  startTime: '18:00',
  endDate: '2031-07-05',
  endTime: '02:00',
  reason: 'Private event',
});

async function openManager(
  closures: VenueClosureDto[] = [RENOVATION, PRIVATE_EVENT],
  role: 'owner' | 'org_admin' = 'owner',
) {
  fakeNetwork.on('GET', '/api/organizations/1/departments', { status: 200, body: [DUSK, LOBBY_BAR] });
  fakeNetwork.on('GET', PALM_COVE_CLOSURES, { status: 200, body: closures });
  const rendered = await openAdminScreen('/departments', role);
  const section = await screen.findByRole('region', { name: 'Closures' });
  return { ...rendered, section };
}

async function openAddClosure() {
  const rendered = await openManager([]);
  await rendered.user.click(within(rendered.section).getByRole('button', { name: 'Add Closure' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Closure' });
  return { ...rendered, dialog };
}

/** Date and time inputs take their value as a whole, as a browser's picker sets it. */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('Closures list (Department Manager)', () => {
  it("when the owner opens the manager, then the selected organization's closures show: place, span, zone, reason", async () => {
    const { section } = await openManager();

    const list = await within(section).findByRole('list', { name: 'Closures of Palm Cove Beach Resort' });
    const [renovation, privateEvent] = within(list).getAllByRole('listitem');
    expect(renovation).toHaveTextContent('Whole organization');
    expect(renovation).toHaveTextContent('Jun 10, 2031, all day');
    expect(renovation).toHaveTextContent('Times in America/New York');
    expect(renovation).toHaveTextContent('Renovation');
    expect(privateEvent).toHaveTextContent('DUSK');
    expect(privateEvent).toHaveTextContent('Jul 4, 2031, 6:00 PM – Jul 5, 2031, 2:00 AM');
    expect(privateEvent).toHaveTextContent('Private event');
  });

  it('when there are none, then the section says so; when they cannot be read, then it alerts', async () => {
    const { section, user } = await openManager([]);
    expect(await within(section).findByText('No upcoming closures.')).toBeInTheDocument();

    fakeNetwork.on('GET', '/api/organizations/3/departments', { status: 200, body: [] });
    fakeNetwork.on('GET', '/api/organizations/3/closures', { status: 500, body: { message: 'boom' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '3');

    const other = screen.getByRole('region', { name: 'Closures' });
    expect(await within(other).findByRole('alert')).toHaveTextContent('Failed to load closures');
  });

  it('when shown with closures, then the page has no axe violations', async () => {
    const { section } = await openManager();
    await within(section).findByRole('list', { name: 'Closures of Palm Cove Beach Resort' });

    await expectNoAxeViolations();
  });
});

describe('Adding a closure', () => {
  it('when whole days of one department are picked, then it posts them with its id and toasts', async () => {
    fakeNetwork.on('POST', PALM_COVE_CLOSURES, { status: 201, body: PRIVATE_EVENT });
    const { dialog, user } = await openAddClosure();
    const department = within(dialog).getByRole('combobox', { name: 'Department' });
    expect(department).toHaveValue('');
    expect(
      within(department)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Whole organization', 'DUSK', 'Lobby Bar']);

    await user.selectOptions(department, 'DUSK');
    fill(within(dialog).getByLabelText('Start date'), '2031-07-04');
    fill(within(dialog).getByLabelText('End date'), '2031-07-05');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Private event');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));

    expect(await screen.findByText('Closure added')).toBeInTheDocument();
    expect(onlyRequestBody('POST', PALM_COVE_CLOSURES)).toEqual({
      startDate: '2031-07-04',
      startTime: '00:00',
      endDate: '2031-07-06',
      endTime: '00:00',
      departmentId: DUSK.id,
      reason: 'Private event',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', PALM_COVE_CLOSURES).length).toBeGreaterThan(1));
  });

  it('when the whole organization is closed for some hours, then departmentId is null and the times are sent', async () => {
    fakeNetwork.on('POST', PALM_COVE_CLOSURES, { status: 201, body: RENOVATION });
    const { dialog, user } = await openAddClosure();

    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    fill(within(dialog).getByLabelText('Start date'), '2031-06-10');
    fill(within(dialog).getByLabelText('Start time'), '08:00');
    fill(within(dialog).getByLabelText('End time'), '12:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fire drill');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));

    expect(await screen.findByText('Closure added')).toBeInTheDocument();
    expect(onlyRequestBody('POST', PALM_COVE_CLOSURES)).toEqual({
      startDate: '2031-06-10',
      startTime: '08:00',
      endDate: '2031-06-10',
      endTime: '12:00',
      departmentId: null,
      reason: 'Fire drill',
    });
  });

  it('when the reason is missing and the end is before the start, then each field says why and nothing is sent', async () => {
    const { dialog, user } = await openAddClosure();

    fill(within(dialog).getByLabelText('Start date'), '2031-06-10');
    fill(within(dialog).getByLabelText('End date'), '2031-06-09');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));

    const end = within(dialog).getByLabelText('End date');
    expect(end).toHaveAccessibleDescription('Start must be before end');
    expect(end).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('Reason is required') as string,
    );
    expect(fakeNetwork.requestsTo('POST', PALM_COVE_CLOSURES)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add Closure' })).toBeInTheDocument();
  });

  it('when the server refuses the department, then its message shows under Department and the dialog stays', async () => {
    const message = "Department must be one of the organization's departments";
    fakeNetwork.on('POST', PALM_COVE_CLOSURES, {
      status: 400,
      body: { message, errors: [{ path: 'departmentId', message }] },
    });
    const { dialog, user } = await openAddClosure();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'Lobby Bar');
    fill(within(dialog).getByLabelText('Start date'), '2031-06-10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Renovation');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));

    const department = within(dialog).getByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(department).toHaveAccessibleDescription(message));
    expect(department).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Add Closure' })).toBeInTheDocument();
  });

  it('when the dialog is open, then it is a labelled modal and the page has no axe violations', async () => {
    const { dialog } = await openAddClosure();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveFocus();
    await expectNoAxeViolations();
  });
});

describe('Removing a closure', () => {
  const REMOVE_RENOVATION = 'Remove closure of Whole organization, Jun 10, 2031, all day';

  it('when Remove is confirmed, then it deletes the closure and toasts; Cancel first sends nothing', async () => {
    fakeNetwork.on('DELETE', `${PALM_COVE_CLOSURES}/4`, { status: 204 });
    const { section, user } = await openManager();

    await user.click(await within(section).findByRole('button', { name: REMOVE_RENOVATION }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Closure' });
    expect(dialog).toHaveTextContent(
      'Remove the closure of Whole organization, Jun 10, 2031, all day? Bookings at that time are then allowed again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeNetwork.requestsTo('DELETE', `${PALM_COVE_CLOSURES}/4`)).toHaveLength(0);
    expect(within(section).getByRole('button', { name: REMOVE_RENOVATION })).toHaveFocus();

    await user.click(within(section).getByRole('button', { name: REMOVE_RENOVATION }));
    dialog = screen.getByRole('dialog', { name: 'Remove Closure' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Closure' }));

    expect(await screen.findByText('Closure removed')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('DELETE', `${PALM_COVE_CLOSURES}/4`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the removal fails, then the error toast shows and the dialog stays', async () => {
    fakeNetwork.on('DELETE', `${PALM_COVE_CLOSURES}/4`, { status: 404, body: { message: 'Not found' } });
    const { section, user } = await openManager();

    await user.click(await within(section).findByRole('button', { name: REMOVE_RENOVATION }));
    await user.click(screen.getByRole('button', { name: 'Remove Closure' }));

    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove Closure' })).toBeInTheDocument();
  });
});

describe('Closures for an org admin', () => {
  it('when an org admin adds a closure, then it is for their own organization, without a selector', async () => {
    fakeNetwork.on('POST', PALM_COVE_CLOSURES, { status: 201, body: RENOVATION });
    const { section, user } = await openManager([], 'org_admin');
    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add Closure' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Closure' });
    fill(within(dialog).getByLabelText('Start date'), '2031-06-10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Renovation');
    await user.click(within(dialog).getByRole('button', { name: 'Add Closure' }));

    expect(await screen.findByText('Closure added')).toBeInTheDocument();
    expect(onlyRequestBody('POST', PALM_COVE_CLOSURES)).toMatchObject({
      departmentId: null,
      reason: 'Renovation',
    });
  });

  it('when a plain user opens the manager, then there are no closures to see', async () => {
    await openAdminScreen('/departments', 'user');

    expect(await screen.findByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Closures' })).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', PALM_COVE_CLOSURES)).toHaveLength(0);
  });
});
