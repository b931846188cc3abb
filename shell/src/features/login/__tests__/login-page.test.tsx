import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { API_PATHS } from '@booking-portal/api/contract';
import { fakeNetwork, renderWithShell, sessionFor, type FakeAnswer } from '../../../../test-support';
import { LoginPage } from '..';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

function renderLogin() {
  return renderWithShell(<LoginPage />, { route: '/login' });
}

function answerLogin(answer: FakeAnswer) {
  fakeNetwork.on('POST', API_PATHS.login, answer);
}

/** Fills the form with pastes: typing key by key is covered by the validation test and only slows the others. */
async function enterCredentials(user: UserEvent, email: string, password = 'Portal-demo-1') {
  await user.click(await screen.findByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
}

describe('Login screen', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused sign-ins are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it shows the portal title once, labelled fields, a link to Register and Forgot password?', async () => {
    renderLogin();

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Portal' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Booking Portal logo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('when it is submitted empty, then both validation messages show and nothing is sent', async () => {
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('POST', API_PATHS.login)).toHaveLength(0);
  });

  it('when an invalid e-mail and a 7-character password are left, then each field shows its message', async () => {
    const { user } = renderLogin();

    await user.type(await screen.findByLabelText('Email'), 'lobby-at-palmcove');
    await user.type(screen.getByLabelText('Password'), 'Short-1');
    await user.tab();

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
  });

  it.each([
    [401, 'No account found with this email address.'],
    [401, 'Incorrect password.'],
    [429, 'Too many failed login attempts. Please try again later.'],
    [403, 'This account has been disabled.'],
    [403, 'Account temporarily locked due to multiple failed attempts.'],
  ])(
    'when the server answers %i "%s", then the Login failed toast shows it and the form is usable again',
    async (status, message) => {
      answerLogin({ status, body: { message } });
      const { user } = renderLogin();

      await enterCredentials(user, 'lobby@palmcove.test');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      const toast = await screen.findByText('Login failed');
      expect(toast.closest('[role="status"]')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    },
  );

  it('when the server refuses with another message, then the toast shows that message', async () => {
    answerLogin({ status: 403, body: { message: 'Cross-origin request refused' } });
    const { user } = renderLogin();

    await enterCredentials(user, 'lobby@palmcove.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByText('Login failed')).closest('[role="status"]')).toHaveTextContent(
      'Cross-origin request refused',
    );
  });

  it('when no server answers, then the toast says Failed to log in', async () => {
    answerLogin('network-error');
    const { user } = renderLogin();

    await enterCredentials(user, 'lobby@palmcove.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByText('Login failed')).closest('[role="status"]')).toHaveTextContent(
      'Failed to log in',
    );
  });

  it('while the server has not answered, then the button reads Signing in... and is disabled', async () => {
    answerLogin('pending');
    const { user } = renderLogin();

    await enterCredentials(user, 'lobby@palmcove.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  });

  it('when the sign-in succeeds, then it sends the trimmed e-mail with cookies and toasts Login successful / Welcome back!', async () => {
    answerLogin({ status: 200, body: sessionFor('user') });
    const { user } = renderLogin();

    await enterCredentials(user, '  Lobby@PalmCove.test ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const toast = await screen.findByText('Login successful');
    expect(toast.closest('[role="status"]')).toHaveTextContent('Welcome back!');
    // Success leaves the screen, so the busy state is not cleared.
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.login);
    expect(request?.credentials).toBe('include');
    expect(JSON.parse(request?.body ?? 'null')).toEqual({
      email: 'lobby@palmcove.test',
      password: 'Portal-demo-1',
    });
  });
});

describe('Login screen redirect', () => {
  beforeEach(() => {
    // Promise plumbing of fetch stays real; only the screen's clock is simulated.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('when the sign-in succeeds, then it stays on /login for 0.5 s and then goes to /', async () => {
    answerLogin({ status: 200, body: sessionFor('user') });
    const { currentPath } = renderLogin();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

    await enterCredentials(user, 'lobby@palmcove.test');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fakeNetwork.requestsTo('POST', API_PATHS.login)).toHaveLength(1));
    await screen.findByText('Login successful');

    act(() => jest.advanceTimersByTime(400));
    expect(currentPath()).toBe('/login');
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
