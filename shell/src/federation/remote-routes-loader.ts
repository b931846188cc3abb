import type { RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';

/** How one remote's routes are fetched; `retry` is true when the user asked to try again. */
export type FetchRemoteRoutes = (
  remote: RemoteName,
  options: { retry: boolean },
) => Promise<readonly RemoteRoute[]>;

export interface RemoteRoutesLoader {
  /** The remote's routes; the same promise for every caller until it fails (React's `use` needs that). */
  load(remote: RemoteName): Promise<readonly RemoteRoute[]>;
  /** Drops a failed load so the next `load` tries the network again. */
  retry(remote: RemoteName): void;
}

/** Loads each remote at most once at a time, and again only after a failure and a retry. */
export function createRemoteRoutesLoader(fetchRoutes: FetchRemoteRoutes): RemoteRoutesLoader {
  const loads = new Map<RemoteName, Promise<readonly RemoteRoute[]>>();
  const retried = new Set<RemoteName>();

  return {
    load(remote) {
      const existing = loads.get(remote);
      if (existing !== undefined) return existing;
      const loading = fetchRoutes(remote, { retry: retried.has(remote) });
      loads.set(remote, loading);
      return loading;
    },
    retry(remote) {
      loads.delete(remote);
      retried.add(remote);
    },
  };
}
