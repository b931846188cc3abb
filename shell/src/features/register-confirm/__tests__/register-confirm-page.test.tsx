import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ACCOUNT_LINK_MESSAGES, API_PATHS, type AccountLinkDto } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, sessionFor, type FakeAnswer } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).

const TOKEN = 'registration-token-0123456789';
const REGISTRATION: AccountLinkDto = {
  purpose: 'registration',
  email: 'newhire@palmcove.test',
  organization: { id: 1, name: 'Palm Cove Beach Resort' },
  department: 'Lobby Bar',
  expiresAt: '2030-01-02T10:00:00.000Z',
};
const MISMATCH = ACCOUNT_LINK_MESSAGES.registrationPasswordMismatch;

/** Stands in for the calendar remote, whose own screen is not what these tests are about. */
const calendarRemote = { mfe_calendar: [{ path: '/', element: <h2>Calendar screen</h2> }] };

function openConfirm(linkAnswer: FakeAnswer, route = `/register/confirm#token=${TOKEN}`) {
  fakeNetwork.on('POST', API_PATHS.accountLink, linkAnswer);
  return renderShellApp({ route, session: null, remotes: calendarRemote });
}

async function enterPassword(user: UserEvent, password: string) {
  await user.click(await screen.findByLabelText('Password'));
  await user.paste(password);
}

function sentConfirmations(): unknown[] {
  return fakeNetwork
    .requestsTo('POST', API_PATHS.registerConfirm)
    .map((request) => JSON.parse(request.body ?? 'null') as unknown);
}

describe('Registration link page (/register/confirm#token=...)', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused links are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it reads the link in the body, takes the token out of the address, shows the e-mail and organization fixed and asks for the password chosen when registering', async () => {
    const { router } = openConfirm({ status: 200, body: REGISTRATION });

    expect(await screen.findByLabelText('Email')).toHaveValue('newhire@palmcove.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Organization')).toHaveValue('Palm Cove Beach Resort');
    expect(screen.getByLabelText('Organization')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password you chose when you registered.',
    );
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    const [request] = fakeNetwork.requestsTo('POST', API_PATHS.accountLink);
    expect(JSON.parse(request?.body ?? 'null')).toEqual({ token: TOKEN });
    expect(router.state.location.hash).toBe('');
    // Nothing is used up by opening the page.
    expect(sentConfirmations()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when the password is sent, then the account is created once, Account created successfully shows and the calendar opens', async () => {
    const session = sessionFor('user', {
      user: { ...sessionFor('user').user, email: 'newhire@palmcove.test' },
    });
    fakeNetwork.on('POST', API_PATHS.registerConfirm, { status: 201, body: session });
    const { user, currentPath } = openConfirm({ status: 200, body: REGISTRATION });
    await enterPassword(user, 'Newhire-pass-1');

    await user.keyboard('{Enter}');

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(sentConfirmations()).toEqual([{ token: TOKEN, password: 'Newhire-pass-1' }]);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeInTheDocument();
    expect(screen.getByText('newhire')).toBeInTheDocument();
  });

  it('while the account is being created, then the button reads Creating account... and is disabled', async () => {
    fakeNetwork.on('POST', API_PATHS.registerConfirm, 'pending');
    const { user } = openConfirm({ status: 200, body: REGISTRATION });
    await enterPassword(user, 'Newhire-pass-1');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  });

  it('when no password is typed, then Password is required shows and nothing is sent', async () => {
    const { user } = openConfirm({ status: 200, body: REGISTRATION });
    await screen.findByLabelText('Password');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(sentConfirmations()).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('when the password is not the one chosen when registering, then the server’s message shows, nobody is signed in and the right one can still be sent', async () => {
    const session = sessionFor('user', {
      user: { ...sessionFor('user').user, email: 'newhire@palmcove.test' },
    });
    fakeNetwork.on('POST', API_PATHS.registerConfirm, [
      { status: 400, body: { message: MISMATCH, errors: [{ path: 'password', message: MISMATCH }] } },
      { status: 201, body: session },
    ]);
    const { user, currentPath } = openConfirm({ status: 200, body: REGISTRATION });
    await enterPassword(user, 'Someone-else-2');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MISMATCH);
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('Account created successfully')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/register/confirm');
    await expectNoAxeViolations();

    await user.clear(screen.getByLabelText('Password'));
    await enterPassword(user, 'Newhire-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(sentConfirmations()).toEqual([
      { token: TOKEN, password: 'Someone-else-2' },
      { token: TOKEN, password: 'Newhire-pass-1' },
    ]);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('when the link is used or expired, then the server’s message shows with a way to register again and no form', async () => {
    const { currentPath } = openConfirm({
      status: 404,
      body: { message: 'This link is invalid or has expired.' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/register/confirm');
    await expectNoAxeViolations();
  });

  it('when the link is an invitation, then it is not taken for a registration link', async () => {
    openConfirm({ status: 200, body: { ...REGISTRATION, purpose: 'invitation' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('when the address holds no token, then nothing is sent and the link is called invalid', async () => {
    openConfirm({ status: 200, body: REGISTRATION }, '/register/confirm');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(fakeNetwork.requestsTo('POST', API_PATHS.accountLink)).toHaveLength(0);
    expect(sentConfirmations()).toHaveLength(0);
  });
});
