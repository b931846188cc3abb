/**
 * A write made from what its writer saw: every single-entity write takes the entity's tag (`If-Match`,
 * the ETag of its single read) and is refused with 412 when someone saved in between. Nothing is
 * written then; the answer carries the entity as it is now and who saved it when, so the dialog can
 * show what changed and offer to take theirs or apply the writer's changes on top of them. A write
 * without `If-Match` (an older remote, a script) is applied as before. A change set's apply does the
 * same for its bookings with the versions its preview gave (`expectedVersions`), in the same words.
 */

import { bookingOnDayList } from './booking-day-names';
import type { StaleItemDto } from './change-set.dto';

/** Who made the last save of an entity, as the 412 and the presence lines name them: 'Sam (Palm Cove)'. */
export interface WriterDto {
  userId: number | null;
  /** The user's username, else the e-mail the audit trail recorded. */
  name: string;
  /** The user's organization's name; null when they have none. */
  organization: string | null;
}

/** The 412 body of a stale single-entity write. */
export interface StaleWriteBody<Entity = unknown> {
  message: string;
  /** The entity as it is now (its tag is the answer's ETag); null when it was deleted since. */
  current: Entity | null;
  /** Who saved it last and when; null when no audit row tells. */
  changedBy: WriterDto | null;
  changedAt: string | null;
}

/** The one wording of a stale write, a single entity's ('changed this') or a change set's bookings'. */
function nothingSavedMessage<Done extends string>(done: Done) {
  return `Nothing was saved: someone else ${done} since you opened it` as const;
}

export const STALE_WRITE_MESSAGES = {
  /** A single write: the same words as a change set refused for the same reason (staleItemsMessage). */
  changedSinceOpened: nothingSavedMessage('changed this'),
  deletedSinceOpened: nothingSavedMessage('deleted this'),
  /** A If-Match that is not a list of entity tags or '*'. */
  ifMatchInvalid: 'If-Match must be the ETag of the entity as you last read it',
} as const;

/**
 * A change set's apply refused because bookings changed since its preview, in a single write's words:
 * "Nothing was saved: someone else changed 'Jazz Night' on Tue, Dec 1, 2026 since you opened it" (and
 * "deleted 'Brunch' on ..." for those gone).
 */
export function staleItemsMessage(items: readonly StaleItemDto[]): string {
  const changed = items.filter((item) => !item.deleted);
  const deleted = items.filter((item) => item.deleted);
  const done = [
    ...(changed.length > 0 ? [`changed ${bookingOnDayList(changed)}`] : []),
    ...(deleted.length > 0 ? [`deleted ${bookingOnDayList(deleted)}`] : []),
  ];
  return nothingSavedMessage(done.join(' and '));
}

/** "Sam (Palm Cove)": a writer as one line names them. */
export function writerLabel(writer: WriterDto): string {
  return writer.organization === null ? writer.name : `${writer.name} (${writer.organization})`;
}

/** Whether an error body is a 412's (a stale write). */
export function isStaleWriteBody(body: unknown): body is StaleWriteBody {
  return (
    typeof body === 'object' && body !== null && 'current' in body && 'changedAt' in body && 'message' in body
  );
}
