import type { RemoteRoute } from '@booking-portal/shell/runtime';
import { sessionFor } from '../../../test-support/sessions';
import { createRemoteRoutesLoader, type RemoteWarmUpContext } from '../remote-routes-loader';

const routes: RemoteRoute[] = [];

/** A remote that is offline at the first attempt and back at the next. */
function fetchFailingOnce() {
  return jest
    .fn<Promise<readonly RemoteRoute[]>, [string, { retry: boolean }]>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(routes);
}

describe('remote routes loader', () => {
  it('when several screens ask for one remote, then it is fetched once', async () => {
    const fetchRoutes = jest.fn(async () => routes);
    const loader = createRemoteRoutesLoader(fetchRoutes);

    const [first, second] = await Promise.all([loader.load('mfe_admin'), loader.load('mfe_admin')]);

    expect(first).toBe(second);
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
  });

  it('when a failed remote is retried, then it is fetched again and told it is a retry', async () => {
    const fetchRoutes = fetchFailingOnce();
    const loader = createRemoteRoutesLoader(fetchRoutes);

    await expect(loader.load('mfe_calendar')).rejects.toThrow('offline');
    loader.retry('mfe_calendar');

    await expect(loader.load('mfe_calendar')).resolves.toBe(routes);
    expect(fetchRoutes.mock.calls).toEqual([
      ['mfe_calendar', { retry: false }],
      ['mfe_calendar', { retry: true }],
    ]);
  });

  it('when a load has succeeded, then its routes are at hand at once; before, after a failure and after a retry, none are', async () => {
    const fetchRoutes = fetchFailingOnce();
    const loader = createRemoteRoutesLoader(fetchRoutes);

    expect(loader.loaded('mfe_calendar')).toBeNull();
    await expect(loader.load('mfe_calendar')).rejects.toThrow('offline');
    expect(loader.loaded('mfe_calendar')).toBeNull();
    loader.retry('mfe_calendar');
    const loading = loader.load('mfe_calendar');
    expect(loader.loaded('mfe_calendar')).toBeNull();

    await expect(loading).resolves.toBe(routes);
    expect(loader.loaded('mfe_calendar')).toBe(routes);
    expect(loader.loaded('mfe_admin')).toBeNull();
    loader.retry('mfe_calendar');
    expect(loader.loaded('mfe_calendar')).toBeNull();
  });

  it('when a remote is warmed up, then its routes load once for the warm-up and the screen, and its warm-up gets the context', async () => {
    const fetchRoutes = jest.fn(async () => routes);
    const warmUp = jest.fn();
    const loader = createRemoteRoutesLoader(fetchRoutes, async () => warmUp);
    const context: RemoteWarmUpContext = { dispatch: jest.fn(), session: sessionFor('owner') };

    loader.warmUp('mfe_calendar', context);
    await expect(loader.load('mfe_calendar')).resolves.toBe(routes);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warmUp).toHaveBeenCalledWith(context);
    expect(fetchRoutes).toHaveBeenCalledTimes(1);
  });

  it('when a warmed-up remote fails to load, then the screen gets the failure and a retry loads it again', async () => {
    const fetchRoutes = fetchFailingOnce();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = createRemoteRoutesLoader(fetchRoutes, async () => null);

    loader.warmUp('mfe_calendar', { dispatch: jest.fn(), session: sessionFor('owner') });

    await expect(loader.load('mfe_calendar')).rejects.toThrow('offline');
    loader.retry('mfe_calendar');
    await expect(loader.load('mfe_calendar')).resolves.toBe(routes);
    warn.mockRestore();
  });
});
