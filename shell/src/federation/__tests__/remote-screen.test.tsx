import { screen } from '@testing-library/react';
import type { RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';
import { sessionFor } from '../../../test-support/sessions';
import { renderShellApp } from '../../../test-support/render-shell-app';
import { createRemoteRoutesLoader } from '../remote-routes-loader';

const calendarRoutes: RemoteRoute[] = [{ path: '/', element: <h1>Calendar screen</h1> }];
const adminRoutes: RemoteRoute[] = [{ path: '/users', element: <h1>Users screen</h1> }];

describe('remote boundary (docs/ARCHITECTURE.md section 2)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('when a remote fails to load, then an error panel with Retry shows and the other routes keep working', async () => {
    const app = renderShellApp({
      route: '/users',
      session: sessionFor('owner'),
      remotes: {
        mfe_calendar: calendarRoutes,
        mfe_admin: new Error('Loading script failed: /remotes/admin/remoteEntry.js 404'),
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The administration pages could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading script failed: /remotes/admin/remoteEntry.js 404')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Calendar' }));

    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();
  });

  it("when the public remote fails on a performer's own page, then the panel names that page", async () => {
    renderShellApp({
      route: '/performer',
      session: null,
      remotes: { mfe_public: new Error('Loading script failed: /remotes/public/remoteEntry.js 404') },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your performer page could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('when Retry is pressed and the remote is back, then its screen shows', async () => {
    let adminIsUp = false;
    const loadAttempts: RemoteName[] = [];
    const loader = createRemoteRoutesLoader(async (remote) => {
      loadAttempts.push(remote);
      if (remote === 'mfe_admin' && !adminIsUp)
        throw new Error('ScriptExternalLoadError: mfe_admin is offline');
      return remote === 'mfe_admin' ? adminRoutes : calendarRoutes;
    });
    const app = renderShellApp({ route: '/users', session: sessionFor('owner'), remotes: loader });
    await screen.findByText('ScriptExternalLoadError: mfe_admin is offline');

    adminIsUp = true;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Users screen')).toBeInTheDocument();
    expect(loadAttempts).toEqual(['mfe_admin', 'mfe_admin']);
  });

  it('when a remote is offline, then the shell still starts and a route of another remote renders', async () => {
    renderShellApp({ route: '/', session: sessionFor('owner'), remotes: { mfe_calendar: calendarRoutes } });

    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();
  });

  it('when a loaded remote has no screen for the path, then the error panel says so', async () => {
    renderShellApp({ route: '/users', session: sessionFor('owner'), remotes: { mfe_admin: [] } });

    expect(await screen.findByText('mfe_admin has no screen for /users')).toBeInTheDocument();
  });
});
