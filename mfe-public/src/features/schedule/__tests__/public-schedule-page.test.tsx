import { screen } from '@testing-library/react';
import { API_PATHS } from '@booking-portal/api/contract';
import { fakeNetwork, renderRemoteRoutes } from '@booking-portal/shell/test-support';
import { remoteRoutes } from '../../../expose/routes';

describe('public schedule (/public)', () => {
  it('when a visitor opens it, then the title and the venue line show without any session call', async () => {
    await renderRemoteRoutes(remoteRoutes, { route: '/public', session: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Performance Schedule' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Palm Cove Beach Resort')).toBeInTheDocument();
    expect(fakeNetwork.requestsTo('GET', API_PATHS.session)).toHaveLength(0);
  });
});
