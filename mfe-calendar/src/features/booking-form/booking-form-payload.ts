import {
  durationBetween,
  storedTimeOf,
  type BookingCreateInput,
  type BookingUpdateInput,
  type Ensemble,
  type NotifyPerformers,
} from '@booking-portal/api/contract';
import type { RecurringChangeSetInput } from '../change-sets';
import type { BookingFormValues } from './booking-form-values';
import { performerEntriesOf } from './performer-picks';

/** '{ensemble} - {department or Event}' (docs/PRODUCT.md section 3). */
function bookingTitleOf(ensemble: Ensemble | '', department: string): string {
  const place = department.trim() === '' ? 'Event' : department.trim();
  return ensemble === '' ? place : `${ensemble} - ${place}`;
}

/** The performers as the spec's performerData JSON text, or null when none are picked. */
function performerDataOf(values: Pick<BookingFormValues, 'performers'>): string | null {
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
    // The server takes the author from the session (docs/ARCHITECTURE.md section 7).
    userId: '',
    status: values.pending ? ('pending' as const) : ('confirmed' as const),
    performerData: performerDataOf(values),
  };
}

/** POST /api/bookings body of the main date: a single create, or a recurring create's first booking. */
export function createPayloadOf(values: BookingFormValues, organizationId: number): BookingCreateInput {
  return { ...bookingFieldsOf(values), organizationId };
}

/**
 * A recurring create as one change set: the main date's booking and the extra dates in date order (a
 * recurring date equal to the main date is not booked twice). Null when there is no extra date to book.
 */
export function recurringChangeSetOf(
  values: BookingFormValues,
  organizationId: number,
  notifyPerformers: NotifyPerformers,
): RecurringChangeSetInput | null {
  if (!values.recurring) return null;
  const dates = [...new Set(values.recurringDates)].filter((date) => date !== values.date).sort();
  if (dates.length === 0) return null;
  return {
    action: 'recurring_create',
    booking: createPayloadOf(values, organizationId),
    dates,
    notifyPerformers,
  };
}

/** PATCH /api/bookings/{id} body of a full edit: every field plus userId ''. */
export function updatePayloadOf(values: BookingFormValues): BookingUpdateInput {
  return bookingFieldsOf(values);
}
