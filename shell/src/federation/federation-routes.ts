import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';
import { fetchRemoteManifest, type RemoteManifest } from './remote-manifest';
import type { FetchRemoteRoutes, FetchRemoteWarmUp, RemoteWarmUp } from './remote-routes-loader';

class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

interface RoutesModule {
  default?: unknown;
  routes?: unknown;
  warmUp?: unknown;
}

function isRemoteRouteList(value: unknown): value is readonly RemoteRoute[] {
  return (
    Array.isArray(value) &&
    value.every(
      (route: unknown) =>
        typeof route === 'object' && route !== null && typeof (route as RemoteRoute).path === 'string',
    )
  );
}

/**
 * The shell's real remote loading: read /remotes.json (again after a failure), register the remote's
 * manifest with the federation runtime and load its only exposed module, './routes'.
 */
export function createFederationRoutesFetcher(): FetchRemoteRoutes {
  let manifest: Promise<RemoteManifest> | null = null;
  const registered = new Set<RemoteName>();

  const readManifest = (): Promise<RemoteManifest> => {
    manifest ??= fetchRemoteManifest().catch((error: unknown) => {
      manifest = null;
      throw error;
    });
    return manifest;
  };

  return async (remote, { retry }) => {
    const entries = await readManifest();
    if (!registered.has(remote) || retry) {
      // force drops what the runtime cached of a previous, failed attempt of this remote.
      registerRemotes([{ name: remote, entry: entries[remote] }], { force: registered.has(remote) });
      registered.add(remote);
    }
    const routesModule = await loadRemote<RoutesModule>(`${remote}/routes`);
    const routes = routesModule?.default ?? routesModule?.routes;
    if (!isRemoteRouteList(routes)) throw new RemoteLoadError(`${remote} did not provide its routes`);
    return routes;
  };
}

/**
 * The `warmUp` a remote's './routes' module exports, if any. Asked only once the routes have loaded,
 * so the federation runtime answers from the module it already holds.
 */
export const fetchFederationWarmUp: FetchRemoteWarmUp = async (remote) => {
  const routesModule = await loadRemote<RoutesModule>(`${remote}/routes`);
  const warmUp = routesModule?.warmUp;
  return typeof warmUp === 'function' ? (warmUp as RemoteWarmUp) : null;
};
