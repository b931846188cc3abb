import { act, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { useLiveChanges } from '@booking-portal/shell/runtime';
import {
  DEMO_ORGANIZATIONS,
  FakeEventSource,
  fakeNetwork,
  renderWithShell,
  sessionFor,
} from '@booking-portal/shell/test-support';
import { useListUsersQuery } from '../users.endpoints';

const PALM_COVE = DEMO_ORGANIZATIONS.palmCove.id;
const CYPRESS_HILLS = DEMO_ORGANIZATIONS.cypressHills.id;

/** Two organizations' user lists on a page with its change stream. */
function LiveUsersProbe() {
  useLiveChanges(true);
  const palmCove = useListUsersQuery(PALM_COVE);
  const cypressHills = useListUsersQuery(CYPRESS_HILLS);
  return <p>{palmCove.data !== undefined && cypressHills.data !== undefined ? 'Shown' : 'Loading'}</p>;
}

function readsOf(organizationId: number): number {
  return fakeNetwork
    .requestsTo('GET', API_PATHS.users)
    .filter(({ url }) => url.endsWith(`organizationId=${organizationId}`)).length;
}

beforeEach(() => {
  FakeEventSource.reset();
  Object.defineProperty(window, 'EventSource', {
    configurable: true,
    writable: true,
    value: FakeEventSource,
  });
  fakeNetwork.on('GET', API_PATHS.users, { status: 200, body: [] });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'EventSource');
});

describe('the users list follows what colleagues save', () => {
  it("when users of one organization change, then only that organization's list refetches", async () => {
    renderWithShell(<LiveUsersProbe />, { session: sessionFor('owner') });
    await screen.findByText('Shown');
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    act(() =>
      stream.emit('change', { scopes: [{ kind: 'users', organizationId: PALM_COVE, month: null }] }, '1'),
    );
    await waitFor(() => expect(readsOf(PALM_COVE)).toBe(2));

    act(() =>
      stream.emit(
        'change',
        { scopes: [{ kind: 'organizations', organizationId: CYPRESS_HILLS, month: null }] },
        '2',
      ),
    );
    // The list shows its organization's name: the organization's change refetches it too.
    await waitFor(() => expect(readsOf(CYPRESS_HILLS)).toBe(2));
    expect(readsOf(PALM_COVE)).toBe(2);
  });
});
