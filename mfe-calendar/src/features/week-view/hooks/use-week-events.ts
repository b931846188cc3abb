import { useMemo } from 'react';
import type { EventInput } from '@fullcalendar/react';
import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import { groupBySlot, weekEventsOf } from '../week-groups';

/**
 * The events FullCalendar draws, rebuilt only when the bookings, departments or promotions change:
 * a new array on every render would make FullCalendar re-parse and redraw every event.
 */
export function useWeekEvents(
  bookings: readonly BookingDto[],
  departments: readonly DepartmentSummaryDto[],
  promotions: ReadonlyMap<string, number>,
): EventInput[] {
  const groups = useMemo(() => groupBySlot(bookings), [bookings]);
  return useMemo(() => weekEventsOf(groups, promotions, departments), [groups, promotions, departments]);
}
