/**
 * The cache tags that more than one part of the portal provides or invalidates, spelled once here. A remote
 * that invalidates another's data names the tag from this file, so a rename reaches both sides (and the
 * compiler); the base API declares exactly these. A tag only one remote uses stays in that remote, added
 * with enhanceEndpoints({ addTagTypes }).
 */
/** The session read: invalidate it after a sign-in or registration to load the new session. */
export const SESSION_TAG = 'Session';
/** Bookings (the calendar's reads); department renames and migrations in the admin remote change them too. */
export const BOOKING_TAG = 'Booking';
/** An organization's departments, tagged by the organization's id. */
export const DEPARTMENT_TAG = 'Department';
/** The provider's performers. */
export const PERFORMER_TAG = 'Performer';
/** An organization's venue closures, tagged by the organization's id. */
export const VENUE_CLOSURE_TAG = 'VenueClosure';
/** An organization's conflict policy (warn or block), tagged by the organization's id. */
export const BOOKING_POLICY_TAG = 'BookingPolicy';

export const SHARED_TAG_TYPES = [
  SESSION_TAG,
  BOOKING_TAG,
  DEPARTMENT_TAG,
  PERFORMER_TAG,
  VENUE_CLOSURE_TAG,
  BOOKING_POLICY_TAG,
] as const;
export type SharedTagType = (typeof SHARED_TAG_TYPES)[number];
