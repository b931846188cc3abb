import {
  endTimeOf,
  type BookingDto,
  type BookingPerformerDto,
  type PerformerDataEntry,
  type PerformerDto,
} from '../../contract';
import type { BookingRecord } from './bookings.types';

/**
 * A stored booking as the views read it: the spec's performerData text rebuilt from the
 * normalized rows ([{ performerId, instrument, name }], null when there are none), the parsed
 * performers, and startTime/endTime.
 */
export function toBookingDto(
  record: BookingRecord,
  performers: ReadonlyMap<number, PerformerDto>,
): BookingDto {
  const served: BookingPerformerDto[] = [];
  for (const ref of record.performers) {
    const performer = performers.get(ref.performerId);
    // A performer deleted since the read began is gone from the booking too (ON DELETE CASCADE).
    if (!performer) continue;
    served.push({
      performerId: ref.performerId,
      name: performer.name,
      instrument: ref.instrument,
      instruments: [...performer.instruments],
      profilePicture: performer.profilePicture,
    });
  }
  const entries: PerformerDataEntry[] = served.map(({ performerId, instrument, name }) => ({
    performerId,
    instrument,
    name,
  }));
  return {
    id: record.id,
    title: record.title,
    date: record.date,
    time: record.time,
    duration: record.duration,
    notes: record.notes,
    department: record.department,
    ensemble: record.ensemble,
    userId: record.userId,
    organizationId: record.organizationId,
    status: record.status,
    performerData: entries.length > 0 ? JSON.stringify(entries) : null,
    performers: served,
    startTime: record.time,
    endTime: endTimeOf(record.time, record.duration),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** Every performer id the records name, once. */
export function performerIdsOf(records: readonly BookingRecord[]): number[] {
  return [...new Set(records.flatMap((record) => record.performers.map((ref) => ref.performerId)))];
}
