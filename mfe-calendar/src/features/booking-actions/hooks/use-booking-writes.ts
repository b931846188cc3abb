import { useCallback, useMemo } from 'react';
import {
  BOOKING_MESSAGES,
  type BookingDto,
  type BookingUpdateInput,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import {
  useBookingWrite,
  useDeleteBookingMutation,
  useUpdateBookingMutation,
  type BookingWriteOutcome,
} from '../../bookings';
import { useStaleWriteNotice } from './use-stale-write-notice';

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

/** The version the calendar read the booking at, as If-Match; nothing from an API that sent none. */
function versionOf(booking: BookingDto): { ifMatch?: string } {
  return booking.version === undefined ? {} : { ifMatch: booking.version };
}

/** The PATCH body of a move: date, and time only when the move sets one (docs/PRODUCT.md section 7). */
function moveChanges({ date, time }: MoveTarget, notifyPerformers: NotifyPerformers): BookingUpdateInput {
  return noticeOf(time === undefined ? { date } : { date, time }, notifyPerformers);
}

/**
 * The calendar's own single-booking writes (the form and duplicate dialogs do theirs; the bulk actions
 * go through a change set's preview) with the toasts of docs/PRODUCT.md section 8. Each resolves to whether it
 * succeeded. A write that went through with performers double-booked (the 'warn' policy) also shows
 * the conflict warning. Each is made from the booking as the calendar showed it: its version goes as
 * If-Match, and a colleague's save since refuses it (412) with nothing written and the stale notice.
 */
export function useBookingWrites() {
  const run = useBookingWrite();
  const [updateBooking] = useUpdateBookingMutation();
  const [deleteBooking] = useDeleteBookingMutation();
  const showStale = useStaleWriteNotice();

  const savedOf = useCallback(
    <Result>(outcome: BookingWriteOutcome<Result>) => {
      if (outcome.status === 'stale') showStale(outcome.stale);
      return outcome.status === 'saved';
    },
    [showStale],
  );

  const remove = useCallback(
    async (booking: BookingDto) => {
      const outcome = await run(() => deleteBooking({ id: booking.id, ...versionOf(booking) }).unwrap(), {
        success: BOOKING_MESSAGES.deleted,
        failure: BOOKING_MESSAGES.deleteFailed,
      });
      return savedOf(outcome);
    },
    [run, deleteBooking, savedOf],
  );

  const finalize = useCallback(
    async (booking: BookingDto) => {
      const outcome = await run(
        () =>
          updateBooking({ id: booking.id, changes: { status: 'confirmed' }, ...versionOf(booking) }).unwrap(),
        {
          success: BOOKING_MESSAGES.finalized,
          failure: BOOKING_MESSAGES.finalizeFailed,
          conflictsOf: (answer) => answer.conflicts,
        },
      );
      return savedOf(outcome);
    },
    [run, updateBooking, savedOf],
  );

  /**
   * A failed move re-syncs every read (safe write), a stale one the bookings (the stale notice), so the
   * booking snaps back to where the server has it.
   */
  const move = useCallback(
    async (booking: BookingDto, target: MoveTarget, notifyPerformers: NotifyPerformers = 'affected') => {
      const outcome = await run(
        () =>
          updateBooking({
            id: booking.id,
            changes: moveChanges(target, notifyPerformers),
            ...versionOf(booking),
          }).unwrap(),
        {
          success: BOOKING_MESSAGES.moved,
          failure: BOOKING_MESSAGES.moveFailed,
          conflictsOf: (answer) => answer.conflicts,
        },
      );
      return savedOf(outcome);
    },
    [run, updateBooking, savedOf],
  );

  return useMemo(() => ({ remove, finalize, move }), [remove, finalize, move]);
}
