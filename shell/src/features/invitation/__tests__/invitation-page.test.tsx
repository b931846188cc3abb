import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_PATHS, type AccountLinkDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, sessionFor, type FakeAnswer } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

const TOKEN = 'invitation-token-0123456789';
const INVITATION: AccountLinkDto = {
  purpose: 'invitation',
  email: 'newhire@palmcove.test',
  organization: { id: 1, name: 'Palm Cove Beach Resort' },
  department: 'Lobby Bar',
  expiresAt: '2030-01-08T10:00:00.000Z',
};
const LINK_INVALID = { status: 404, body: { message: 'This link is invalid or has expired.' } };

/** Stands in for the calendar remote, whose own screen is not what these tests are about. */
const calendarRemote = { mfe_calendar: [{ path: '/', element: <h2>Calendar screen</h2> }] };

function openInvitation(linkAnswer: FakeAnswer, route = `/invitation#token=${TOKEN}`) {
  fakeNetwork.on('POST', API_PATHS.accountLink, linkAnswer);
  return renderShellApp({ route, session: null, remotes: calendarRemote });
}

async function enterPasswords(user: UserEvent, password: string, confirmation = password) {
  await user.click(await screen.findByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Confirm password'));
  await user.paste(confirmation);
}

describe('Invitation page (/invitation#token=...)', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused links are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it asks what the link is in the body, takes the token out of the address and shows the invitation fixed', async () => {
    const { router } = openInvitation({ status: 200, body: INVITATION });

    expect(await screen.findByLabelText('Email')).toHaveValue('newhire@palmcove.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Organization')).toHaveValue('Palm Cove Beach Resort');
    expect(screen.getByLabelText('Organization')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Department')).toHaveValue('Lobby Bar');
    expect(screen.getByText('Your password needs:')).toBeInTheDocument();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.accountLink);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ token: TOKEN });
    expect(request?.url).toBe(API_PATHS.accountLink);
    expect(router.state.location.pathname).toBe('/invitation');
    expect(router.state.location.hash).toBe('');
    await expectNoAxeViolations();
  });

  it('when the invitation has no department, then no Department field shows', async () => {
    openInvitation({ status: 200, body: { ...INVITATION, department: null } });

    await screen.findByLabelText('Password');
    expect(screen.queryByLabelText('Department')).not.toBeInTheDocument();
  });

  it('when the passwords break the User rules or differ, then the messages show and nothing is sent', async () => {
    const { user } = openInvitation({ status: 200, body: INVITATION });
    await enterPasswords(user, 'portal-demo', 'portal-dem');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(fakeNetwork.requestsTo('POST', API_PATHS.invitationAccept)).toHaveLength(0);
  });

  it('when a valid password is sent, then the person is signed in, told so and lands on the calendar', async () => {
    const session = sessionFor('user', {
      user: { ...sessionFor('user').user, email: 'newhire@palmcove.test' },
    });
    fakeNetwork.on('POST', API_PATHS.invitationAccept, { status: 201, body: session });
    const { user, currentPath } = openInvitation({ status: 200, body: INVITATION });
    await enterPasswords(user, 'Newhire-pass-1');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.invitationAccept);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ token: TOKEN, password: 'Newhire-pass-1' });
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeInTheDocument();
    expect(screen.getByText('newhire')).toBeInTheDocument();
  });

  it('while the account is being created, then the button reads Creating account... and is disabled', async () => {
    fakeNetwork.on('POST', API_PATHS.invitationAccept, 'pending');
    const { user } = openInvitation({ status: 200, body: INVITATION });
    await enterPasswords(user, 'Newhire-pass-1');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('when the server refuses the password, then its message shows and the form can be sent again', async () => {
    const rule = 'Password must be less than 128 characters';
    fakeNetwork.on('POST', API_PATHS.invitationAccept, {
      status: 400,
      body: { message: 'Validation failed', errors: [{ path: 'password', message: rule }] },
    });
    const { user, currentPath } = openInvitation({ status: 200, body: INVITATION });
    await enterPasswords(user, 'Newhire-pass-1');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(currentPath()).toBe('/invitation');
  });

  it('when the link is unknown, used or expired, then the server says so and no form shows', async () => {
    openInvitation(LINK_INVALID);

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ask the administrator who added you to send a new invitation.',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations();
  });

  it('when the link is a password reset link, then it is not taken for an invitation', async () => {
    openInvitation({ status: 200, body: { ...INVITATION, purpose: 'password_reset' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('when the address holds no token, then the page says the link is invalid without asking the server', async () => {
    openInvitation({ status: 200, body: INVITATION }, '/invitation');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(fakeNetwork.requestsTo('POST', API_PATHS.accountLink)).toHaveLength(0);
  });
});
