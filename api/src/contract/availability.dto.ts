import type { BookingStatus, PerformerConflictDto } from './booking.dto';

/**
 * What can stand in a booking's way: a performer booked at an overlapping time ('booked': another
 * organization's booking is only 'booked elsewhere'), a performer's own unavailable period
 * ('unavailable'), or the venue closed ('closed'). Every booking write and the availability check
 * report them in one list; the organization's conflict policy (warn or block) applies to all three.
 */
export type AvailabilityProblemKind = 'booked' | 'unavailable' | 'closed';

/** A span of wall-clock time: yyyy-MM-dd and HH:mm, the end excluded (a whole day ends at the next day's 00:00). */
export interface WallClockSpan {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/** A performer's unavailable period, in the provider's time zone (`timeZone`). */
export interface PerformerUnavailabilityDto extends WallClockSpan {
  id: number;
  performerId: number;
  /** Shown to the roles that manage performers (owners, super admins) and to the performer's own page; null otherwise and when none was given. */
  reason: string | null;
  /** The provider's IANA time zone, the zone the span is written in. */
  timeZone: string;
  createdAt: string;
  /**
   * The period's version: its single read's ETag, as the lists (the Performer Manager's, the performer's
   * page) and an add's answer carry it too, so a removal made from a list sends it as If-Match. Absent
   * only from an older API's answers.
   */
  version?: string;
}

/** Body of POST /api/performers/{id}/unavailability and POST /api/performer-page/unavailability. */
export interface PerformerUnavailabilityInput extends WallClockSpan {
  reason?: string | null;
}

/** A closed time of one department (venue), or of a whole organization (`departmentId` null), in the organization's time zone. */
export interface VenueClosureDto extends WallClockSpan {
  id: number;
  organizationId: number;
  /** Null: the whole organization is closed. */
  departmentId: number | null;
  /** The department's current name, or null for the whole organization. */
  department: string | null;
  reason: string;
  /** The organization's IANA time zone, the zone the span is written in. */
  timeZone: string;
  createdAt: string;
}

/** Body of POST /api/organizations/{id}/closures. */
export interface VenueClosureInput extends WallClockSpan {
  /** Omitted or null: the whole organization. */
  departmentId?: number | null;
  reason: string;
}

/**
 * Query of GET /api/organizations/{id}/closures/covered-bookings: the span and venue of a closure not
 * yet added (the body of POST .../closures without its reason).
 */
export type ClosureCoverageQuery = Omit<VenueClosureInput, 'reason'>;

/** A booking a closure covers: at the closure's venue (or anywhere in a closed organization) during it. */
export interface CoveredBookingDto {
  id: number;
  title: string;
  /** yyyy-MM-dd, the venue's wall clock. */
  date: string;
  /** HH:mm */
  startTime: string;
  /** HH:mm */
  endTime: string;
  department: string | null;
  status: BookingStatus;
  /** The booking's performers, by name. */
  performers: string[];
}

/** Answer of GET /api/organizations/{id}/closures/covered-bookings, oldest first. */
export interface ClosureCoverageDto {
  /** The first MAX_CHANGE_SET_ITEMS covered bookings: as many as one change set can cancel. */
  bookings: CoveredBookingDto[];
  /** How many bookings the span covers in all. */
  total: number;
}

/** A performer booked at an overlapping time (the conflict every write has reported since warn/block). */
export interface BookedProblemDto extends PerformerConflictDto {
  kind: 'booked';
}

/** A performer unavailable during the booking. */
export interface UnavailableProblemDto {
  kind: 'unavailable';
  performerId: number;
  performerName: string;
  /** The period, with its reason only where the viewer may see it (null otherwise). */
  unavailability: PerformerUnavailabilityDto;
  /** 'unavailable', or 'unavailable: {reason}' where the viewer may see the reason. */
  description: string;
}

/** The venue (the booking's department, or its whole organization) closed during the booking. */
export interface ClosedProblemDto {
  kind: 'closed';
  closure: VenueClosureDto;
  /** 'venue closed: {reason}'. */
  description: string;
}

export type AvailabilityProblemDto = BookedProblemDto | UnavailableProblemDto | ClosedProblemDto;

/** Query of GET /api/availability: one slot on each of up to 60 dates, for every performer at once. */
export interface AvailabilityQuery {
  organizationId: number;
  /** The booking's department (venue) name; omitted: no department, only whole-organization closures apply. */
  department?: string;
  /** Comma-separated yyyy-MM-dd, 1 to 60 of them. */
  dates: string;
  /** HH:mm, the venue's wall clock. */
  time: string;
  /** Minutes, 15 to 1440. */
  duration: number;
  /** The booking being edited or duplicated: it does not conflict with itself. */
  excludeBookingId?: number;
  /** 'compact': answer CompactAvailabilityDto; omitted: AvailabilityDto (what older callers read). */
  shape?: AvailabilityShape;
}

/** The answer shapes of GET /api/availability: the query's `shape`, omitted for the full one. */
export const AVAILABILITY_SHAPES = ['full', 'compact'] as const;
type AvailabilityShape = (typeof AVAILABILITY_SHAPES)[number];

/** Query of GET /api/availability for the compact answer (CompactAvailabilityDto). */
export type CompactAvailabilityQuery = AvailabilityQuery & { shape: 'compact' };

/** A problem on one of the asked dates. */
export type DatedAvailabilityProblemDto = AvailabilityProblemDto & {
  /** The asked date the problem falls on (a 'booked' problem's own date is the other booking's). */
  slotDate: string;
};

/**
 * Answer of GET /api/availability. Every performer not named in `problems` is free on every asked
 * date; a closure is listed once per date it touches.
 */
export interface AvailabilityDto {
  dates: string[];
  time: string;
  duration: number;
  problems: DatedAvailabilityProblemDto[];
}

/** Where another organization's booking is, for a reader who may see that organization. */
export interface BookingWhereDto {
  organizationName: string;
  /** The department (venue) name, or null. */
  department: string | null;
}

/**
 * Where the bookings in the way are: a zone, and for a reader who may see another organization, its
 * name and venue. Listed once and referred to by index, since after five years a dozen dates find
 * over a thousand bookings at a few hundred venues. Another organization's booking that the reader
 * may not see has a place with its zone only, so nothing links it to its organization.
 */
export interface CompactPlaceDto {
  /** The IANA zone of the organization: the booking's date and time are its wall clock. */
  timeZone: string;
  /** Another organization's booking where the reader may see that organization; null otherwise (and for the asked organization's own). */
  where: BookingWhereDto | null;
}

/**
 * A booking holding performers at a time overlapping the slot, listed once however many of its
 * performers and asked dates it touches; its span is its own wall clock in its place's zone.
 */
export interface CompactBookedDto {
  /** The asked dates whose slot it overlaps, in order. */
  slotDates: string[];
  /** Its performers, by id (the picker knows their names). */
  performerIds: number[];
  date: string;
  time: string;
  duration: number;
  /** Index into CompactAvailabilityDto.places. */
  place: number;
  /** The asked organization's own booking (named 'on another booking: {title}'); null for another organization's ('booked elsewhere'). */
  booking: { id: number; title: string; department: string | null } | null;
}

/** A performer's unavailable period touching the slot, once; its reason only where the reader may see it. */
export interface CompactUnavailableDto {
  slotDates: string[];
  unavailability: PerformerUnavailabilityDto;
}

/** A closure of the venue or its whole organization touching the slot, once. */
export interface CompactClosedDto {
  slotDates: string[];
  closure: VenueClosureDto;
}

/**
 * Answer of GET /api/availability?shape=compact: the same findings as AvailabilityDto, each booking,
 * period and closure once with the asked dates it touches, performers by id and no descriptions (the
 * reader words them: bookedElsewhere, unavailableDescription, closedDescription). Every performer not
 * named is free on every asked date.
 */
export interface CompactAvailabilityDto {
  shape: 'compact';
  dates: string[];
  time: string;
  duration: number;
  places: CompactPlaceDto[];
  booked: CompactBookedDto[];
  unavailable: CompactUnavailableDto[];
  closed: CompactClosedDto[];
}

/** A gig on a performer's own page: times in the venue's zone. */
export interface PerformerPageGigDto {
  bookingId: number;
  date: string;
  startTime: string;
  endTime: string;
  /** The venue's IANA time zone. */
  timeZone: string;
  organizationName: string;
  /** The department (venue) name, or null. */
  venue: string | null;
  /** The instrument this performer plays in it, or null. */
  instrument: string | null;
  /** The other performers of the booking, by name. */
  ensembleMates: string[];
  /** Pending bookings are tentative. */
  tentative: boolean;
}

/** Answer of GET /api/performer-page (the performer's own token in `Authorization: Bearer`). */
export interface PerformerPageDto {
  performer: { id: number; name: string; instruments: string[] };
  /** The provider's IANA time zone: unavailable periods are written in it. */
  timeZone: string;
  /** Upcoming gigs (from today, 365 days ahead), oldest first. */
  gigs: PerformerPageGigDto[];
  /** The performer's unavailable periods that have not ended, oldest first. */
  unavailability: PerformerUnavailabilityDto[];
  /** The performer's own calendar feed (read-only, derived from the page's token). */
  feedUrl: string;
}

/** Owner: GET /api/performers/{id}/page and POST .../page/reset; url only right after a reset. */
export interface PerformerPageLinkDto {
  exists: boolean;
  url: string | null;
}
