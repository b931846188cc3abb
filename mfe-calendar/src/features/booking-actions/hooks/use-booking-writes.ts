import { useCallback, useMemo } from 'react';
import {
  BOOKING_MESSAGES,
  type BookingDto,
  type BookingUpdateInput,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { useBookingWrite, useDeleteBookingMutation, useUpdateBookingMutation } from '../../bookings';

/** Where a booking moves: a date (month view), or a date and a start time (week view). */
export interface MoveTarget {
  date: string;
  time?: string;
}

/** The body as it was, plus notifyPerformers 'none' when the performers are not to hear of it (the default). */
function noticeOf<Changes extends object>(
  changes: Changes,
  notifyPerformers: NotifyPerformers,
): Changes & { notifyPerformers?: NotifyPerformers } {
  return notifyPerformers === 'none' ? { ...changes, notifyPerformers } : changes;
}

/** The PATCH body of a move: date, and time only when the move sets one (docs/PRODUCT.md section 7). */
function moveChanges({ date, time }: MoveTarget, notifyPerformers: NotifyPerformers): BookingUpdateInput {
  return noticeOf(time === undefined ? { date } : { date, time }, notifyPerformers);
}

/**
 * The calendar's own single-booking writes (the form and duplicate dialogs do theirs; the bulk actions
 * go through a change set's preview) with the toasts of docs/PRODUCT.md section 8. Each resolves to whether it
 * succeeded. A write that went through with performers double-booked (the 'warn' policy) also shows
 * the conflict warning.
 */
export function useBookingWrites() {
  const run = useBookingWrite();
  const [updateBooking] = useUpdateBookingMutation();
  const [deleteBooking] = useDeleteBookingMutation();

  const remove = useCallback(
    async (booking: BookingDto) => {
      const outcome = await run(() => deleteBooking({ id: booking.id }).unwrap(), {
        success: BOOKING_MESSAGES.deleted,
        failure: BOOKING_MESSAGES.deleteFailed,
      });
      return outcome.status === 'saved';
    },
    [run, deleteBooking],
  );

  const finalize = useCallback(
    async (booking: BookingDto) => {
      const outcome = await run(
        () => updateBooking({ id: booking.id, changes: { status: 'confirmed' } }).unwrap(),
        {
          success: BOOKING_MESSAGES.finalized,
          failure: BOOKING_MESSAGES.finalizeFailed,
          conflictsOf: (answer) => answer.conflicts,
        },
      );
      return outcome.status === 'saved';
    },
    [run, updateBooking],
  );

  /** A failed move re-syncs every read (safe write), so the booking snaps back to where the server has it. */
  const move = useCallback(
    async (booking: BookingDto, target: MoveTarget, notifyPerformers: NotifyPerformers = 'affected') => {
      const outcome = await run(
        () => updateBooking({ id: booking.id, changes: moveChanges(target, notifyPerformers) }).unwrap(),
        {
          success: BOOKING_MESSAGES.moved,
          failure: BOOKING_MESSAGES.moveFailed,
          conflictsOf: (answer) => answer.conflicts,
        },
      );
      return outcome.status === 'saved';
    },
    [run, updateBooking],
  );

  return useMemo(() => ({ remove, finalize, move }), [remove, finalize, move]);
}
