import type { BookingSnapshotDto, BookingSnapshotField, ChangedFieldDto } from '../../contract';
import type { BookingFields, PerformerRef } from './bookings.types';

/** The fields of a snapshot, in the order a change lists them. */
export const SNAPSHOT_FIELDS = [
  'title',
  'date',
  'time',
  'duration',
  'notes',
  'department',
  'ensemble',
  'status',
  'organizationId',
  'performers',
] as const satisfies readonly BookingSnapshotField[];

/** A booking's values as a change set keeps them (stored, or about to be). */
export function snapshotOf(
  booking: BookingFields & { organizationId: number | null; performers: readonly PerformerRef[] },
): BookingSnapshotDto {
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
    performers: booking.performers.map((ref) => ({
      performerId: ref.performerId,
      instrument: ref.instrument,
    })),
  };
}

/**
 * A snapshot read back from jsonb, in the snapshot's own key order (jsonb keeps keys in its own
 * order, so two equal snapshots are compared field by field, never as stored text).
 */
export function storedSnapshotOf(value: unknown): BookingSnapshotDto | null {
  if (value === null || value === undefined) return null;
  const stored = (typeof value === 'string' ? JSON.parse(value) : value) as BookingSnapshotDto;
  return snapshotOf(stored);
}

function fieldText(snapshot: BookingSnapshotDto | null, field: BookingSnapshotField): string {
  return JSON.stringify(snapshot === null ? null : snapshot[field]);
}

/** The fields that differ between two snapshots (every field of a create or a delete). */
export function changedFieldsOf(
  before: BookingSnapshotDto | null,
  after: BookingSnapshotDto | null,
): ChangedFieldDto[] {
  return SNAPSHOT_FIELDS.filter((field) => fieldText(before, field) !== fieldText(after, field)).map(
    (field) => ({
      field,
      old: before === null ? null : before[field],
      new: after === null ? null : after[field],
    }),
  );
}

/** Whether the booking is still as a change set left it (both null: still absent). */
export function sameSnapshot(left: BookingSnapshotDto | null, right: BookingSnapshotDto | null): boolean {
  if (left === null || right === null) return left === right;
  return changedFieldsOf(left, right).length === 0;
}
