import { configure, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { expectNoAxeViolations, fakeNetwork, sessionFor, type FakeAnswer } from '../../../../test-support';
import { renderShellApp } from '../../../../test-support/render-shell-app';

// A busy machine can take longer than the defaults to answer the screens' fetches (1 s per wait;
// 5 s per test, since Jest ignores shell/jest.config.js's testTimeout in a multi-project run).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const TOKEN = 'registration-token-0123456789';

/** Stands in for the calendar remote, whose own screen is not what these tests are about. */
const calendarRemote = { mfe_calendar: [{ path: '/', element: <h2>Calendar screen</h2> }] };

function openConfirm(answer: FakeAnswer, route = `/register/confirm#token=${TOKEN}`) {
  fakeNetwork.on('POST', API_PATHS.registerConfirm, answer);
  return renderShellApp({ route, session: null, remotes: calendarRemote });
}

describe('Registration link page (/register/confirm#token=...)', () => {
  beforeEach(() => {
    // The base API logs every failed write (SPEC.md section 7); refused links are expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('when it opens, then it finishes the registration once, says Account created successfully and goes to the calendar', async () => {
    const session = sessionFor('user', {
      user: { ...sessionFor('user').user, email: 'newhire@palmcove.test' },
    });
    const { currentPath, router } = openConfirm({ status: 201, body: session });

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Calendar screen' })).toBeInTheDocument();
    expect(screen.getByText('newhire')).toBeInTheDocument();
    const requests = fakeNetwork.requestsTo('POST', API_PATHS.registerConfirm);
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0]?.body ?? 'null')).toEqual({ token: TOKEN });
    expect(router.state.location.hash).toBe('');
  });

  it('while the link is being used, then the page shows it is creating the account', async () => {
    openConfirm('pending');

    expect(await screen.findByRole('status', { name: 'Creating your account...' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('when the link is used or expired, then the server’s message shows with a way to register again', async () => {
    const { currentPath } = openConfirm({
      status: 404,
      body: { message: 'This link is invalid or has expired.' },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('Account created successfully')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/register/confirm');
    await expectNoAxeViolations();
  });

  it('when the address holds no token, then nothing is sent and the link is called invalid', async () => {
    openConfirm({ status: 201, body: sessionFor('user') }, '/register/confirm');

    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(fakeNetwork.requestsTo('POST', API_PATHS.registerConfirm)).toHaveLength(0);
  });
});
