/**
 * @jest-environment-options {"url": "http://bookings.palmcove.test/login"}
 */
import { screen } from '@testing-library/react';
import { renderWithShell } from '../../../../test-support';
import { LoginPage } from '..';

describe('Login screen branding', () => {
  it('when the portal is served from a Palm Cove host, then the Palm Cove logo and name show under the title', async () => {
    renderWithShell(<LoginPage />, { route: '/login' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Portal' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Palm Cove Beach Resort logo' })).toBeInTheDocument();
    expect(screen.getByText('Palm Cove Beach Resort')).toBeInTheDocument();
  });
});
