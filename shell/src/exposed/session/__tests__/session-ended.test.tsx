import { act, screen, waitFor } from '@testing-library/react';
import { createSlice } from '@reduxjs/toolkit';
import {
  API_PATHS,
  AUTH_MESSAGES,
  SESSION_END_MESSAGES,
  type SessionEndReason,
} from '@booking-portal/api/contract';
import {
  baseApi,
  rootReducer,
  sessionApi,
  useAppDispatch,
  useAppSelector,
  type RemoteRoute,
} from '@booking-portal/shell/runtime';
import { endSessionHere } from '../../api/base-api';
import { fakeNetwork, type FakeAnswer } from '../../../../test-support';
import { sessionFor } from '../../../../test-support/sessions';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A remote as the calendar is one: its view state in a slice it injects, its reads injected into the
// one base API.
const monthSlice = createSlice({
  name: 'probe/month',
  initialState: { month: 1 },
  reducers: {
    nextMonth(state) {
      state.month += 1;
    },
  },
});
const injectedMonth = monthSlice.injectInto(rootReducer);
type MonthState = Parameters<typeof injectedMonth.selectSlice>[0];

const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProbeBookings: build.query<{ title: string }[], number>({
      query: (month) => `/api/test/bookings/${month}`,
    }),
  }),
});

function ProbeCalendar() {
  const { month } = useAppSelector((state) => injectedMonth.selectSlice(state as MonthState));
  const dispatch = useAppDispatch();
  const { data } = bookingsApi.useGetProbeBookingsQuery(month);
  return (
    <main>
      <h1>{`Month ${month}`}</h1>
      <ul>
        {data?.map((booking) => (
          <li key={booking.title}>{booking.title}</li>
        ))}
      </ul>
      <button type="button" onClick={() => dispatch(monthSlice.actions.nextMonth())}>
        Next month
      </button>
    </main>
  );
}

const calendarRoutes: RemoteRoute[] = [{ path: '/', element: <ProbeCalendar /> }];
const BOOKING_OF_BEFORE = 'Jazz trio - Lobby Bar';

function refused(reason?: SessionEndReason): FakeAnswer {
  return {
    status: 401,
    body: reason ? { message: AUTH_MESSAGES.notSignedIn, reason } : { message: AUTH_MESSAGES.notSignedIn },
  };
}

/** A user's calendar showing month 1's booking; month 2's read answers `secondMonth`. */
async function openCalendar(secondMonth: FakeAnswer) {
  fakeNetwork.on('GET', '/api/test/bookings/1', { status: 200, body: [{ title: BOOKING_OF_BEFORE }] });
  fakeNetwork.on('GET', '/api/test/bookings/2', secondMonth);
  const rendered = renderShellApp({
    route: '/',
    session: sessionFor('user'),
    remotes: { mfe_calendar: calendarRoutes },
  });
  expect(await screen.findByText(BOOKING_OF_BEFORE)).toBeInTheDocument();
  return rendered;
}

async function expectSignInPageSaying(sentence: string, currentPath: () => string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(screen.queryByText(BOOKING_OF_BEFORE)).not.toBeInTheDocument();
}

describe('a session the server ended under an open page', () => {
  it('when a read answers that the account was disabled, then every cached answer and remote slice goes and the sign-in page says so', async () => {
    const { user, store, currentPath } = await openCalendar(refused('disabled'));
    fakeNetwork.on('GET', API_PATHS.session, refused());

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    await expectSignInPageSaying('This account has been disabled.', currentPath);
    expect(bookingsApi.endpoints.getProbeBookings.select(1)(store.getState()).data).toBeUndefined();
    expect(injectedMonth.selectSlice(store.getState() as MonthState).month).toBe(1);
  });

  it.each([
    ['signed_out', SESSION_END_MESSAGES.signed_out],
    ['password_reset', SESSION_END_MESSAGES.password_reset],
    ['expired', SESSION_END_MESSAGES.expired],
  ] as const)(
    'when a read answers the reason %s, then the sign-in page says "%s"',
    async (reason, sentence) => {
      const { user, currentPath } = await openCalendar(refused(reason));
      fakeNetwork.on('GET', API_PATHS.session, refused());

      await user.click(screen.getByRole('button', { name: 'Next month' }));

      await expectSignInPageSaying(sentence, currentPath);
    },
  );

  it('when a read is refused without a reason (the cookie is gone: signed out in another tab), then the same, saying the session ended', async () => {
    const { user, currentPath } = await openCalendar(refused());
    fakeNetwork.on('GET', API_PATHS.session, refused());

    await user.click(screen.getByRole('button', { name: 'Next month' }));

    await expectSignInPageSaying(SESSION_END_MESSAGES.unknown, currentPath);
  });

  it('when the session read itself is refused while signed in (a refetch on focus), then the cache goes and the sign-in page says why', async () => {
    const { store, currentPath } = await openCalendar(refused());
    fakeNetwork.on('GET', API_PATHS.session, refused('disabled'));

    await act(async () => {
      await store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    });

    await expectSignInPageSaying('This account has been disabled.', currentPath);
    expect(bookingsApi.endpoints.getProbeBookings.select(1)(store.getState()).data).toBeUndefined();
  });

  it('when the page opens with the cookie of a session that ended, then the sign-in page says why', async () => {
    fakeNetwork.on('GET', '/api/test/bookings/1', { status: 200, body: [{ title: BOOKING_OF_BEFORE }] });
    const { currentPath } = renderShellApp({
      route: '/',
      session: [refused('password_reset'), refused()],
      remotes: { mfe_calendar: calendarRoutes },
    });

    await expectSignInPageSaying(SESSION_END_MESSAGES.password_reset, currentPath);
  });

  it('when a visitor opens the portal signed out, then the sign-in page says nothing of an ended session', async () => {
    const { currentPath } = renderShellApp({
      route: '/',
      session: null,
      remotes: { mfe_calendar: calendarRoutes },
    });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("when the page's own logout is under way and a read answers 'signed_out' before the logout's answer, then the sign-in page says nothing of an ended session", async () => {
    const { user, store, currentPath } = await openCalendar(refused('signed_out'));
    fakeNetwork.on('GET', API_PATHS.session, refused());
    fakeNetwork.on('POST', API_PATHS.logout, 'pending');

    await act(async () => {
      void store.dispatch(sessionApi.endpoints.logout.initiate());
      await Promise.resolve();
    });
    await user.click(screen.getByRole('button', { name: 'Next month' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState()['shell/sessionEnd'].cause).toBeNull();
  });

  it("when a stream of the page answers 'signed_out' after its own logout's answer, then nothing is told of an ended session", async () => {
    const { store, currentPath } = await openCalendar(refused('signed_out'));
    fakeNetwork.on('GET', API_PATHS.session, refused());
    fakeNetwork.on('POST', API_PATHS.logout, { status: 204 });

    await act(async () => {
      await store.dispatch(sessionApi.endpoints.logout.initiate());
    });
    // What the base query does with a late 401 of the page's own (its change stream, say).
    act(() => {
      store.dispatch(endSessionHere('signed_out'));
    });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState()['shell/sessionEnd'].cause).toBeNull();
  });

  it('when someone signs in after the notice, then it is forgotten', async () => {
    const { user, store } = await openCalendar(refused('disabled'));
    fakeNetwork.on('GET', API_PATHS.session, refused());
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await screen.findByRole('alert');

    await act(async () => {
      await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, sessionFor('user')));
    });

    await waitFor(() => expect(store.getState()['shell/sessionEnd'].cause).toBeNull());
  });
});
