import { createContext, useContext } from 'react';
import type { BookingDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import type { ClosedDays } from '../../closures';

/**
 * What a slot's content needs from the view. Passed by context rather than baked into the events, so
 * selecting or entering edit mode re-renders the contents without FullCalendar re-parsing its events.
 */
export interface WeekInteraction {
  departments: readonly DepartmentSummaryDto[];
  /** The closed times shown: a booking they cover is marked 'Venue closed'. */
  closedDays: ClosedDays;
  /** A writer in edit mode: selection checkboxes show. */
  selecting: boolean;
  /** Dragging and its keyboard equivalent (Move) are allowed. */
  canMove: boolean;
  selectedIds: ReadonlySet<number>;
  toggleSelected: (bookingId: number) => void;
  openDay: (date: string) => void;
  promote: (slotKey: string, bookingId: number) => void;
  requestMove: (booking: BookingDto) => void;
}

export const WeekInteractionContext = createContext<WeekInteraction | null>(null);

export function useWeekInteraction(): WeekInteraction {
  const interaction = useContext(WeekInteractionContext);
  if (interaction === null) throw new Error('A week slot renders only inside the week view');
  return interaction;
}
