import { lazy } from 'react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';

const CalendarPage = lazy(() => import('../features/calendar/components/calendar-page'));

/** The remote's only public interface: the screens it offers the shell. */
export const remoteRoutes: readonly RemoteRoute[] = [{ path: '/', element: <CalendarPage /> }];

export default remoteRoutes;
