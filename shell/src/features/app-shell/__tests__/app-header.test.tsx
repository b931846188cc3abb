import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { THEME_STORAGE_KEY, type RemoteRoute } from '@booking-portal/shell/runtime';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { sessionFor } from '../../../../test-support/sessions';
import { renderShellApp } from '../../../../test-support/render-shell-app';

const remotes = {
  mfe_calendar: [{ path: '/', element: <h1>Calendar screen</h1> }] satisfies RemoteRoute[],
  mfe_admin: [{ path: '/users', element: <h1>Users screen</h1> }] satisfies RemoteRoute[],
};

function header(): HTMLElement {
  return screen.getByRole('banner');
}

describe('app header (docs/PRODUCT.md section 2)', () => {
  it('when signed in, then the header shows the logo title, the e-mail initial and the part before the @', async () => {
    renderShellApp({ route: '/', session: sessionFor('org_admin'), remotes });
    await screen.findByText('Calendar screen');

    expect(within(header()).getByRole('link', { name: 'Booking Portal' })).toHaveAttribute('href', '/');
    expect(within(header()).getByTestId('account-avatar')).toHaveTextContent(/^M$/);
    expect(within(header()).getByRole('button', { name: 'manager' })).toBeInTheDocument();
  });

  it('when the title is clicked on another page, then the calendar shows again', async () => {
    const app = renderShellApp({ route: '/users', session: sessionFor('owner'), remotes });
    await screen.findByText('Users screen');

    await app.user.click(within(header()).getByRole('link', { name: 'Booking Portal' }));

    expect(await screen.findByText('Calendar screen')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });

  it('when the account menu opens, then it shows the e-mail and a Log out item', async () => {
    const app = renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');

    await app.user.click(screen.getByRole('button', { name: 'owner' }));

    expect(screen.getByText('owner@encore.test')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('when Log out succeeds, then the server is told, a toast confirms it and the login screen opens', async () => {
    fakeNetwork.on('POST', API_PATHS.logout, { status: 204 });
    const app = renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');

    await app.user.click(screen.getByRole('button', { name: 'owner' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('You have been logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(fakeNetwork.requestsTo('POST', API_PATHS.logout)).toHaveLength(1);
    // The app header is gone: its account button and its home link. (The login screen, once its lazy
    // page has loaded, shows a banner of its own, so "no banner" would depend on timing.)
    expect(screen.queryByRole('button', { name: 'owner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking Portal' })).not.toBeInTheDocument();
  });

  it('when Log out fails, then an error toast shows the server message and the user stays', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeNetwork.on('POST', API_PATHS.logout, {
      status: 503,
      body: { message: 'Service temporarily unavailable' },
    });
    const app = renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');

    await app.user.click(screen.getByRole('button', { name: 'owner' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    const toast = await screen.findByText('Service temporarily unavailable');
    expect(toast.closest('[role="status"]')).toHaveTextContent('Error');
    expect(app.currentPath()).toBe('/');
  });

  it('when Log out cannot reach the server, then the error toast says so', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeNetwork.on('POST', API_PATHS.logout, 'network-error');
    const app = renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');

    await app.user.click(screen.getByRole('button', { name: 'owner' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Failed to fetch')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });
});

describe('theme (docs/PRODUCT.md section 2)', () => {
  it('when nothing is stored, then the light theme is used', async () => {
    renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');

    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('when the theme is toggled, then dark is stored under the fixed key and survives a new start', async () => {
    const first = renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');

    await first.user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(window.localStorage.getItem('booking-portal-theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    first.unmount();

    renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
