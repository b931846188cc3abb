import { useEffect, type RefObject } from 'react';
import type { CalendarRef } from '@fullcalendar/react';
import { isoDateOf } from '@booking-portal/api/contract';

/**
 * Keeps FullCalendar on the page's week: it starts at `weekStart` (initialDate) and moves with the
 * calendar API when the page navigates, instead of remounting the calendar.
 */
export function useShownWeek(calendarRef: RefObject<CalendarRef | null>, weekStart: string): void {
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api === undefined) return;
    if (isoDateOf(api.getDate()) !== weekStart) api.gotoDate(weekStart);
  }, [calendarRef, weekStart]);
}
