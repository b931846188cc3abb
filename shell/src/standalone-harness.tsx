import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { setupListeners } from '@reduxjs/toolkit/query';
import { Spinner, useSession, type RemoteRoute } from '@booking-portal/shell/runtime';
import { AppProviders } from './app/providers';
import { createAppStore } from './app/store';
import { AppChrome } from './features/app-shell/app-layout';
import { BareLayout } from './features/app-shell/bare-layout';
import { AppErrorBoundary } from './features/error-screen/app-error-boundary';
import { LoginPage } from './features/login';
import { NotFoundPage } from './features/not-found/not-found-page';

function RemoteOutlet() {
  return (
    <Suspense fallback={<Spinner centered />}>
      <Outlet />
    </Suspense>
  );
}

function PublicFrame() {
  return (
    <BareLayout>
      <RemoteOutlet />
    </BareLayout>
  );
}

/** Without a guard the remote's own denied texts show, which is what the harness is for. */
function SignedInFrame() {
  const { status, session } = useSession();
  if (status === 'loading')
    return (
      <BareLayout>
        <Spinner centered />
      </BareLayout>
    );
  if (status === 'signed-out') return <Navigate to="/login" replace />;
  return (
    <AppChrome session={session}>
      <RemoteOutlet />
    </AppChrome>
  );
}

function withErrorBoundary(element: ReactNode) {
  return <AppErrorBoundary>{element}</AppErrorBoundary>;
}

/**
 * Dev harness: runs one remote's routes alone, with the shell's real providers, store, chrome and sign-in
 * screen, against the API of the page's origin (see federation/serve-standalone.js). Used only by a
 * remote's `webpack --env standalone` build.
 */
export function mountStandaloneRemote(
  routes: readonly RemoteRoute[],
  options: { publicRoutes?: readonly string[] } = {},
): void {
  const publicPaths = new Set(options.publicRoutes ?? []);
  const store = createAppStore();
  setupListeners(store.dispatch);
  const router = createBrowserRouter([
    {
      element: withErrorBoundary(<SignedInFrame />),
      children: routes
        .filter((route) => !publicPaths.has(route.path))
        .map(({ path, element }) => ({ path, element })),
    },
    {
      element: withErrorBoundary(<PublicFrame />),
      children: routes
        .filter((route) => publicPaths.has(route.path))
        .map(({ path, element }) => ({ path, element })),
    },
    {
      path: '/login',
      element: (
        <BareLayout>
          <LoginPage />
        </BareLayout>
      ),
    },
    {
      path: '*',
      element: (
        <BareLayout>
          <NotFoundPage />
        </BareLayout>
      ),
    },
  ]);
  const container = document.getElementById('root');
  if (container === null) throw new Error('The page has no #root element');
  createRoot(container).render(<AppProviders store={store} router={router} />);
}
