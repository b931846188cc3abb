import type { BookingSnapshotDto } from '../../contract';
import type { WriteContext } from '../../platform/http';
import { auditOfInsertedRows, type WrittenRowAudit } from '../telemetry';
import { changedFieldsOf, snapshotOf } from './booking-snapshot';
import type { BookingRecord } from './bookings.types';

/** The audited values of a booking (stored, or about to be): its change-set snapshot. */
export const auditFieldsOf = snapshotOf;

/** Old and new values of the fields that changed. */
export function changedAuditFields(
  before: BookingRecord,
  after: BookingRecord,
): { old: Partial<BookingSnapshotDto>; new: Partial<BookingSnapshotDto> } {
  const changed = changedFieldsOf(snapshotOf(before), snapshotOf(after));
  return {
    old: Object.fromEntries(changed.map((change) => [change.field, change.old])),
    new: Object.fromEntries(changed.map((change) => [change.field, change.new])),
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
