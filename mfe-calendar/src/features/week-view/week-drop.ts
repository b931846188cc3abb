import type { BookingDto } from '@booking-portal/api/contract';
import { slotOfEvent } from './week-groups';
import { moveTargetOfDrop } from './week-slots';
import type { BookingActions } from '../bookings';

/** The part of FullCalendar's eventDrop argument the drop handler reads. */
export interface WeekDropInfo {
  event: { start: Date | null; extendedProps: Record<string, unknown> };
  revert: () => void;
}

/**
 * Handles a drop on the week grid: always puts the block back where it was (the refetched bookings
 * place it, so a failed move leaves the grid right), then requests the move of the slot's main
 * booking to the drop's date and time. A drop that changes nothing, or carries no known booking, is ignored.
 */
export function handleWeekDrop(
  info: WeekDropInfo,
  bookingsById: ReadonlyMap<number, BookingDto>,
  move: BookingActions['move'],
): void {
  // Read where it landed before reverting: the revert puts the block back.
  const slot = slotOfEvent(info.event);
  const booking = slot === null ? undefined : bookingsById.get(slot.main.id);
  const target = moveTargetOfDrop(booking, info.event.start);
  info.revert();
  if (booking !== undefined && target !== null) move(booking, target);
}
