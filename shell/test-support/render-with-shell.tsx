import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { API_PATHS, type SessionDto } from '@booking-portal/api/contract';
import { Spinner, type RemoteRoute } from '@booking-portal/shell/runtime';
import { AppProviders, type AppRouter } from '../src/app/providers';
import { createAppStore, type AppStore } from '../src/app/store';
import { fakeNetwork, type FakeAnswer } from './fake-network';
import { rememberTestStore } from './leftover-requests';

/**
 * What GET /api/auth/session answers: a session, signed out (401), never (still loading), or these
 * answers in turn.
 */
export type FakeSession = SessionDto | null | 'loading' | FakeAnswer[];

export interface ShellRenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** Defaults to signed out. */
  session?: FakeSession;
}

export interface ShellRenderResult extends RenderResult {
  store: AppStore;
  router: AppRouter;
  user: UserEvent;
  /** The router's current path, e.g. to assert a redirect. */
  currentPath: () => string;
}

/** Makes the fake network answer the session read as `session` says. */
export function answerSession(session: FakeSession): void {
  if (session === 'loading') fakeNetwork.on('GET', API_PATHS.session, 'pending');
  else if (Array.isArray(session)) fakeNetwork.on('GET', API_PATHS.session, session);
  else if (session === null)
    fakeNetwork.on('GET', API_PATHS.session, { status: 401, body: { message: 'Authentication required' } });
  else fakeNetwork.on('GET', API_PATHS.session, { status: 200, body: session });
}

/** True while jest's fake timers stand in for setTimeout (freezeClock fakes only the date). */
function timersAreFake(): boolean {
  return Object.prototype.hasOwnProperty.call(globalThis.setTimeout, 'clock');
}

/**
 * user-event waits between its steps with setTimeout; under a test's fake timers that wait must move
 * the fake clock on, or it never ends. With real timers there is nothing to move.
 */
function advanceFakeTimers(milliseconds: number): void {
  if (timersAreFake()) jest.advanceTimersByTime(milliseconds);
}

/** Shows the path any other route leads to, so a test can see where a redirect went. */
function ElsewhereProbe() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`Elsewhere: ${location.pathname}`}</p>;
}

function prepare(routes: RouteObject[], options: ShellRenderOptions) {
  answerSession(options.session ?? null);
  const store = createAppStore();
  rememberTestStore(store);
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup({ advanceTimers: advanceFakeTimers });
  const element = <AppProviders store={store} router={router} />;
  const withExtras = (result: RenderResult): ShellRenderResult => ({
    ...result,
    store,
    router,
    user,
    currentPath: () => router.state.location.pathname,
  });
  return { element, withExtras };
}

export function mountRoutes(routes: RouteObject[], options: ShellRenderOptions): ShellRenderResult {
  const { element, withExtras } = prepare(routes, options);
  return withExtras(render(element));
}

/**
 * Renders inside an awaited act(), so screens that suspend on mount (React.lazy pages, remote loading)
 * resume in the test as they do in a browser; React drops such resumptions under a synchronous act().
 */
async function mountRoutesSuspending(
  routes: RouteObject[],
  options: ShellRenderOptions,
): Promise<ShellRenderResult> {
  const { element, withExtras } = prepare(routes, options);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(element);
  });
  if (result === undefined) throw new Error('render did not run');
  return withExtras(result);
}

/**
 * Renders `ui` inside the shell's real providers: the real store and base API, theme, toaster and a
 * memory router at `route`. Every other path renders a probe that shows where the app went.
 */
export function renderWithShell(ui: ReactElement, options: ShellRenderOptions = {}): ShellRenderResult {
  const route = options.route ?? '/';
  return mountRoutes(
    [
      { path: route.split('?')[0], element: ui },
      { path: '*', element: <ElsewhereProbe /> },
    ],
    options,
  );
}

/**
 * Renders a remote's routes (its './routes' array, lazy pages included) inside the shell's real
 * providers at `route`, the way the shell mounts them. Await it.
 */
export function renderRemoteRoutes(
  routes: readonly RemoteRoute[],
  options: ShellRenderOptions = {},
): Promise<ShellRenderResult> {
  const ownRoutes: RouteObject[] = routes.map(({ path, element }) => ({
    path,
    element: <Suspense fallback={<Spinner centered />}>{element}</Suspense>,
  }));
  return mountRoutesSuspending([...ownRoutes, { path: '*', element: <ElsewhereProbe /> }], options);
}

/** Lets pending fetches and timers settle inside act(). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
