import type {
  CompactBookedDto,
  CompactPlaceDto,
  CompactClosedDto,
  CompactUnavailableDto,
  PerformerUnavailabilityDto,
  VenueClosureDto,
} from '../../contract';
import type { TenantActor } from '../identity';
import { maySeeOrganization } from '../identity';
import type { OverlappingBookingRow } from './availability-check.repository';
import type { OrganizationZone } from './bookings.types';

/** Who reads the compact answer, for whom, and the organizations of the bookings found. */
export interface CompactReader {
  actor: TenantActor;
  /** The asked organization: its own bookings are named. */
  organizationId: number;
  /** The bookings' organizations with their zones (and names, shown only where the reader may see them). */
  organizations: ReadonlyMap<number, OrganizationZone>;
  /** Owners and super admins (the roles that manage performers) read why a performer is away. */
  mayReadReasons: boolean;
}

/** The places of the bookings in the way, each once, and each booking's index among them. */
export interface PlaceList {
  places: CompactPlaceDto[];
  indexOf(place: CompactPlaceDto): number;
}

/**
 * A place's key: its zone, and its organization and venue when shown. Built by joining, not by
 * JSON.stringify: after five years 12 dates find about 1,500 bookings, each looked up here.
 */
function placeKeyOf({ timeZone, where }: CompactPlaceDto): string {
  if (where === null) return timeZone;
  // \u0000 occurs in no zone or name; a venue-less place ends in \u0001 so it differs from a venue ''.
  return `${timeZone}\u0000${where.organizationName}\u0000${where.department ?? '\u0001'}`;
}

export function placeListOf(): PlaceList {
  const places: CompactPlaceDto[] = [];
  const indexes = new Map<string, number>();
  return {
    places,
    indexOf(place) {
      const key = placeKeyOf(place);
      let index = indexes.get(key);
      if (index === undefined) {
        index = places.push(place) - 1;
        indexes.set(key, index);
      }
      return index;
    },
  };
}

/**
 * A booking in the way, as the reader may see it: the asked organization's own booking by title and
 * venue; another organization's by its time (in its zone) and, only where the tenancy rule lets the
 * reader see that organization, by its name and venue. Its title never leaves the server.
 */
export function compactBookedOf(
  row: OverlappingBookingRow,
  reader: CompactReader,
  places: PlaceList,
): CompactBookedDto {
  const organization = row.organizationId === null ? undefined : reader.organizations.get(row.organizationId);
  const own = row.organizationId === reader.organizationId;
  const visibleElsewhere =
    !own && organization !== undefined && maySeeOrganization(reader.actor, organization.id);
  const place = places.indexOf({
    timeZone: organization?.timeZone ?? 'UTC',
    where: visibleElsewhere ? { organizationName: organization.name, department: row.department } : null,
  });
  return {
    slotDates: row.slotDates,
    performerIds: row.performerIds,
    date: row.date,
    time: row.time,
    duration: row.duration,
    place,
    booking: own ? { id: row.bookingId, title: row.title, department: row.department } : null,
  };
}

/** Rows of one period or closure per asked date, gathered into one entry with its dates. */
function gatheredByIdOf<Item extends { id: number }, Entry extends { slotDates: string[] }>(
  rows: readonly { slotDate: string; item: Item }[],
  entryOf: (item: Item) => Entry,
): Entry[] {
  const byId = new Map<number, Entry>();
  for (const { slotDate, item } of rows) {
    const entry = byId.get(item.id);
    if (entry === undefined) byId.set(item.id, { ...entryOf(item), slotDates: [slotDate] });
    else if (!entry.slotDates.includes(slotDate)) entry.slotDates.push(slotDate);
  }
  return [...byId.values()];
}

/** Each unavailable period once with the asked dates it touches; its reason only where the reader may see it. */
export function compactUnavailableOf(
  rows: readonly { slotDate: string; period: PerformerUnavailabilityDto }[],
  reader: Pick<CompactReader, 'mayReadReasons'>,
): CompactUnavailableDto[] {
  return gatheredByIdOf(
    rows.map(({ slotDate, period }) => ({ slotDate, item: period })),
    (period) => ({
      slotDates: [],
      unavailability: reader.mayReadReasons ? period : { ...period, reason: null },
    }),
  );
}

/** Each closure once with the asked dates it touches. */
export function compactClosedOf(
  rows: readonly { slotDate: string; closure: VenueClosureDto }[],
): CompactClosedDto[] {
  return gatheredByIdOf(
    rows.map(({ slotDate, closure }) => ({ slotDate, item: closure })),
    (closure) => ({ slotDates: [], closure }),
  );
}
