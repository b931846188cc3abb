import { screen, waitFor } from '@testing-library/react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';
import { sessionFor } from '../../../../test-support/sessions';
import { renderShellApp } from '../../../../test-support/render-shell-app';

const calendarRoutes: RemoteRoute[] = [{ path: '/', element: <h1>Calendar screen</h1> }];
const adminRoutes: RemoteRoute[] = [
  { path: '/users', element: <h1>Users screen</h1> },
  { path: '/departments', element: <h1>Departments screen</h1> },
  { path: '/performers', element: <h1>Performers screen</h1> },
  { path: '/admin', element: <h1>Dashboard screen</h1> },
];
const remotes = { mfe_calendar: calendarRoutes, mfe_admin: adminRoutes };

describe('route guard (docs/PRODUCT.md section 2)', () => {
  it('when the session is still loading, then a spinner labelled Loading shows and no screen', async () => {
    renderShellApp({ route: '/', session: 'loading', remotes });

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Calendar screen')).not.toBeInTheDocument();
  });

  it('when a visitor opens the calendar, then they are sent to /login', async () => {
    const app = renderShellApp({ route: '/', session: null, remotes });

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(screen.queryByText('Calendar screen')).not.toBeInTheDocument();
  });

  it('when a visitor opens an admin page, then they are sent to /login', async () => {
    const app = renderShellApp({ route: '/admin', session: null, remotes });

    await waitFor(() => expect(app.currentPath()).toBe('/login'));
  });

  it('when a signed-in user whose e-mail is not allowed opens the calendar, then they go to /unauthorized', async () => {
    const app = renderShellApp({ route: '/', session: sessionFor('user', { allowed: false }), remotes });

    await waitFor(() => expect(app.currentPath()).toBe('/unauthorized'));
    expect(screen.queryByText('Calendar screen')).not.toBeInTheDocument();
  });

  it('when a plain user opens /admin, then they go to the calendar', async () => {
    const app = renderShellApp({ route: '/admin', session: sessionFor('user'), remotes });

    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
  });

  it('when an org admin opens /performers, then they go to the calendar', async () => {
    const app = renderShellApp({ route: '/performers', session: sessionFor('org_admin'), remotes });

    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('when an org admin opens /users and /departments, then both screens show', async () => {
    const app = renderShellApp({ route: '/users', session: sessionFor('org_admin'), remotes });
    expect(await screen.findByText('Users screen')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Departments' }));
    expect(await screen.findByText('Departments screen')).toBeInTheDocument();
  });

  it('when a super admin opens /admin, then they go to the calendar, but /performers opens', async () => {
    const app = renderShellApp({ route: '/admin', session: sessionFor('super_admin'), remotes });
    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();

    await app.user.click(screen.getByRole('link', { name: 'Performers' }));
    expect(await screen.findByText('Performers screen')).toBeInTheDocument();
  });

  it('when the owner opens /admin, then the dashboard shows', async () => {
    renderShellApp({ route: '/admin', session: sessionFor('owner'), remotes });

    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('when a signed-in user opens /login, then they go to the calendar', async () => {
    const app = renderShellApp({ route: '/login', session: sessionFor('owner'), remotes });

    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('when a visitor opens /public, then the public screen shows without asking to sign in', async () => {
    const app = renderShellApp({
      route: '/public',
      session: null,
      remotes: { mfe_public: [{ path: '/public', element: <h1>Public screen</h1> }] },
    });

    expect(await screen.findByText('Public screen')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/public');
  });
});
