import { changedFieldsOf, type BookingSnapshotDto } from '../../contract';
import type { BookingFields, PerformerRef } from './bookings.types';

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

/** Whether the booking is still as a change set left it (both null: still absent). */
export function sameSnapshot(left: BookingSnapshotDto | null, right: BookingSnapshotDto | null): boolean {
  if (left === null || right === null) return left === right;
  return changedFieldsOf(left, right).length === 0;
}
