import { useCallback, useMemo } from 'react';
import {
  BOOKING_MESSAGES,
  bookingsDeletedMessage,
  bookingsFinalizedMessage,
  bookingsMarkedPendingMessage,
  type BookingDto,
  type BookingStatus,
  type BookingUpdateInput,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { useBookingWrite, useDeleteBookingMutation, useUpdateBookingMutation } from '../../bookings';

/** Where a booking moves: a date (month view), or a date and a start time (week view). */
export interface MoveTarget {
  date: string;
  time?: string;
}

/** The PATCH body of a move: date, and time only when the move sets one (SPEC.md section 7). */
/** The body as it was, plus notifyPerformers 'none' when the performers are not to hear of it (the default). */
function noticeOf<Changes extends object>(
  changes: Changes,
  notifyPerformers: NotifyPerformers,
): Changes & { notifyPerformers?: NotifyPerformers } {
  return notifyPerformers === 'none' ? { ...changes, notifyPerformers } : changes;
}

function moveChanges({ date, time }: MoveTarget, notifyPerformers: NotifyPerformers): BookingUpdateInput {
  return noticeOf(time === undefined ? { date } : { date, time }, notifyPerformers);
}

/**
 * The calendar's own booking writes (the form and duplicate dialogs do theirs) with the toasts of SPEC.md
 * section 8. Each resolves to whether it succeeded. A write that went through with performers
 * double-booked (the 'warn' policy) also shows the conflict warning.
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

  /**
   * Bulk Finalize (to confirmed) or Make Pending (to pending): one PATCH per booking; the performers
   * hear of them all in one digest each, or not at all with 'none'.
   */
  const setStatus = useCallback(
    async (bookings: readonly BookingDto[], status: BookingStatus, notifyPerformers: NotifyPerformers) => {
      const count = bookings.length;
      const outcome = await run(
        () =>
          Promise.all(
            bookings.map(({ id }) =>
              updateBooking({ id, changes: noticeOf({ status }, notifyPerformers) }).unwrap(),
            ),
          ),
        {
          success:
            status === 'confirmed' ? bookingsFinalizedMessage(count) : bookingsMarkedPendingMessage(count),
          failure: BOOKING_MESSAGES.statusFailed,
          conflictsOf: (answers) => answers.flatMap(({ conflicts }) => conflicts),
        },
      );
      return outcome.status === 'saved';
    },
    [run, updateBooking],
  );

  /** Bulk Delete: one DELETE per booking; every request is made even when one of them fails. */
  const removeMany = useCallback(
    async (bookingIds: readonly number[], notifyPerformers: NotifyPerformers) => {
      const outcome = await run(
        async () => {
          const results = await Promise.allSettled(
            bookingIds.map((id) => deleteBooking(noticeOf({ id }, notifyPerformers)).unwrap()),
          );
          const failure = results.find((result) => result.status === 'rejected');
          if (failure !== undefined) throw failure.reason;
        },
        { success: bookingsDeletedMessage(bookingIds.length), failure: BOOKING_MESSAGES.deleteSomeFailed },
      );
      return outcome.status === 'saved';
    },
    [run, deleteBooking],
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

  const undoMove = useCallback(
    async (bookingId: number, original: MoveTarget, notifyPerformers: NotifyPerformers = 'affected') => {
      const outcome = await run(
        () => updateBooking({ id: bookingId, changes: moveChanges(original, notifyPerformers) }).unwrap(),
        {
          success: BOOKING_MESSAGES.undone,
          failure: BOOKING_MESSAGES.undoMoveFailed,
          conflictsOf: (answer) => answer.conflicts,
        },
      );
      return outcome.status === 'saved';
    },
    [run, updateBooking],
  );

  return useMemo(
    () => ({ remove, finalize, setStatus, removeMany, move, undoMove }),
    [remove, finalize, setStatus, removeMany, move, undoMove],
  );
}

export type BookingWrites = ReturnType<typeof useBookingWrites>;
