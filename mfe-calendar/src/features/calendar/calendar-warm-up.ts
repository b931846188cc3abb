import { canWriteBookings, type SessionDto } from '@booking-portal/api/contract';
import { MOBILE_MEDIA_QUERY, type AppDispatch, type AppThunk } from '@booking-portal/shell/runtime';
import { bookingsApi } from '../bookings';
import { closureRangeOf } from '../closures';
import { visibleRangeOf } from './calendar-dates';
import { selectCalendarView } from './calendar-view.slice';
import { preloadViewCode } from './components/calendar-views';
import { organizationChoicesOf, pickedOrganizationIdOf } from './hooks/use-calendar-organization';

/** What the shell hands a remote's warm-up when a sign-in succeeds. */
export interface CalendarWarmUpContext {
  dispatch: AppDispatch;
  session: SessionDto;
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** The organization the screen will show, read the way useCalendarOrganization reads it. */
function organizationToShow(session: SessionDto, chosenId: number | null): AppThunk<Promise<number | null>> {
  return async (dispatch) => {
    if (!canWriteBookings(session.role)) return session.organization?.id ?? null;
    const organizations = await dispatch(
      bookingsApi.endpoints.listCalendarOrganizations.initiate(undefined, { subscribe: false }),
    );
    if (organizations.data === undefined) return null;
    return pickedOrganizationIdOf(session, organizationChoicesOf(organizations.data), chosenId);
  };
}

/**
 * Reads ahead what the calendar screen's first paint needs, with exactly the arguments the screen
 * will ask with so its queries find them in the cache: the view's code, the organization list, the
 * shown range's bookings and venue closures, and the organization's departments. Meant for the
 * spec's 0.5 s pause between a successful sign-in and the calendar; a read that fails here is simply
 * read again by the screen, which reports it.
 */
export function warmUpCalendar({ dispatch, session }: CalendarWarmUpContext): void {
  dispatch(async (innerDispatch, getState) => {
    const { view, date, chosenOrganizationId } = selectCalendarView(getState());
    const isMobile = isMobileNow();
    // Phones show the month whatever view a wider window left behind (CalendarScreen's rule).
    const shownView = isMobile ? 'month' : view;
    preloadViewCode(shownView, isMobile).catch(() => undefined);
    const organizationId = await innerDispatch(organizationToShow(session, chosenOrganizationId));
    if (organizationId === null) return;
    const range = visibleRangeOf(shownView, date);
    innerDispatch(
      bookingsApi.util.prefetch('listBookings', { from: range.from, to: range.to, organizationId }, {}),
    );
    innerDispatch(bookingsApi.util.prefetch('listCalendarDepartments', organizationId, {}));
    const closureRange = closureRangeOf(range);
    innerDispatch(
      bookingsApi.util.prefetch(
        'listCalendarClosures',
        { organizationId, from: closureRange.from, to: closureRange.to },
        {},
      ),
    );
  });
}
