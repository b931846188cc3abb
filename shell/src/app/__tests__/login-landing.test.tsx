import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { API_PATHS, type SessionDto } from '@booking-portal/api/contract';
import type { RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';
import { fakeNetwork, fakeScreenTimers, sessionFor } from '../../../test-support';
import { REDIRECT_AFTER_SUCCESS_MS } from '../../features/auth-form';
import { renderShellApp } from '../../../test-support/render-shell-app';
import { createRemoteRoutesLoader, type RemoteWarmUpContext } from '../../federation/remote-routes-loader';

/** Stands in for the calendar remote: notes the path it was rendered at, which is /login when rendered ahead. */
function CalendarProbe({ renderedAt }: { renderedAt: string[] }) {
  renderedAt.push(useLocation().pathname);
  return <h2>Calendar screen</h2>;
}

function calendarRemote() {
  const renderedAt: string[] = [];
  const routes: RemoteRoute[] = [{ path: '/', element: <CalendarProbe renderedAt={renderedAt} /> }];
  const fetchRoutes = jest.fn<Promise<readonly RemoteRoute[]>, [RemoteName, { retry: boolean }]>(
    async () => routes,
  );
  const warmUp = jest.fn<void, [RemoteWarmUpContext]>();
  const loader = createRemoteRoutesLoader(fetchRoutes, async () => warmUp);
  return { loader, fetchRoutes, warmUp, renderedAt };
}

/** The API's answers: the session read is 401 until a sign-in was answered with `session`. */
function answerSignIn(
  answer: { status: 200; body: SessionDto } | { status: 401; body: { message: string } },
) {
  fakeNetwork.on('POST', API_PATHS.login, answer);
  fakeNetwork.on('GET', API_PATHS.session, () =>
    answer.status === 200 && fakeNetwork.requestsTo('POST', API_PATHS.login).length > 0
      ? answer
      : { status: 401, body: { message: 'Authentication required' } },
  );
}

async function signInOnLogin(remote: ReturnType<typeof calendarRemote>) {
  const app = renderShellApp({ route: '/login', session: null, remotes: remote.loader });
  await app.user.type(await screen.findByLabelText('Email'), 'lobby@palmcove.test');
  await app.user.type(screen.getByLabelText('Password'), 'Portal-demo-1');
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
  return app;
}

describe('The calendar during the pause after a sign-in (docs/ARCHITECTURE.md section 6)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when the sign-in succeeds, then the calendar loads, warms up and renders hidden on /login, and is shown at /', async () => {
    const remote = calendarRemote();
    const session = sessionFor('user');
    answerSignIn({ status: 200, body: session });

    const { currentPath } = await signInOnLogin(remote);

    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeVisible();
    expect(currentPath()).toBe('/');
    expect(remote.renderedAt[0]).toBe('/login');
    expect(remote.renderedAt.at(-1)).toBe('/');
    expect(remote.fetchRoutes.mock.calls).toEqual([['mfe_calendar', { retry: false }]]);
    expect(remote.warmUp).toHaveBeenCalledWith(expect.objectContaining({ session }));
  });

  it('while the pause lasts, then the calendar rendered ahead is in the page but not visible', async () => {
    const remote = calendarRemote();
    answerSignIn({ status: 200, body: sessionFor('owner') });

    fakeScreenTimers();

    const { currentPath } = await signInOnLogin(remote);

    await waitFor(() => expect(remote.renderedAt).toContain('/login'));
    expect(currentPath()).toBe('/login');
    expect(screen.getByText('Calendar screen')).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Calendar screen' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_SUCCESS_MS));
    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeVisible();
    expect(currentPath()).toBe('/');
  });

  it('when the sign-in is refused, then nothing of the calendar is loaded or rendered', async () => {
    const remote = calendarRemote();
    answerSignIn({ status: 401, body: { message: 'Invalid email or password' } });

    const { currentPath } = await signInOnLogin(remote);

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(remote.fetchRoutes).not.toHaveBeenCalled();
    expect(remote.warmUp).not.toHaveBeenCalled();
    expect(remote.renderedAt).toEqual([]);
    expect(currentPath()).toBe('/login');
  });

  it('when the signed-in e-mail is not allowed, then nothing of the calendar is loaded before /unauthorized', async () => {
    const remote = calendarRemote();
    answerSignIn({ status: 200, body: sessionFor('user', { allowed: false }) });

    const { currentPath } = await signInOnLogin(remote);

    await waitFor(() => expect(currentPath()).toBe('/unauthorized'));
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(remote.fetchRoutes).not.toHaveBeenCalled();
    expect(remote.renderedAt).toEqual([]);
  });
});
