import { screen, waitFor, within } from '@testing-library/react';
import { DEPARTMENT_COLOR_PRESETS, STALE_WRITE_MESSAGES } from '@booking-portal/api/contract';
import { fakeNetwork } from '@booking-portal/shell/test-support';
import { openAdminScreen } from '../../../test-support/open-admin-screen';
import { answerUsers, LOBBY_USER, PALM_COVE_USERS, PALM_MANAGER } from './user-fixtures';

const USER_PATH = '/api/users/20';
const OPENED_TAG = '"lobby-opened"';
const CURRENT_TAG = '"lobby-now"';

function answerPalmCoveDepartments() {
  fakeNetwork.on('GET', '/api/organizations/1/departments', {
    status: 200,
    body: ['Lobby Bar', 'DUSK'].map((name, index) => ({
      id: index + 1,
      name,
      color: DEPARTMENT_COLOR_PRESETS[0],
      organizationId: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      bookingCount: 0,
    })),
  });
}

const ifMatchOfPatches = () =>
  fakeNetwork.requestsTo('PATCH', USER_PATH).map((request) => request.headers.get('If-Match'));

describe('Edit User when a colleague saved the user since it was opened', () => {
  it('when the save is refused as stale, then the panel names who changed what, and Apply Mine on Top saves with their version', async () => {
    answerUsers(PALM_COVE_USERS, [LOBBY_USER, PALM_MANAGER]);
    answerPalmCoveDepartments();
    fakeNetwork.on('GET', USER_PATH, { status: 200, body: LOBBY_USER, headers: { ETag: OPENED_TAG } });
    const promoted = { ...LOBBY_USER, role: 'org_admin' as const };
    fakeNetwork.on('PATCH', USER_PATH, [
      {
        status: 412,
        headers: { ETag: CURRENT_TAG },
        body: {
          message: STALE_WRITE_MESSAGES.changedSinceOpened,
          current: promoted,
          changedBy: { userId: 3, name: 'Sam', organization: 'Palm Cove' },
          changedAt: '2026-12-02T09:15:00.000Z',
        },
      },
      { status: 200, body: { ...promoted, department: 'DUSK' } },
    ]);
    const { user } = await openAdminScreen('/users', 'org_admin');

    await user.click(await screen.findByRole('button', { name: /lobby@palmcove.test/ }));
    await user.click(screen.getByRole('button', { name: 'Edit User' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', USER_PATH)).toHaveLength(1));
    await within(dialog).findByRole('option', { name: 'DUSK' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'DUSK');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const panel = await within(dialog).findByRole('alertdialog', {
      name: STALE_WRITE_MESSAGES.changedSinceOpened,
    });
    expect(panel).toHaveTextContent(/Saved by Sam \(Palm Cove\)/);
    expect(within(panel).getByRole('list', { name: 'Their changes' })).toHaveTextContent(
      /Permission Level: .+ → .+/,
    );
    expect(within(panel).getByRole('list', { name: 'Your changes' })).toHaveTextContent(
      'Department: Lobby Bar → DUSK',
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Apply Mine on Top' }));

    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(ifMatchOfPatches()).toEqual([OPENED_TAG, CURRENT_TAG]);
    const bodies = fakeNetwork.requestsTo('PATCH', USER_PATH).map(({ body }) => JSON.parse(body ?? 'null'));
    expect(bodies[1]).toMatchObject({ department: 'DUSK', permissionLevel: 'org_admin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
