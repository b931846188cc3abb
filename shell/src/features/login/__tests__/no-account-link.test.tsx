import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_PATHS, AUTH_MESSAGES } from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS, fakeNetwork } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches.

const PENDING_EMAIL = 'newhire@palmcove.test';

function refuseSignIn(message: string) {
  fakeNetwork
    .on('GET', API_PATHS.session, { status: 401, body: { message: AUTH_MESSAGES.notSignedIn } })
    .on('POST', API_PATHS.login, { status: 401, body: { message } })
    .on('GET', API_PATHS.organizations, { status: 200, body: Object.values(DEMO_ORGANIZATIONS) });
}

async function signInAs(user: UserEvent, email: string) {
  await user.click(await screen.findByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste('Portal-demo-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const NOTICE = /Added by an administrator but not registered yet\?/;

function noticeOf(form: HTMLElement) {
  return within(form).queryByText(NOTICE);
}

describe('Signing in with an e-mail that has no account yet', () => {
  beforeEach(() => {
    // The base API logs every failed write (docs/PRODUCT.md section 7); refused sign-ins are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when the server says No account found, then its toast keeps the spec text and the form links to creating the account for that e-mail', async () => {
    refuseSignIn(AUTH_MESSAGES.noAccount);
    const { user, currentPath } = renderShellApp({ route: '/login', session: null });

    await signInAs(user, PENDING_EMAIL);

    expect(await screen.findByText(AUTH_MESSAGES.noAccount)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Sign in' });
    const notice = await within(form).findByText(NOTICE);
    expect(notice).toHaveTextContent(
      'Added by an administrator but not registered yet? Create your account.',
    );
    expect(within(form).queryByText(AUTH_MESSAGES.noAccount)).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('link', { name: 'Create your account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/register');
    expect(screen.getByLabelText('Email')).toHaveValue(PENDING_EMAIL);
  });

  it('when the password is wrong instead, then no link to create an account shows', async () => {
    refuseSignIn(AUTH_MESSAGES.incorrectPassword);
    const { user } = renderShellApp({ route: '/login', session: null });

    await signInAs(user, 'lobby@palmcove.test');

    expect(await screen.findByText(AUTH_MESSAGES.incorrectPassword)).toBeInTheDocument();
    expect(noticeOf(screen.getByRole('form', { name: 'Sign in' }))).not.toBeInTheDocument();
  });

  it('when another e-mail is typed after the refusal, then the link goes away', async () => {
    refuseSignIn(AUTH_MESSAGES.noAccount);
    const { user } = renderShellApp({ route: '/login', session: null });
    await signInAs(user, PENDING_EMAIL);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await within(form).findByText(NOTICE);

    await user.type(screen.getByLabelText('Email'), 'x');

    expect(noticeOf(form)).not.toBeInTheDocument();
  });
});
