import type { PerformerDto } from '../../contract';
import type { FeedEvent } from './calendar-feed';
import type { BookingRecord, OrganizationZone } from './bookings.types';

interface PlayedPart {
  performer: PerformerDto;
  instrument: string;
}

/** Who plays what in the booking, in the booking's order (performers deleted meanwhile are gone). */
function partsOf(record: BookingRecord, performers: ReadonlyMap<number, PerformerDto>): PlayedPart[] {
  return record.performers.flatMap((ref) => {
    const performer = performers.get(ref.performerId);
    return performer ? [{ performer, instrument: ref.instrument }] : [];
  });
}

/** Each performer's name once, in order (one performer may play two instruments). */
function namesOf(parts: readonly PlayedPart[]): string[] {
  const byId = new Map(parts.map((part) => [part.performer.id, part.performer.name]));
  return [...byId.values()];
}

/**
 * Bookings as calendar events: the summary is the venue and who plays, the location the venue
 * and its organization, the SEQUENCE the booking's own (`sequences`, by booking id). Built field by
 * field: notes, titles and ids never reach a feed.
 */
export function feedEventsOf(
  records: readonly BookingRecord[],
  performers: ReadonlyMap<number, PerformerDto>,
  organizations: ReadonlyMap<number, OrganizationZone>,
  sequences: ReadonlyMap<number, number>,
): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (const record of records) {
    const organization =
      record.organizationId === null ? undefined : organizations.get(record.organizationId);
    // A booking is in its organization's time zone; one without an organization has none to show.
    if (!organization) continue;
    const venue = record.department ?? organization.name;
    const parts = partsOf(record, performers);
    const names = namesOf(parts);
    events.push({
      bookingId: record.id,
      date: record.date,
      time: record.time,
      duration: record.duration,
      timeZone: organization.timeZone,
      summary: names.length > 0 ? `${venue}: ${names.join(', ')}` : venue,
      location: record.department === null ? organization.name : `${record.department}, ${organization.name}`,
      description:
        parts.length > 0
          ? parts.map((part) => `${part.performer.name} (${part.instrument})`).join('\n')
          : null,
      updatedAt: record.updatedAt,
      // Every booking has its row from its insert on; 0 is the SEQUENCE a first version has.
      sequence: sequences.get(record.id) ?? 0,
    });
  }
  return events;
}
