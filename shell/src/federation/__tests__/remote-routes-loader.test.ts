import type { RemoteRoute } from '@booking-portal/shell/runtime';
import { createRemoteRoutesLoader } from '../remote-routes-loader';

const routes: RemoteRoute[] = [];

describe('remote routes loader', () => {
  it('when several screens ask for one remote, then it is fetched once', async () => {
    const fetchRoutes = jest.fn(async () => routes);
    const loader = createRemoteRoutesLoader(fetchRoutes);

    const [first, second] = await Promise.all([loader.load('mfe_admin'), loader.load('mfe_admin')]);

    expect(first).toBe(second);
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
  });

  it('when a failed remote is retried, then it is fetched again and told it is a retry', async () => {
    const fetchRoutes = jest
      .fn<Promise<readonly RemoteRoute[]>, [string, { retry: boolean }]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(routes);
    const loader = createRemoteRoutesLoader(fetchRoutes);

    await expect(loader.load('mfe_calendar')).rejects.toThrow('offline');
    loader.retry('mfe_calendar');

    await expect(loader.load('mfe_calendar')).resolves.toBe(routes);
    expect(fetchRoutes.mock.calls).toEqual([
      ['mfe_calendar', { retry: false }],
      ['mfe_calendar', { retry: true }],
    ]);
  });
});
