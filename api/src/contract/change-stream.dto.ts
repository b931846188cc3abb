/**
 * GET /api/changes/stream (text/event-stream): tells each signed-in client which of the reads it may
 * make have changed, never what changed. The client refetches those reads with their ETags, so a
 * month nobody touched stays a 304.
 *
 * The stream opens with `retry:` and `id:` lines and no event: the `id:` is the position a reconnect
 * resumes from (EventSource keeps it as its last event id). Every `change` and `refetch` event moves
 * it with an `id:` line; `presence` events carry none. A reconnect sends it back as the
 * `Last-Event-ID` header (or `?lastEventId=`): what changed after it comes as one `change` event, or
 * a `refetch` when it is unknown or too far back. Scopes may repeat one the client already refetched.
 */

/** The kinds of data a change event names (the change counters' scopes the screens read). */
export const CHANGE_KINDS = [
  'bookings',
  'departments',
  'users',
  'performers',
  'closures',
  'organizations',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One changed scope: a kind of one organization, and for bookings the month ('yyyy-MM'). */
export interface ChangedScopeDto {
  kind: ChangeKind;
  /** null for data of no organization (performers' periods of the provider are the provider's). */
  organizationId: number | null;
  /** 'yyyy-MM' of a booking's date; null for every other kind. */
  month: string | null;
}

/** `event: change`: its `id:` line is the position a reconnect sends back as Last-Event-ID. */
export interface ChangeEventDto {
  scopes: ChangedScopeDto[];
}

/** `event: refetch`: too much was missed (or the position is unknown): refetch every read. */
export interface RefetchAllEventDto {
  reason: 'missed' | 'unknown-position';
}

/** `event: presence`: who else has a booking's dialog open right now (the reader excluded). */
export interface PresenceEventDto {
  bookingId: number;
  editors: { userId: number; name: string; organization: string | null }[];
}

/** The stream's event names. Heartbeats are comment lines (`: heartbeat`), never events. */
export const CHANGE_STREAM_EVENTS = {
  change: 'change',
  refetch: 'refetch',
  presence: 'presence',
} as const;
