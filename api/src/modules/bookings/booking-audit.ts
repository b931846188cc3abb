import type { WriteContext } from '../../platform/http';
import { auditOfInsertedRows, type WrittenRowAudit } from '../telemetry';
import type { BookingFields, BookingRecord, PerformerRef } from './bookings.types';

/** The audited values of a booking (stored, or about to be). */
export function auditFieldsOf(
  booking: BookingFields & { organizationId: number | null; performers: readonly PerformerRef[] },
): Record<string, unknown> {
  return {
    title: booking.title,
    date: booking.date,
    time: booking.time,
    duration: booking.duration,
    notes: booking.notes,
    department: booking.department,
    ensemble: booking.ensemble,
    status: booking.status,
    organizationId: booking.organizationId,
    performers: booking.performers,
  };
}

/** Old and new values of the fields that changed. */
export function changedAuditFields(
  before: BookingRecord,
  after: BookingRecord,
): { old: Record<string, unknown>; new: Record<string, unknown> } {
  const oldFields = auditFieldsOf(before);
  const newFields = auditFieldsOf(after);
  const changed = Object.keys(newFields).filter(
    (key) => JSON.stringify(oldFields[key]) !== JSON.stringify(newFields[key]),
  );
  return {
    old: Object.fromEntries(changed.map((key) => [key, oldFields[key]])),
    new: Object.fromEntries(changed.map((key) => [key, newFields[key]])),
  };
}

/** The audit row of a booking insert, written by the insert's own statement (the id is the new row's). */
export function bookingCreatedAudit(
  context: WriteContext,
  organizationId: number | null,
  details: Record<string, unknown>,
): WrittenRowAudit {
  return auditOfInsertedRows(context, {
    action: 'booking_created',
    resource: 'booking',
    organizationId,
    details,
  });
}
