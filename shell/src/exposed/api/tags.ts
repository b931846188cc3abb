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
/** An organization's users (the admin remote's user list), tagged by the organization's id. */
export const USER_TAG = 'User';
/** Organizations, tagged by the organization's id. */
export const ORGANIZATION_TAG = 'Organization';
/**
 * Reads that list or count the portal's writes of a kind of data across organizations (the
 * dashboard's activity log), tagged by the change stream's kind ('bookings', 'users'...).
 */
export const ACTIVITY_TAG = 'Activity';

export const SHARED_TAG_TYPES = [
  SESSION_TAG,
  BOOKING_TAG,
  DEPARTMENT_TAG,
  PERFORMER_TAG,
  VENUE_CLOSURE_TAG,
  BOOKING_POLICY_TAG,
  USER_TAG,
  ORGANIZATION_TAG,
  ACTIVITY_TAG,
] as const;
export type SharedTagType = (typeof SHARED_TAG_TYPES)[number];
