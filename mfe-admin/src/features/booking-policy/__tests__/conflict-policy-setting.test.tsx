import { screen, waitFor, within } from '@testing-library/react';
import type { ConflictPolicy } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';

const PALM_COVE_POLICY = '/api/booking-policies/1';
const CYPRESS_HILLS_POLICY = '/api/booking-policies/3';

/** The server keeps each organization's policy: a PUT changes what its GET answers from then on. */
function serverKeepsPolicies(policies: Record<number, ConflictPolicy>) {
  for (const [id, path] of [
    [1, PALM_COVE_POLICY],
    [3, CYPRESS_HILLS_POLICY],
  ] as const) {
    fakeNetwork.on('GET', path, () => ({
      status: 200,
      body: { organizationId: id, conflictPolicy: policies[id] ?? 'warn' },
    }));
    fakeNetwork.on('PUT', path, (request) => {
      const { conflictPolicy } = JSON.parse(request.body ?? '{}') as { conflictPolicy: ConflictPolicy };
      policies[id] = conflictPolicy;
      return { status: 200, body: { organizationId: id, conflictPolicy } };
    });
  }
}

async function openManager(role: 'owner' | 'super_admin' | 'org_admin') {
  fakeNetwork.on('GET', '/api/organizations/1/departments', { status: 200, body: [] });
  fakeNetwork.on('GET', '/api/organizations/3/departments', { status: 200, body: [] });
  const rendered = await openAdminScreen('/departments', role);
  await screen.findByText(/No departments found/);
  return rendered;
}

function policyGroup(): HTMLElement {
  return screen.getByRole('group', { name: 'Performer conflicts' });
}

describe('Performer conflict policy (Department Manager)', () => {
  beforeEach(() => {
    // The base API logs every failed write; the refused save below is expected.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when the owner opens the manager, then the organization’s policy shows with what each choice does', async () => {
    serverKeepsPolicies({ 1: 'warn' });

    await openManager('owner');

    const warn = await within(policyGroup()).findByRole('radio', { name: 'Warn' });
    await waitFor(() => expect(warn).toBeChecked());
    expect(warn).toHaveAccessibleDescription('Save the booking and list the conflicts');
    const block = within(policyGroup()).getByRole('radio', { name: 'Block' });
    expect(block).not.toBeChecked();
    expect(block).toHaveAccessibleDescription('Refuse the booking and save nothing');
    expect(policyGroup()).toHaveAccessibleDescription(
      'When a performer is booked elsewhere or unavailable, or the venue is closed:',
    );
    await expectNoAxeViolations();
  });

  it('when a super admin chooses Block, then it is saved for the organization, toasted and read back', async () => {
    serverKeepsPolicies({ 1: 'warn' });
    const { user } = await openManager('super_admin');
    const block = await within(policyGroup()).findByRole('radio', { name: 'Block' });
    await waitFor(() => expect(block).toBeEnabled());

    await user.click(block);

    expect(await screen.findByText('Conflict policy updated')).toBeInTheDocument();
    expect(onlyRequestBody('PUT', PALM_COVE_POLICY)).toEqual({ conflictPolicy: 'block' });
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', PALM_COVE_POLICY).length).toBeGreaterThan(1));
    expect(within(policyGroup()).getByRole('radio', { name: 'Block' })).toBeChecked();
  });

  it('when the owner picks another organization, then that organization’s own policy shows', async () => {
    serverKeepsPolicies({ 1: 'warn', 3: 'block' });
    const { user } = await openManager('owner');
    await waitFor(() => expect(within(policyGroup()).getByRole('radio', { name: 'Warn' })).toBeChecked());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '3');

    await waitFor(() => expect(within(policyGroup()).getByRole('radio', { name: 'Block' })).toBeChecked());
    expect(fakeNetwork.requestsTo('GET', CYPRESS_HILLS_POLICY)).toHaveLength(1);
  });

  it('when the save is refused, then the error toast gives the server’s reason and the old policy shows again', async () => {
    serverKeepsPolicies({ 1: 'warn' });
    fakeNetwork.on('PUT', PALM_COVE_POLICY, { status: 403, body: { message: 'Forbidden' } });
    const { user } = await openManager('owner');
    const block = await within(policyGroup()).findByRole('radio', { name: 'Block' });
    await waitFor(() => expect(block).toBeEnabled());

    await user.click(block);

    const toast = (await screen.findByText('Forbidden')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Error');
    await waitFor(() => expect(within(policyGroup()).getByRole('radio', { name: 'Warn' })).toBeChecked());
  });

  it('when an org admin opens the manager, then the policy is neither shown nor read', async () => {
    serverKeepsPolicies({ 1: 'warn' });

    await openManager('org_admin');

    expect(screen.queryByRole('group', { name: 'Performer conflicts' })).not.toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', PALM_COVE_POLICY)).toHaveLength(0);
  });
});
