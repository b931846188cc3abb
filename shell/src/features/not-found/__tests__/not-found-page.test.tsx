import { screen } from '@testing-library/react';
import { sessionFor } from '../../../../test-support/sessions';
import { renderShellApp } from '../../../../test-support/render-shell-app';

describe('404 screen (docs/PRODUCT.md section 2)', () => {
  it('when a signed-in user opens an unknown path, then the 404 heading, hint and red icon show inside the app', async () => {
    renderShellApp({ route: '/bookings/archive', session: sessionFor('owner') });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByTestId('not-found-icon').querySelector('circle')).toHaveAttribute('stroke', '#dc2626');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('when a visitor opens an unknown path, then the 404 screen shows without asking to sign in', async () => {
    const app = renderShellApp({ route: '/nowhere', session: null });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/nowhere');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
