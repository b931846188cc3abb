import type { BookingDuplicateInput, NotifyPerformers } from '@booking-portal/api/contract';
import type { DuplicateChangeSetInput } from '../change-sets';

/**
 * A duplicate as a change set: the body POST /api/bookings/{id}/duplicate takes (notifyPerformers
 * 'none' in it only when chosen, as there), under `duplicate`.
 */
export function duplicateChangeSetOf(
  bookingId: number,
  request: BookingDuplicateInput,
  notifyPerformers: NotifyPerformers,
): DuplicateChangeSetInput {
  const duplicate: BookingDuplicateInput =
    notifyPerformers === 'none' ? { ...request, notifyPerformers } : request;
  return { action: 'duplicate', bookingId, duplicate, notifyPerformers };
}
