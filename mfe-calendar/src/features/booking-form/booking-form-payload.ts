import {
  durationBetween,
  storedTimeOf,
  type BookingCreateInput,
  type BookingUpdateInput,
  type Ensemble,
} from '@booking-portal/api/contract';
import type { BookingFormValues } from './booking-form-values';
import { performerEntriesOf } from './performer-picks';

/** '{ensemble} - {department or Event}' (SPEC.md section 3). */
export function bookingTitleOf(ensemble: Ensemble | '', department: string): string {
  const place = department.trim() === '' ? 'Event' : department.trim();
  return ensemble === '' ? place : `${ensemble} - ${place}`;
}

/** The performers as the spec's performerData JSON text, or null when none are picked. */
export function performerDataOf(values: Pick<BookingFormValues, 'performers'>): string | null {
  return values.performers.length === 0 ? null : JSON.stringify(performerEntriesOf(values.performers));
}

/** The fields a create and a full edit send alike. */
function bookingFieldsOf(values: BookingFormValues) {
  const department = values.department.trim();
  return {
    title: bookingTitleOf(values.ensemble, department),
    date: values.date,
    time: storedTimeOf(values.startTime),
    duration: durationBetween(values.startTime, values.endTime),
    notes: values.notes.trim() === '' ? null : values.notes,
    department: department === '' ? null : department,
    ensemble: values.ensemble === '' ? null : values.ensemble,
    // The server takes the author from the session (DESIGN.md section 7).
    userId: '',
    status: values.pending ? ('pending' as const) : ('confirmed' as const),
    performerData: performerDataOf(values),
  };
}

/**
 * POST /api/bookings bodies: the main date first, then one per extra recurring date in date order
 * (SPEC.md section 7: one call per date). A recurring date equal to the main date is not booked twice.
 */
export function createPayloadsOf(values: BookingFormValues, organizationId: number): BookingCreateInput[] {
  const main = { ...bookingFieldsOf(values), organizationId };
  const extraDates = values.recurring
    ? [...new Set(values.recurringDates)].filter((date) => date !== values.date).sort()
    : [];
  return [main, ...extraDates.map((date) => ({ ...main, date }))];
}

/** PATCH /api/bookings/{id} body of a full edit: every field plus userId ''. */
export function updatePayloadOf(values: BookingFormValues): BookingUpdateInput {
  return bookingFieldsOf(values);
}
