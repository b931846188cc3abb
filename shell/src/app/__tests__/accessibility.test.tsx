import { screen } from '@testing-library/react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';
import { expectNoAxeViolations } from '../../../test-support/axe';
import { sessionFor } from '../../../test-support/sessions';
import { renderShellApp } from '../../../test-support/render-shell-app';

const calendarRoutes: RemoteRoute[] = [{ path: '/', element: <h1>Booking Calendar</h1> }];

describe('accessibility of the shell (axe-core)', () => {
  it('when the owner sees the app shell, then axe finds no violation (header, nav, main, one h1, names)', async () => {
    const app = renderShellApp({
      route: '/',
      session: sessionFor('owner'),
      remotes: { mfe_calendar: calendarRoutes },
    });
    await screen.findByRole('heading', { level: 1, name: 'Booking Calendar' });
    await app.user.click(screen.getByRole('button', { name: 'owner' }));

    await expectNoAxeViolations();
  });

  it('when a visitor sees the 404 screen, then axe finds no violation', async () => {
    renderShellApp({ route: '/missing', session: null });
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });

    await expectNoAxeViolations();
  });

  it('when a remote fails to load, then its error panel has no violation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShellApp({
      route: '/',
      session: sessionFor('user'),
      remotes: { mfe_calendar: new Error('offline') },
    });
    await screen.findByRole('button', { name: 'Retry' });

    await expectNoAxeViolations();
  });
});
