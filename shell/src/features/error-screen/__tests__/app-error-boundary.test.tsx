import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { useSession } from '@booking-portal/shell/runtime';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { sessionFor } from '../../../../test-support/sessions';
import { renderWithShell } from '../../../../test-support/render-with-shell';
import { AppErrorBoundary } from '../app-error-boundary';

/** Whether the screen under the boundary currently fails; tests flip it. */
let screenFails = true;

function FlakyScreen() {
  const [, rerender] = useState(0);
  if (screenFails) throw new Error('Cannot read properties of undefined (reading "bookings")');
  return (
    <>
      <h1>Calendar back</h1>
      <button
        type="button"
        onClick={() => {
          screenFails = true;
          rerender((count) => count + 1);
        }}
      >
        Break the screen
      </button>
    </>
  );
}

/** Keeps the session read subscribed, so every clearing of the cache shows as one more session request. */
function SessionReader() {
  useSession();
  return null;
}

/** Renders the screen working, waits for the session read, then makes the screen fail. */
async function renderFailingAfterSessionLoaded() {
  screenFails = false;
  const rendered = renderBoundary();
  await waitFor(() => expect(sessionReads()).toBe(1));
  await rendered.user.click(screen.getByRole('button', { name: 'Break the screen' }));
  return rendered;
}

function renderBoundary() {
  return renderWithShell(
    <>
      <SessionReader />
      <AppErrorBoundary>
        <FlakyScreen />
      </AppErrorBoundary>
    </>,
    { session: sessionFor('owner') },
  );
}

function sessionReads(): number {
  return fakeNetwork.requestsTo('GET', API_PATHS.session).length;
}

describe('app error screen (docs/PRODUCT.md section 2)', () => {
  beforeEach(() => {
    screenFails = true;
    // React reports every caught render error on the console; the screen itself is what is asserted.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('when a screen throws, then the error screen shows its title, both buttons and the technical details', async () => {
    renderBoundary();

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Force Refresh' })).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined (reading "bookings")')).toBeInTheDocument();
  });

  it('when the screen keeps failing, then recovery runs 3 times, each clearing the cache, and then stops', async () => {
    await renderFailingAfterSessionLoaded();

    expect(
      await screen.findByText('Automatic recovery stopped after 3 attempts. Try again or force a refresh.'),
    ).toBeInTheDocument();
    // One read at start, then one more after each of the 3 cache clearings.
    await waitFor(() => expect(sessionReads()).toBe(4));
  });

  it('when the failure goes away, then automatic recovery brings the screen back', async () => {
    renderBoundary();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();

    screenFails = false;

    expect(await screen.findByRole('heading', { name: 'Calendar back' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('when Try Again is pressed after recovery stopped, then the counter starts over with 3 new attempts', async () => {
    const { user } = await renderFailingAfterSessionLoaded();
    await screen.findByText('Automatic recovery stopped after 3 attempts. Try again or force a refresh.');

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Recovering automatically (attempt 1 of 3)…')).toBeInTheDocument();
    expect(await screen.findByText('Recovering automatically (attempt 3 of 3)…')).toBeInTheDocument();
    expect(
      await screen.findByText('Automatic recovery stopped after 3 attempts. Try again or force a refresh.'),
    ).toBeInTheDocument();
  });

  it('when Try Again is pressed and the failure is gone, then the screen shows again', async () => {
    const { user } = renderBoundary();
    screenFails = false;

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { name: 'Calendar back' })).toBeInTheDocument();
  });
});
