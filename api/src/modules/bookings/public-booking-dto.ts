import { endTimeOf, type PerformerDto, type PublicBookingDto, type PublicPerformerDto } from '../../contract';
import type { BookingRecord } from './bookings.types';

/** The booking's performers as the public sees them, in the booking's order, each once. */
function publicPerformersOf(
  record: BookingRecord,
  performers: ReadonlyMap<number, PerformerDto>,
): PublicPerformerDto[] {
  const seen = new Set<number>();
  const served: PublicPerformerDto[] = [];
  for (const ref of record.performers) {
    const performer = performers.get(ref.performerId);
    // One performer on two instruments is one artist; a performer deleted meanwhile is gone.
    if (!performer || seen.has(performer.id)) continue;
    seen.add(performer.id);
    served.push({
      name: performer.name,
      instruments: [...performer.instruments],
      image: performer.profilePicture,
      bio: performer.bio,
    });
  }
  return served;
}

/**
 * A confirmed booking as a guest sees it: built field by field (never spread from the record), so
 * notes, titles, user, organization and performer ids cannot leak into the answer.
 */
export function toPublicBookingDto(
  record: BookingRecord,
  performers: ReadonlyMap<number, PerformerDto>,
): PublicBookingDto {
  return {
    id: record.id,
    date: record.date,
    startTime: record.time,
    endTime: endTimeOf(record.time, record.duration),
    department: record.department,
    performers: publicPerformersOf(record, performers),
  };
}
