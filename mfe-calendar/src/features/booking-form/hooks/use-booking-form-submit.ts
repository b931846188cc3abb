import { useCallback, useRef, useState } from 'react';
import {
  BOOKING_MESSAGES,
  type AvailabilityProblemDto,
  type BookingDto,
  type BookingWriteDto,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import { createPayloadsOf, updatePayloadOf } from '../booking-form-payload';
import type { BookingFormValues } from '../booking-form-values';
import { useBookingWrite, useCreateBookingMutation, useUpdateBookingMutation } from '../../bookings';

function conflictsOfAnswers(answers: readonly BookingWriteDto[]): AvailabilityProblemDto[] {
  return answers.flatMap((answer) => answer.conflicts ?? []);
}

/** A body as the form made it, plus notifyPerformers 'none' when the performers are not to hear of it. */
function withNotice<Body extends object>(body: Body, notifyPerformers: NotifyPerformers): Body {
  return notifyPerformers === 'none' ? { ...body, notifyPerformers } : body;
}

/**
 * Saves the booking form: a create posts the main date and then each recurring date, one call per date
 * and one at a time; an edit patches the booking with every field. Resolves to whether it was saved.
 * When a recurring create fails part way, the dates already booked are remembered and skipped when the
 * user tries again, so a retry does not book them twice.
 */
export function useBookingFormSubmit(booking: BookingDto | null, organizationId: number) {
  const runWrite = useBookingWrite();
  const [createBooking] = useCreateBookingMutation();
  const [updateBooking] = useUpdateBookingMutation();
  /** The problems the 'block' policy refused the last attempt for; null when it was not refused. */
  const [refusedFor, setRefusedFor] = useState<AvailabilityProblemDto[] | null>(null);
  const bookedDates = useRef(new Set<string>());

  const save = useCallback(
    async (values: BookingFormValues, notifyPerformers: NotifyPerformers = 'affected'): Promise<boolean> => {
      setRefusedFor(null);
      const outcome =
        booking === null
          ? await runWrite(
              async () => {
                const answers: BookingWriteDto[] = [];
                for (const payload of createPayloadsOf(values, organizationId)) {
                  if (bookedDates.current.has(payload.date)) continue;
                  answers.push(await createBooking(withNotice(payload, notifyPerformers)).unwrap());
                  bookedDates.current.add(payload.date);
                }
                return answers;
              },
              {
                success: () => BOOKING_MESSAGES.created,
                failure: BOOKING_MESSAGES.createFailed,
                preferServerMessage: false,
                conflictsOf: conflictsOfAnswers,
                refusal: 'alert',
              },
            )
          : await runWrite(
              () =>
                updateBooking({
                  id: booking.id,
                  changes: withNotice(updatePayloadOf(values), notifyPerformers),
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
      return outcome.status === 'saved';
    },
    [booking, organizationId, runWrite, createBooking, updateBooking],
  );

  return { save, refusedFor };
}
