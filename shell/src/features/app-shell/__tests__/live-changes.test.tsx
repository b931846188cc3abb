import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import type { RemoteRoute } from '@booking-portal/shell/runtime';
import { FakeEventSource } from '../../../../test-support/fake-event-source';
import { fakeNetwork } from '../../../../test-support/fake-network';
import { sessionFor } from '../../../../test-support/sessions';
import { renderShellApp } from '../../../../test-support/render-shell-app';

const remotes = {
  mfe_calendar: [{ path: '/', element: <h1>Calendar screen</h1> }] satisfies RemoteRoute[],
  mfe_admin: [{ path: '/users', element: <h1>Users screen</h1> }] satisfies RemoteRoute[],
};

beforeEach(() => {
  FakeEventSource.reset();
  Object.defineProperty(window, 'EventSource', {
    configurable: true,
    writable: true,
    value: FakeEventSource,
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'EventSource');
});

describe('the signed-in page follows what colleagues save', () => {
  it('when signed in, then the page opens one change stream, kept across screens, and closes it on Log out', async () => {
    fakeNetwork.on('POST', API_PATHS.logout, { status: 204 });
    const app = renderShellApp({ route: '/', session: sessionFor('owner'), remotes });
    await screen.findByText('Calendar screen');
    expect(FakeEventSource.made.map(({ url }) => url)).toEqual([API_PATHS.changeStream]);

    await app.user.click(
      within(screen.getByRole('navigation', { name: /main/i })).getByRole('link', { name: /users/i }),
    );
    await screen.findByText('Users screen');
    expect(FakeEventSource.made).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: 'owner' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(FakeEventSource.latest().closedByPage).toBe(true);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('when signed out, then no stream is opened', async () => {
    const app = renderShellApp({ route: '/', session: null, remotes });
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(FakeEventSource.made).toEqual([]);
  });
});
