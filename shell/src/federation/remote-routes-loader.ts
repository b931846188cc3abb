import type { SessionDto } from '@booking-portal/api/contract';
import type { AppDispatch, RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';

/** How one remote's routes are fetched; `retry` is true when the user asked to try again. */
export type FetchRemoteRoutes = (
  remote: RemoteName,
  options: { retry: boolean },
) => Promise<readonly RemoteRoute[]>;

/** What a remote's warm-up is given: the one store's dispatch and the session just signed in. */
export interface RemoteWarmUpContext {
  dispatch: AppDispatch;
  session: SessionDto;
}

/**
 * A remote's optional `warmUp` export: starts loading what its first screen needs (code and reads)
 * before the screen renders. It reports nothing; the screen loads whatever the warm-up did not.
 */
export type RemoteWarmUp = (context: RemoteWarmUpContext) => void;

/** The remote's warm-up, once its routes module has loaded; null when it offers none. */
export type FetchRemoteWarmUp = (remote: RemoteName) => Promise<RemoteWarmUp | null>;

export interface RemoteRoutesLoader {
  /** The remote's routes; the same promise for every caller until it fails (React's `use` needs that). */
  load(remote: RemoteName): Promise<readonly RemoteRoute[]>;
  /**
   * The remote's routes if its load has already succeeded, else null: lets a screen opened after a
   * warm-up render at once, without a spinner frame while a settled promise is awaited.
   */
  loaded(remote: RemoteName): readonly RemoteRoute[] | null;
  /** Drops a failed load so the next `load` tries the network again. */
  retry(remote: RemoteName): void;
  /**
   * Starts loading the remote (the same load its screen will wait for) and runs its warm-up. A failure
   * stays with the load, for the screen to show.
   */
  warmUp(remote: RemoteName, context: RemoteWarmUpContext): void;
}

/** Loads each remote at most once at a time, and again only after a failure and a retry. */
export function createRemoteRoutesLoader(
  fetchRoutes: FetchRemoteRoutes,
  fetchWarmUp: FetchRemoteWarmUp = () => Promise.resolve(null),
): RemoteRoutesLoader {
  const loads = new Map<RemoteName, Promise<readonly RemoteRoute[]>>();
  const loadedRoutes = new Map<RemoteName, readonly RemoteRoute[]>();
  const retried = new Set<RemoteName>();

  const load = (remote: RemoteName) => {
    const existing = loads.get(remote);
    if (existing !== undefined) return existing;
    const loading = fetchRoutes(remote, { retry: retried.has(remote) });
    loads.set(remote, loading);
    loading.then(
      (routes) => {
        // A retry started meanwhile owns the remote now.
        if (loads.get(remote) === loading) loadedRoutes.set(remote, routes);
      },
      () => undefined,
    );
    return loading;
  };

  return {
    load,
    loaded: (remote) => loadedRoutes.get(remote) ?? null,
    retry(remote) {
      loads.delete(remote);
      loadedRoutes.delete(remote);
      retried.add(remote);
    },
    warmUp(remote, context) {
      load(remote)
        .then(() => fetchWarmUp(remote))
        .then((warmUp) => warmUp?.(context))
        .catch((error: unknown) => {
          // The screen shows a failed load; a failing warm-up only costs the head start.
          console.warn(`Warming up ${remote} failed`, error);
        });
    },
  };
}
