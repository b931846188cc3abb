import { useCallback, useState } from 'react';
import {
  BOOKING_MESSAGES,
  type AvailabilityProblemDto,
  type BookingDuplicateInput,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { useBookingWrite, useDuplicateBookingMutation } from '../../bookings';

/**
 * POST /api/bookings/{id}/duplicate with the spec's toasts: the answer's message on success, the
 * server's message or 'Failed to duplicate booking' on failure (SPEC.md section 8). Resolves to whether
 * the booking was duplicated.
 */
export function useDuplicateWrite(bookingId: number) {
  const runWrite = useBookingWrite();
  const [duplicateBooking] = useDuplicateBookingMutation();
  /** The problems the 'block' policy refused the last attempt for; null when it was not refused. */
  const [refusedFor, setRefusedFor] = useState<AvailabilityProblemDto[] | null>(null);

  const duplicate = useCallback(
    async (
      request: BookingDuplicateInput,
      notifyPerformers: NotifyPerformers = 'affected',
    ): Promise<boolean> => {
      setRefusedFor(null);
      // 'none' rides along only when chosen: the copies' performers hear of them by default.
      const body: BookingDuplicateInput =
        notifyPerformers === 'none' ? { ...request, notifyPerformers } : request;
      const outcome = await runWrite(() => duplicateBooking({ id: bookingId, request: body }).unwrap(), {
        success: (answer) => answer.message,
        failure: BOOKING_MESSAGES.duplicateFailed,
        preferServerMessage: true,
        conflictsOf: (answer) => answer.conflicts,
        refusal: 'alert-and-toast',
      });
      if (outcome.status === 'refused') setRefusedFor(outcome.conflicts);
      return outcome.status === 'saved';
    },
    [bookingId, runWrite, duplicateBooking],
  );

  return { duplicate, refusedFor };
}
