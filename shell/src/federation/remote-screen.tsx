import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Heading,
  Page,
  Spinner,
  Subtitle,
  TechnicalDetails,
  type RemoteName,
  type RemoteRoute,
} from '@booking-portal/shell/runtime';
import { PERFORMER_PAGE_PATH } from '@booking-portal/api/contract';
import { ScreenErrorBoundary } from '../features/error-screen';
import type { RemoteRoutesLoader } from './remote-routes-loader';

/** How the error panel names each remote to the user. */
const REMOTE_TITLES: Record<RemoteName, string> = {
  mfe_calendar: 'The calendar',
  mfe_admin: 'The administration pages',
  mfe_public: 'The public schedule',
};

/** Screens a remote offers beside its main one, named for themselves in the error panel. */
const SCREEN_TITLES: Readonly<Record<string, string>> = {
  [PERFORMER_PAGE_PATH]: 'Your performer page',
};

function screenTitleOf(remote: RemoteName, path: string): string {
  return SCREEN_TITLES[path] ?? REMOTE_TITLES[remote];
}

const Panel = styled(Card)`
  max-width: 36rem;
  margin: 3rem auto 0;
`;

const Actions = styled.div`
  margin-top: 1.5rem;
`;

function RemoteErrorPanel({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Page>
      <Panel role="alert">
        <Heading>{title} could not be loaded</Heading>
        <Subtitle>The rest of the portal still works. Check the connection and try again.</Subtitle>
        <TechnicalDetails error={error} />
        <Actions>
          <Button onClick={onRetry}>Retry</Button>
        </Actions>
      </Panel>
    </Page>
  );
}

interface BoundaryProps {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown): { error: Error } {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <RemoteErrorPanel title={this.props.title} error={this.state.error} onRetry={this.props.onRetry} />
    );
  }
}

type RoutesState =
  | { remote: RemoteName; status: 'loading' }
  | { remote: RemoteName; status: 'loaded'; routes: readonly RemoteRoute[] }
  | { remote: RemoteName; status: 'failed'; error: Error };

/**
 * The remote's routes, loaded once per mount; a failure is rethrown into the error boundary. Routes
 * already loaded (a warm-up's) are used in the first render, so the screen commits with no spinner.
 */
function useRemoteRoutes(loader: RemoteRoutesLoader, remote: RemoteName): readonly RemoteRoute[] | null {
  const [state, setState] = useState<RoutesState>({ remote, status: 'loading' });
  const alreadyLoaded = loader.loaded(remote);
  useEffect(() => {
    if (alreadyLoaded !== null) return undefined;
    let current = true;
    loader.load(remote).then(
      (routes) => current && setState({ remote, status: 'loaded', routes }),
      (thrown: unknown) => {
        const error = thrown instanceof Error ? thrown : new Error(String(thrown));
        if (current) setState({ remote, status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, remote, alreadyLoaded]);
  if (alreadyLoaded !== null) return alreadyLoaded;
  // What was loaded for another remote (the same element reused by the router) does not count.
  if (state.remote !== remote) return null;
  if (state.status === 'failed') throw state.error;
  return state.status === 'loaded' ? state.routes : null;
}

function RemoteRouteElement({ loader, remote, path }: RemoteScreenProps) {
  const routes = useRemoteRoutes(loader, remote);
  if (routes === null) return <Spinner centered />;
  const route = routes.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`${remote} has no screen for ${path}`);
  return <ScreenErrorBoundary>{route.element}</ScreenErrorBoundary>;
}

export interface RemoteScreenProps {
  loader: RemoteRoutesLoader;
  remote: RemoteName;
  /** The path of the route the remote provides, e.g. '/users'. */
  path: string;
}

/**
 * Mounts one remote screen behind its own error boundaries and Suspense (for the remote's lazy pages).
 * A remote that fails to load (missing files, 404, script error) shows an error panel whose Retry
 * loads it again; an error inside the loaded screen shows the spec's error screen in its place, with
 * its automatic recoveries (ScreenErrorBoundary). Every other route keeps working either way.
 */
export function RemoteScreen(props: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    props.loader.retry(props.remote);
    setAttempt((previous) => previous + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} title={screenTitleOf(props.remote, props.path)} onRetry={retry}>
      <Suspense fallback={<Spinner centered />}>
        <RemoteRouteElement {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
