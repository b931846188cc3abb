import { lazy } from 'react';
import type { RemoteRoute } from '@booking-portal/shell/runtime';
import type { CalendarWarmUpContext } from '../features/calendar/calendar-warm-up';

const loadCalendarPage = () => import('../features/calendar/components/calendar-page');
const CalendarPage = lazy(loadCalendarPage);

/** The remote's only public interface: the screens it offers the shell. */
const remoteRoutes: readonly RemoteRoute[] = [{ path: '/', element: <CalendarPage /> }];

/**
 * Called by the shell when a sign-in succeeds, before it moves on to '/': loads the calendar page's
 * code and reads ahead the first view's code and data, so the screen paints from the cache.
 *
 * @public The shell reads it from the loaded module at run time (shell/src/federation/federation-routes.ts),
 * so no file imports it.
 */
export function warmUp(context: CalendarWarmUpContext): void {
  loadCalendarPage().then(
    ({ warmUpCalendar }) => warmUpCalendar(context),
    // The screen loads the page again and shows what failed.
    () => undefined,
  );
}

// The shell loads the routes as this module's default export (shell/src/federation/federation-routes.ts).
export default remoteRoutes;
