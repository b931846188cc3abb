import {
  endTimeOf,
  type BookingDto,
  type BookingPerformerDto,
  type PerformerDataEntry,
  type PerformerDto,
} from '../../contract';
import { bookingTagOf } from './booking-entity-tag';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';

/**
 * End times worked out once per start and duration within one read: a month's bookings share a few
 * of each, and parsing and printing the time per booking was a visible part of the read's profile.
 */
export class EndTimes {
  private readonly known = new Map<string, string>();

  of(time: string, duration: number): string {
    const key = `${time}+${duration}`;
    let end = this.known.get(key);
    if (end === undefined) {
      end = endTimeOf(time, duration);
      this.known.set(key, end);
    }
    return end;
  }
}

/**
 * A stored booking as the views read it: the spec's performerData text rebuilt from the
 * normalized rows ([{ performerId, instrument, name }], null when there are none), the parsed
 * performers, startTime/endTime, and its version (the single read's ETag).
 */
export function toBookingDto(
  record: BookingRecord,
  performers: ReadonlyMap<number, PerformerDto>,
  endTimes?: EndTimes,
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
      // The performer's own list: the performers were read for this answer, which is serialized as is.
      instruments: performer.instruments,
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
    endTime: endTimes ? endTimes.of(record.time, record.duration) : endTimeOf(record.time, record.duration),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    // The tag of the stored row, never of this answer: the performers' names and pictures lent to it
    // may change without the booking's version moving.
    version: bookingTagOf(record),
  };
}

/** Every performer id the records name, once. */
export function performerIdsOf(records: readonly BookingRecord[]): number[] {
  return [...new Set(records.flatMap((record) => record.performers.map((ref) => ref.performerId)))];
}

/** One stored booking as the calendar reads it, its performers' names and pictures read in one statement. */
export async function bookingAsReadOf(
  directory: Pick<OrganizationDirectory, 'findPerformersByIds'>,
  record: BookingRecord,
): Promise<BookingDto> {
  const ids = performerIdsOf([record]);
  const performers = ids.length === 0 ? [] : await directory.findPerformersByIds(ids);
  return toBookingDto(record, new Map(performers.map((performer) => [performer.id, performer])));
}
