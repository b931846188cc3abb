import { useCallback, useState } from 'react';
import {
  BOOKING_MESSAGES,
  type AvailabilityProblemDto,
  type BookingDto,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import type { StaleWrite } from '@booking-portal/shell/runtime';
import { createPayloadOf, updatePayloadOf } from '../booking-form-payload';
import type { BookingFormValues } from '../booking-form-values';
import { useBookingWrite, useCreateBookingMutation, useUpdateBookingMutation } from '../../bookings';

/** A body as the form made it, plus notifyPerformers 'none' when the performers are not to hear of it. */
function withNotice<Body extends object>(body: Body, notifyPerformers: NotifyPerformers): Body {
  return notifyPerformers === 'none' ? { ...body, notifyPerformers } : body;
}

/**
 * Saves the booking form without a preview: a single create posts the booking, an edit patches it with
 * every field and the version the dialog read (If-Match). Resolves to whether it was saved. An edit a
 * colleague's save made stale is kept in `staleFor` for the dialog's panel. (A recurring create is
 * previewed and applied as one change set by the dialog.)
 */
export function useBookingFormSubmit(booking: BookingDto | null, organizationId: number) {
  const runWrite = useBookingWrite();
  const [createBooking] = useCreateBookingMutation();
  const [updateBooking] = useUpdateBookingMutation();
  /** The problems the 'block' policy refused the last attempt for; null when it was not refused. */
  const [refusedFor, setRefusedFor] = useState<AvailabilityProblemDto[] | null>(null);
  /** The 412 the last edit was refused with: the booking now, who saved it when. */
  const [staleFor, setStaleFor] = useState<StaleWrite<BookingDto> | null>(null);

  const save = useCallback(
    async (
      values: BookingFormValues,
      notifyPerformers: NotifyPerformers = 'affected',
      version: string | null = null,
    ): Promise<boolean> => {
      setRefusedFor(null);
      const outcome =
        booking === null
          ? await runWrite(
              () =>
                createBooking(withNotice(createPayloadOf(values, organizationId), notifyPerformers)).unwrap(),
              {
                success: () => BOOKING_MESSAGES.created,
                failure: BOOKING_MESSAGES.createFailed,
                preferServerMessage: false,
                conflictsOf: (answer) => answer.conflicts,
                refusal: 'alert',
              },
            )
          : await runWrite(
              () =>
                updateBooking({
                  id: booking.id,
                  changes: withNotice(updatePayloadOf(values), notifyPerformers),
                  ...(version === null ? {} : { ifMatch: version }),
                }).unwrap(),
              {
                success: () => BOOKING_MESSAGES.updated,
                failure: BOOKING_MESSAGES.updateFailed,
                preferServerMessage: false,
                conflictsOf: (answer) => answer.conflicts,
                refusal: 'alert',
              },
            );
      if (outcome.status === 'refused') setRefusedFor(outcome.conflicts);
      // Kept while a save is on its way, so 'Apply Mine on Top' stays where focus is until it is answered.
      setStaleFor(outcome.status === 'stale' ? outcome.stale : null);
      return outcome.status === 'saved';
    },
    [booking, organizationId, runWrite, createBooking, updateBooking],
  );
  const clearStale = useCallback(() => setStaleFor(null), []);

  return { save, refusedFor, staleFor, clearStale };
}
