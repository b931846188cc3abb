import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { API_PATHS } from '@booking-portal/api/contract';
import {
  baseApi,
  bookingMonthTags,
  BOOKING_TAG,
  DEPARTMENT_TAG,
  sessionApi,
  USER_TAG,
  useAppSelector,
  useLiveChanges,
} from '@booking-portal/shell/runtime';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { sessionFor } from '../../../../test-support/sessions';
import { createAppStore } from '../../../app/store';
import { selectEditorsOf } from '../presence.slice';
import { FakeEventSource } from '../../../../test-support/fake-event-source';

interface MonthRead {
  organizationId?: number;
  from: string;
  to: string;
}

// Reads as the remotes tag them: bookings per organization and month, an organization's departments
// and users.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeBookings: build.query<unknown[], MonthRead>({
      query: ({ organizationId, from, to }) =>
        `/api/probe/bookings/${organizationId ?? 'every'}/${from}/${to}`,
      providesTags: (_result, _error, { organizationId, from, to }) => [
        BOOKING_TAG,
        ...bookingMonthTags(organizationId, { from, to }),
      ],
    }),
    probeDepartments: build.query<unknown[], number>({
      query: (organizationId) => `/api/probe/departments/${organizationId}`,
      providesTags: (_result, _error, organizationId) => [{ type: DEPARTMENT_TAG, id: organizationId }],
    }),
    probeUsers: build.query<unknown[], number>({
      query: (organizationId) => `/api/probe/users/${organizationId}`,
      providesTags: (_result, _error, organizationId) => [{ type: USER_TAG, id: organizationId }],
    }),
  }),
});

const DECEMBER_12 = { organizationId: 12, from: '2026-11-30', to: '2027-01-10' };
const FEBRUARY_12 = { organizationId: 12, from: '2027-01-25', to: '2027-03-07' };
const DECEMBER_13 = { organizationId: 13, from: '2026-11-30', to: '2027-01-10' };
const DECEMBER_EVERY = { from: '2026-11-30', to: '2027-01-10' };

function pathOf({ organizationId, from, to }: MonthRead): string {
  return `/api/probe/bookings/${organizationId ?? 'every'}/${from}/${to}`;
}

function readsOf(path: string): number {
  return fakeNetwork.requestsTo('GET', path).length;
}

/** The page as the app shell runs it: the stream while signed in, and these reads on screen. */
function renderLivePage(signedIn = true) {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const page = renderHook(
    ({ signedIn }: { signedIn: boolean }) => {
      useLiveChanges(signedIn);
      sessionApi.useGetSessionQuery();
      probeApi.useProbeBookingsQuery(DECEMBER_12);
      probeApi.useProbeBookingsQuery(FEBRUARY_12);
      probeApi.useProbeBookingsQuery(DECEMBER_13);
      probeApi.useProbeBookingsQuery(DECEMBER_EVERY);
      probeApi.useProbeDepartmentsQuery(12);
      probeApi.useProbeUsersQuery(12);
      return useAppSelector((state) => selectEditorsOf(state, 7));
    },
    { wrapper, initialProps: { signedIn } },
  );
  return { store, ...page };
}

const ALL_READS = [
  pathOf(DECEMBER_12),
  pathOf(FEBRUARY_12),
  pathOf(DECEMBER_13),
  pathOf(DECEMBER_EVERY),
  '/api/probe/departments/12',
  '/api/probe/users/12',
];

async function settledOnce() {
  await waitFor(() => expect(ALL_READS.map(readsOf)).toEqual([1, 1, 1, 1, 1, 1]));
}

beforeEach(() => {
  FakeEventSource.reset();
  Object.defineProperty(window, 'EventSource', {
    configurable: true,
    writable: true,
    value: FakeEventSource,
  });
  for (const path of ALL_READS) fakeNetwork.on('GET', path, { status: 200, body: [] });
  fakeNetwork.on('GET', API_PATHS.session, { status: 200, body: sessionFor('owner') });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'EventSource');
});

describe('useLiveChanges: the reads follow what colleagues save', () => {
  it('when a booking of December changes, then only the reads showing that month refetch', async () => {
    renderLivePage();
    await settledOnce();
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/changes/stream');
    act(() => source.open());

    act(() =>
      source.emit('change', { scopes: [{ kind: 'bookings', organizationId: 12, month: '2026-12' }] }, '5'),
    );

    // Organization 12's December and the read of every organization refetch; February and
    // organization 13 do not, nor the departments and users.
    await waitFor(() => expect(ALL_READS.map(readsOf)).toEqual([2, 1, 1, 2, 1, 1]));
  });

  it("when departments or users of an organization change, then that organization's list refetches", async () => {
    renderLivePage();
    await settledOnce();
    const source = FakeEventSource.latest();
    act(() => source.open());

    act(() =>
      source.emit('change', {
        scopes: [
          { kind: 'departments', organizationId: 12, month: null },
          { kind: 'users', organizationId: 12, month: null },
        ],
      }),
    );
    await waitFor(() => expect(ALL_READS.map(readsOf)).toEqual([1, 1, 1, 1, 2, 2]));

    act(() => source.emit('change', { scopes: [{ kind: 'users', organizationId: 13, month: null }] }));
    act(() => source.emit('change', { scopes: [{ kind: 'departments', organizationId: 13, month: null }] }));
    // A later change that does refetch: by then, any refetch of the two above would have gone out.
    act(() =>
      source.emit('change', { scopes: [{ kind: 'bookings', organizationId: 12, month: '2027-02' }] }),
    );
    await waitFor(() => expect(ALL_READS.map(readsOf)).toEqual([1, 2, 1, 1, 2, 2]));
  });

  it('when the server says too much was missed, then every read refetches', async () => {
    renderLivePage();
    await settledOnce();
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().emit('refetch', { reason: 'missed' }, '9'));
    await waitFor(() => expect(ALL_READS.map(readsOf)).toEqual([2, 2, 2, 2, 2, 2]));
  });

  it('when someone else opens a booking, then who is editing it is kept until the stream closes', async () => {
    const { result, rerender } = renderLivePage();
    await settledOnce();
    const source = FakeEventSource.latest();
    act(() => source.open());
    const sam = { userId: 77, name: 'Sam', organization: 'Palm Cove Beach Resort' };

    act(() => source.emit('presence', { bookingId: 7, editors: [sam] }));
    expect(result.current).toEqual([sam]);

    rerender({ signedIn: false });
    expect(source.closedByPage).toBe(true);
    expect(result.current).toEqual([]);
  });

  it('when signed out, then no stream is opened until signed in', async () => {
    const { rerender } = renderLivePage(false);
    await settledOnce();
    expect(FakeEventSource.made).toHaveLength(0);
    rerender({ signedIn: true });
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('when the browser gives up on the stream, then the session is read again', async () => {
    renderLivePage();
    await settledOnce();
    expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(1);
    act(() => FakeEventSource.latest().failForGood());
    // An ended session answers 401 there, and the shell signs the page out (which closes the stream).
    await waitFor(() => expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(2));
  });
});
