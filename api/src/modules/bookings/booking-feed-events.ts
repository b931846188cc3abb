import type { PerformerDto } from '../../contract';
import { bookingAsSeenBy } from './booking-as-seen';
import type { FeedEvent } from './calendar-feed';
import type { BookingRecord, OrganizationZone } from './bookings.types';

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
    const seen = bookingAsSeenBy(null, record, { organizations, performers });
    // A booking is in its organization's time zone; one without an organization has none to show.
    if (!seen.organization) continue;
    // Performers deleted meanwhile are gone from the event.
    const parts = seen.players.flatMap((part) => (part.name === null ? [] : [{ ...part, name: part.name }]));
    // Each performer's name once, in order (one performer may play two instruments).
    const names = [...new Map(parts.map((part) => [part.performerId, part.name])).values()];
    events.push({
      bookingId: record.id,
      date: record.date,
      time: record.time,
      duration: record.duration,
      timeZone: seen.organization.timeZone,
      summary: names.length > 0 ? `${seen.venue}: ${names.join(', ')}` : seen.venue,
      location: seen.location,
      description:
        parts.length > 0 ? parts.map((part) => `${part.name} (${part.instrument})`).join('\n') : null,
      updatedAt: record.updatedAt,
      // Every booking has its row from its insert on; 0 is the SEQUENCE a first version has.
      sequence: sequences.get(record.id) ?? 0,
    });
  }
  return events;
}
