import { screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations, fakeNetwork } from '@booking-portal/shell/test-support';
import { ALL_ORGANIZATIONS, onlyRequestBody, openAdminScreen } from '../../../test-support/open-admin-screen';
import { LOBBY_BAR } from './department-fixtures';

const PALM_COVE_TIME_ZONE = '/api/organizations/1/time-zone';
const PALM_COVE = { id: 1, name: 'Palm Cove Beach Resort', slug: 'palm-cove', logo: null };

/**
 * The server saves Palm Cove's zone: the PUT answers the saved organization and GET /api/organizations
 * answers the new zone from then on (the save invalidates the organization, so the screen reads it again).
 */
function serverSavesPalmCoveZone() {
  fakeNetwork.on('PUT', PALM_COVE_TIME_ZONE, (request) => {
    const { timeZone } = JSON.parse(request.body ?? '{}') as { timeZone: string };
    const saved = ALL_ORGANIZATIONS.map((organization) =>
      organization.id === PALM_COVE.id ? { ...organization, timeZone } : organization,
    );
    fakeNetwork.on('GET', '/api/organizations', { status: 200, body: saved });
    return { status: 200, body: { ...PALM_COVE, timeZone } };
  });
}

/** Whether GET /api/organizations went over the wire after Palm Cove's zone was saved. */
function listReadAfterSave(): boolean {
  const { requests } = fakeNetwork;
  const savedAt = requests.findIndex(({ method, path }) => method === 'PUT' && path === PALM_COVE_TIME_ZONE);
  return (
    savedAt >= 0 &&
    requests.slice(savedAt + 1).some(({ method, path }) => method === 'GET' && path === '/api/organizations')
  );
}

async function openManager(role: 'owner' | 'org_admin' = 'owner') {
  fakeNetwork.on('GET', '/api/organizations/1/departments', { status: 200, body: [LOBBY_BAR] });
  fakeNetwork.on('GET', '/api/organizations/3/departments', { status: 200, body: [] });
  const rendered = await openAdminScreen('/departments', role);
  const zone = await screen.findByRole('combobox', { name: 'Venue time zone' });
  await waitFor(() => expect(zone).toHaveValue('America/New_York'));
  return { ...rendered, zone };
}

describe('Venue time zone (Department Manager)', () => {
  it('when the owner opens the manager, then the zone of the selected organization shows, and follows the selector', async () => {
    const { user, zone } = await openManager();

    expect(zone).toBeEnabled();
    expect(screen.getByRole('option', { name: 'America/Port of Spain' })).toHaveValue(
      'America/Port_of_Spain',
    );
    expect(screen.getByRole('option', { name: 'UTC' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '3');

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Venue time zone' })).toHaveValue('America/Chicago'),
    );
  });

  it('when the owner picks a zone, then it is saved for the organization, toasted and kept in the list', async () => {
    serverSavesPalmCoveZone();
    const { user, zone } = await openManager();

    await user.selectOptions(zone, 'Europe/Lisbon');

    expect(await screen.findByText('Time zone updated')).toBeInTheDocument();
    expect(onlyRequestBody('PUT', PALM_COVE_TIME_ZONE)).toEqual({ timeZone: 'Europe/Lisbon' });
    expect(zone).toHaveValue('Europe/Lisbon');
    // The save invalidates the organization list, so the screen reads it again from the server.
    await waitFor(() => expect(listReadAfterSave()).toBe(true));
    // Away and back: the organization list, read again after the save, holds the saved zone.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), '1');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Venue time zone' })).toHaveValue('Europe/Lisbon'),
    );
  });

  it('when the server refuses the zone, then its message is toasted and the stored zone shows again', async () => {
    fakeNetwork.on('PUT', PALM_COVE_TIME_ZONE, {
      status: 400,
      body: { message: 'Time zone must be an IANA time zone such as America/New_York' },
    });
    const { user, zone } = await openManager();

    await user.selectOptions(zone, 'Asia/Tokyo');

    expect(
      await screen.findByText('Time zone must be an IANA time zone such as America/New_York'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Venue time zone' })).toHaveValue('America/New_York'),
    );
    expect(screen.queryByText('Time zone updated')).not.toBeInTheDocument();
  });

  it('when an org admin opens the manager, then their own organization’s zone shows and saves without a selector', async () => {
    serverSavesPalmCoveZone();
    const { user, zone } = await openManager('org_admin');

    expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
    await user.selectOptions(zone, 'America/Denver');

    expect(await screen.findByText('Time zone updated')).toBeInTheDocument();
    expect(onlyRequestBody('PUT', PALM_COVE_TIME_ZONE)).toEqual({ timeZone: 'America/Denver' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Venue time zone' })).toHaveValue('America/Denver'),
    );
  });

  it('when a plain user opens the manager, then there is no time zone to set', async () => {
    await openAdminScreen('/departments', 'user');

    expect(await screen.findByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Venue time zone' })).not.toBeInTheDocument();
  });

  it('when shown beside the organization selector, then the page has no axe violations', async () => {
    await openManager();
    await screen.findByRole('heading', { name: 'Lobby Bar' });

    await expectNoAxeViolations();
  });
});
