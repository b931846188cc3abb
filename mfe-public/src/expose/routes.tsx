import { lazy } from 'react';
import { PERFORMER_PAGE_PATH } from '@booking-portal/api/contract';
import type { RemoteRoute } from '@booking-portal/shell/runtime';

const PublicSchedulePage = lazy(() => import('../features/schedule/components/public-schedule-page'));
const PerformerPageScreen = lazy(() => import('../features/performer-page/components/performer-page-screen'));

/** The remote's only public interface: the screens it offers the shell. */
const remoteRoutes: readonly RemoteRoute[] = [
  { path: '/public', element: <PublicSchedulePage /> },
  { path: PERFORMER_PAGE_PATH, element: <PerformerPageScreen /> },
];

// The shell loads the routes as this module's default export (shell/src/federation/federation-routes.ts).
export default remoteRoutes;
