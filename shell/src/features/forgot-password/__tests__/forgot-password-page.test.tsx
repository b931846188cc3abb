import { screen } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

const SENT = 'If an account exists for lobby@palmcove.test, we sent a link to reset its password.';

function openForgotPassword() {
  return renderShellApp({ route: '/forgot-password', session: null });
}

describe('Forgot password page (/forgot-password)', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused requests are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it asks for the e-mail, offers Send reset link and a way back to sign in', async () => {
    openForgotPassword();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations();
  });

  it('when the e-mail is not valid, then the sign-in screen’s message shows and nothing is sent', async () => {
    const { user } = openForgotPassword();

    await user.type(await screen.findByLabelText('Email'), 'lobby-at-palmcove');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fakeNetwork.requestsTo('POST', API_PATHS.passwordResetRequest)).toHaveLength(0);
  });

  it('when a link is asked for, then the e-mail is sent trimmed and lowercased and the server’s answer shows', async () => {
    fakeNetwork.on('POST', API_PATHS.passwordResetRequest, { status: 202, body: { message: SENT } });
    const { user, currentPath } = openForgotPassword();

    await user.type(await screen.findByLabelText('Email'), ' Lobby@PalmCove.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByText(SENT).closest('[role="status"]')).not.toBeNull();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.passwordResetRequest);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ email: 'lobby@palmcove.test' });
    expect(currentPath()).toBe('/forgot-password');
    await expectNoAxeViolations();
  });

  it('while the request is under way, then the button reads Sending... and is disabled', async () => {
    fakeNetwork.on('POST', API_PATHS.passwordResetRequest, 'pending');
    const { user } = openForgotPassword();

    await user.type(await screen.findByLabelText('Email'), 'lobby@palmcove.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fakeNetwork.requestsTo('POST', API_PATHS.passwordResetRequest)).toHaveLength(1);
  });

  it.each([
    [
      'throttles the address (429)',
      { status: 429, body: { message: 'Too many requests. Please try again later.' } },
      'Too many requests. Please try again later.',
    ],
    [
      'fails (500)',
      { status: 500, body: { message: 'Internal server error' } },
      'We could not send the link right now. Please try again.',
    ],
  ] as const)(
    'when the server %s, then the page says so and the form can be sent again',
    async (_case, answer, text) => {
      fakeNetwork.on('POST', API_PATHS.passwordResetRequest, answer);
      const { user } = openForgotPassword();

      await user.type(await screen.findByLabelText('Email'), 'lobby@palmcove.test');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    },
  );
});
