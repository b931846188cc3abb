import { useLayoutEffect, type RefObject } from 'react';
import type FullCalendar from '@fullcalendar/react';
import { Calendar } from '@fullcalendar/core';
import { isoDateOf } from '@booking-portal/api/contract';

/*
 * One FullCalendar drawing per React commit. FullCalendar draws as soon as React hands it new options
 * (in its componentDidUpdate), before the view can move it to the page's date: stepping a month drew the
 * new month's bookings on the old grid, then the whole new grid again. HoldCalendarDrawing, rendered just
 * before <FullCalendar>, holds the drawing from the start of the commit's layout effects (a component's
 * layout effects run before its next siblings' and before its parent's); useDrawCalendarAt, in the
 * parent, moves the calendar to the date and releases it, so the options and the date are drawn together.
 */

/** Holds FullCalendar's drawing until the parent's useDrawCalendarAt runs. Render it before <FullCalendar>. */
export function HoldCalendarDrawing({ calendarRef }: { calendarRef: RefObject<FullCalendar | null> }) {
  useLayoutEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api instanceof Calendar) api.pauseRendering();
  });
  return null;
}

/** Moves FullCalendar to `date` ('YYYY-MM-DD') if it is elsewhere, then draws once what this commit changed. */
export function useDrawCalendarAt(calendarRef: RefObject<FullCalendar | null>, date: string): void {
  // Every commit, like HoldCalendarDrawing's effect, so that each hold is released.
  useLayoutEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!(api instanceof Calendar)) return;
    if (isoDateOf(api.getDate()) !== date) api.gotoDate(date);
    api.resumeRendering();
  });
}
