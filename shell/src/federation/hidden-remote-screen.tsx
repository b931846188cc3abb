import { Activity, Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RemoteName, RemoteRoute } from '@booking-portal/shell/runtime';
import type { RemoteRoutesLoader } from './remote-routes-loader';

/** Whatever goes wrong in a screen rendered ahead is left for the real screen to show. */
class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** The remote's routes once they have loaded; null while loading and after a failure. */
function useLoadedRoutes(loader: RemoteRoutesLoader, remote: RemoteName): readonly RemoteRoute[] | null {
  const [routes, setRoutes] = useState<readonly RemoteRoute[] | null>(() => loader.loaded(remote));
  useEffect(() => {
    if (routes !== null) return undefined;
    let current = true;
    loader.load(remote).then(
      (loaded) => current && setRoutes(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loader, remote, routes]);
  return routes;
}

export interface HiddenRemoteScreenProps {
  loader: RemoteRoutesLoader;
  remote: RemoteName;
  /** The path of the route the remote provides, e.g. '/'. */
  path: string;
}

/**
 * Renders a remote's screen ahead, hidden (React's Activity): its lazy modules are loaded and
 * initialised and its first render is done, so when the user reaches the screen it mounts in one
 * commit with no Suspense fallback (and none of React's throttling of the reveal after one). A hidden
 * tree runs no effects, so it neither subscribes to reads nor fetches: what it shows comes from the
 * store, which the remote's warm-up fills. Used during the pause after a sign-in (docs/PRODUCT.md
 * section 2, docs/ARCHITECTURE.md section 6).
 */
export function HiddenRemoteScreen({ loader, remote, path }: HiddenRemoteScreenProps) {
  const routes = useLoadedRoutes(loader, remote);
  const route = routes?.find((candidate) => candidate.path === path);
  if (route === undefined) return null;
  return (
    <Activity mode="hidden">
      <SilentBoundary>
        <Suspense fallback={null}>{route.element}</Suspense>
      </SilentBoundary>
    </Activity>
  );
}
