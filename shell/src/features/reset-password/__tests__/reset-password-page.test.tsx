import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_PATHS, type AccountLinkDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, sessionFor, type FakeAnswer } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

const TOKEN = 'reset-token-0123456789';
const RESET_LINK: AccountLinkDto = {
  purpose: 'password_reset',
  email: 'lobby@palmcove.test',
  organization: { id: 1, name: 'Palm Cove Beach Resort' },
  department: 'Lobby Bar',
  expiresAt: '2030-01-01T10:30:00.000Z',
};

/** Stands in for the calendar remote, whose own screen is not what these tests are about. */
const calendarRemote = { mfe_calendar: [{ path: '/', element: <h2>Calendar screen</h2> }] };

function openReset(linkAnswer: FakeAnswer) {
  fakeNetwork.on('POST', API_PATHS.accountLink, linkAnswer);
  return renderShellApp({ route: `/reset-password#token=${TOKEN}`, session: null, remotes: calendarRemote });
}

async function enterPasswords(user: UserEvent, password: string, confirmation = password) {
  await user.click(await screen.findByLabelText('New password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm password'));
  await user.paste(confirmation);
}

describe('Reset password page (/reset-password#token=...)', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused links are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it reads the link with the token in the body, clears the address and shows the account’s e-mail', async () => {
    const { router } = openReset({ status: 200, body: RESET_LINK });

    expect(await screen.findByLabelText('Email')).toHaveValue('lobby@palmcove.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText('Your password needs:')).toBeInTheDocument();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.accountLink);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ token: TOKEN });
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/reset-password');
    await expectNoAxeViolations();
  });

  it('when the new password is too weak, then the User rule shows and nothing is sent', async () => {
    const { user } = openReset({ status: 200, body: RESET_LINK });
    await enterPasswords(user, 'Short1');

    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    expect(fakeNetwork.requestsTo('POST', API_PATHS.passwordResetComplete)).toHaveLength(0);
  });

  it('when a new password is set, then the person is signed in and lands on the calendar', async () => {
    fakeNetwork.on('POST', API_PATHS.passwordResetComplete, { status: 200, body: sessionFor('user') });
    const { user, currentPath } = openReset({ status: 200, body: RESET_LINK });
    await enterPasswords(user, 'Lobby-new-pass-2');

    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.passwordResetComplete);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ token: TOKEN, password: 'Lobby-new-pass-2' });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeInTheDocument();
  });

  it('when the server refuses the password or the link meanwhile expired, then its message shows and the form stays', async () => {
    fakeNetwork.on('POST', API_PATHS.passwordResetComplete, [
      {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [{ path: 'password', message: 'Password must be less than 128 characters' }],
        },
      },
      { status: 404, body: { message: 'This link is invalid or has expired.' } },
    ]);
    const { user, currentPath } = openReset({ status: 200, body: RESET_LINK });
    await enterPasswords(user, 'Lobby-new-pass-2');

    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be less than 128 characters');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.'),
    );
    expect(currentPath()).toBe('/reset-password');
  });

  it('when the link is invalid or expired, then the server’s message shows with a way to ask for a new link', async () => {
    openReset({ status: 404, body: { message: 'This link is invalid or has expired.' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('when the link cannot be checked (server down), then the page says to try again rather than that it expired', async () => {
    openReset({ status: 503, body: { message: 'Service temporarily unavailable' } });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check this link right now. Please try again in a moment.',
    );
  });
});
