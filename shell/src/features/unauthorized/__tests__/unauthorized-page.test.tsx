import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { fakeNetwork, renderWithShell, sessionFor } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';
import { UnauthorizedPage } from '..';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

const NOT_ALLOWED = sessionFor('user', {
  allowed: false,
  user: { ...sessionFor('user').user, email: 'visitor@elsewhere.test' },
});

describe('Unauthorized screen', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); the refused sign-out is expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it says Access Denied, why, and offers Sign Out', async () => {
    renderWithShell(<UnauthorizedPage />, { route: '/unauthorized', session: NOT_ALLOWED });

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText('Your email address is not authorized to access this application.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Signed in as visitor@elsewhere.test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('when Sign Out is pressed, then the session is ended on the server and the screen goes to /login', async () => {
    fakeNetwork.on('POST', API_PATHS.logout, { status: 204 });
    const { user, currentPath } = renderWithShell(<UnauthorizedPage />, {
      route: '/unauthorized',
      session: NOT_ALLOWED,
    });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(fakeNetwork.requestsTo('POST', API_PATHS.logout)).toHaveLength(1);
  });

  it('when the sign-out fails, then an Error toast gives the reason and the screen stays', async () => {
    fakeNetwork.on('POST', API_PATHS.logout, {
      status: 403,
      body: { message: 'Cross-origin request refused' },
    });
    const { user, currentPath } = renderWithShell(<UnauthorizedPage />, {
      route: '/unauthorized',
      session: NOT_ALLOWED,
    });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    const toast = (await screen.findByText('Error')).closest('[role="status"]');
    expect(toast).toHaveTextContent('Cross-origin request refused');
    expect(currentPath()).toBe('/unauthorized');
  });

  it('when a user whose e-mail is not allowed signs out in the whole shell, then the login screen shows', async () => {
    fakeNetwork.on('POST', API_PATHS.logout, { status: 204 });
    const { user, currentPath } = renderShellApp({ route: '/', session: NOT_ALLOWED });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});
