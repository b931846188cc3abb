/**
 * The public schedule's contract (docs/PRODUCT.md section 3 'Public booking'): what a guest may see
 * of a confirmed booking of the public organization, and nothing more (no notes, user ids, titles,
 * organization ids or performer ids).
 */

/** One performer as the public sees them. */
export interface PublicPerformerDto {
  name: string;
  instruments: string[];
  /** The performer's profile picture URL, or null (the page shows initials). */
  image: string | null;
  bio: string | null;
}

/** GET /api/public/bookings: one confirmed booking of the public organization. */
export interface PublicBookingDto {
  id: number;
  /** yyyy-MM-dd, in the venue's own time. */
  date: string;
  /** HH:mm, 24 h. */
  startTime: string;
  /** HH:mm, 24 h ('00:00' for midnight). */
  endTime: string;
  /** The department (venue) name, or null. */
  department: string | null;
  performers: PublicPerformerDto[];
}

/**
 * GET /api/public/venue: the organization the public schedule shows. Its dates and times are the
 * venue's wall clock in this IANA time zone, so a guest's 'Today', 'Tomorrow' and 'already ended'
 * are the venue's, whatever the guest's device says.
 */
export interface PublicVenueDto {
  name: string;
  /** IANA time zone, e.g. 'America/New_York'. */
  timeZone: string;
}

/**
 * GET /api/public/bookings?from=yyyy-MM-dd&to=yyyy-MM-dd: both optional; without them the answer
 * covers PUBLIC_SCHEDULE_MAX_RANGE_DAYS days from the Sunday that starts the current month's grid
 * (the venue's today): the public page's month and its 'This Week' panel, and the start of next
 * month. At most PUBLIC_SCHEDULE_MAX_RANGE_DAYS; one bound alone reaches that far from it.
 */
export interface PublicBookingsQuery {
  from?: string;
  to?: string;
}

/**
 * The longest range one public read covers: a month grid (at most 6 weeks, 42 days) with the
 * 'This Week' panel, and the next month's first weeks, so a guest's page stays small at any
 * amount of history.
 */
export const PUBLIC_SCHEDULE_MAX_RANGE_DAYS = 62;
/**
 * The calendar feeds (a venue's and a performer's) cover today and this many days back and ahead:
 * calendar apps re-read a feed every few hours, so a feed of every booking ever made would grow
 * with history. Older and later bookings stay in the portal.
 */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_FUTURE_DAYS = 180;
/** Seconds the public schedule may be cached (docs/PRODUCT.md section 9: 5 minutes). */
export const PUBLIC_SCHEDULE_CACHE_SECONDS = 300;

/** The iframe embed tells its host page its height with this postMessage type. */
export const EMBED_HEIGHT_MESSAGE = 'booking-portal:schedule-height';
/** The custom element the embed script defines. */
export const EMBED_ELEMENT_NAME = 'booking-portal-schedule';

/**
 * GET /api/performers/{id}/feed and POST /api/performers/{id}/feed/reset (owner only): the private
 * feed address. The GET only says whether one exists ({ exists, url: null }) and never makes one; the
 * POST makes the first address or replaces it. Only a hash of the token is stored, so the POST's
 * answer is the only time the address is shown.
 */
export interface PerformerFeedLinkDto {
  exists: boolean;
  url: string | null;
}
