import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { fakeNetwork, sessionFor } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

/** Stands in for the calendar remote, whose own screen is not what these tests are about. */
const calendarRemote = { mfe_calendar: [{ path: '/', element: <h2>Calendar screen</h2> }] };

describe('Signing in through the whole shell', () => {
  it('when a visitor signs in on /login, then the calendar route opens with the signed-in header', async () => {
    fakeNetwork.on('POST', API_PATHS.login, { status: 200, body: sessionFor('user') });
    const { user, currentPath } = renderShellApp({ route: '/login', session: null, remotes: calendarRemote });
    // Like the API: the session read answers 401 until the sign-in has set the cookie.
    fakeNetwork.on('GET', API_PATHS.session, () =>
      fakeNetwork.requestsTo('POST', API_PATHS.login).length > 0
        ? { status: 200, body: sessionFor('user') }
        : { status: 401, body: { message: 'Authentication required' } },
    );

    await user.type(await screen.findByLabelText('Email'), 'lobby@palmcove.test');
    await user.type(screen.getByLabelText('Password'), 'Portal-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeInTheDocument();
    expect(screen.getByText('lobby')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('when a signed-in user opens /login, then the guard sends them to the calendar', async () => {
    const { currentPath } = renderShellApp({
      route: '/login',
      session: sessionFor('user'),
      remotes: calendarRemote,
    });

    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('Forgot password? on /login', () => {
  it('when a visitor follows it, then the reset-link page opens, signed out', async () => {
    const { user, currentPath } = renderShellApp({ route: '/login', session: null, remotes: calendarRemote });

    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
  });

  it('when a signed-in user opens a mailed link’s page, then the page opens instead of the calendar', async () => {
    const { currentPath } = renderShellApp({
      route: '/forgot-password',
      session: sessionFor('user'),
      remotes: calendarRemote,
    });

    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(currentPath()).toBe('/forgot-password');
  });
});
