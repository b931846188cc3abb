import { lazy } from 'react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';

const PublicSchedulePage = lazy(() => import('../features/schedule/components/public-schedule-page'));

/** The remote's only public interface: the screens it offers the shell. */
export const remoteRoutes: readonly RemoteRoute[] = [{ path: '/public', element: <PublicSchedulePage /> }];

export default remoteRoutes;
