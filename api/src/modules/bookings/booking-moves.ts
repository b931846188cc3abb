import type { BookingMoveTarget } from '../../contract';
import type { Actor } from '../../platform/http';
import { maySeeOrganization } from '../identity';
import { problemReaderOf, type ProblemReader } from './availability-problems';
import { assertDepartmentOf, performerNamesOf } from './booking-write-checks';
import type { BookingRepository } from './bookings.repository';
import type { BookingFields, BookingRecord, OrganizationDirectory } from './bookings.types';

/** What a move sets on each booking it lists: only the fields asked for, the rest stay as they are. */
export type MoveChanges = Partial<Pick<BookingFields, 'date' | 'time' | 'department'>>;

/** The fields of the target a request names (a missing one keeps each booking's own value). */
export function moveChangesOf(target: BookingMoveTarget): MoveChanges {
  const changes: MoveChanges = {};
  if (target.date !== undefined) changes.date = target.date;
  if (target.time !== undefined) changes.time = target.time;
  if (target.department !== undefined) changes.department = target.department;
  return changes;
}

/** The fields the move changes of this booking (none: it is already where the move puts it). */
export function movedFieldsOf(booking: BookingRecord, changes: MoveChanges): MoveChanges {
  const moved: MoveChanges = {};
  if (changes.date !== undefined && changes.date !== booking.date) moved.date = changes.date;
  if (changes.time !== undefined && changes.time !== booking.time) moved.time = changes.time;
  if (changes.department !== undefined && changes.department !== booking.department)
    moved.department = changes.department;
  return moved;
}

/**
 * Checks a move before its transaction, as PATCH checks a single move: the target department must be
 * one of the organization's departments of every booking the actor may see among the listed ones
 * (400 naming 'department'; the caller names it within the request). Also reads the names of their
 * performers, so the problems found inside the transaction name them (on a one-connection database a
 * read beside the transaction would wait for it).
 */
export async function planMoveReader(
  deps: { bookings: BookingRepository; organizations: OrganizationDirectory },
  actor: Actor,
  bookingIds: readonly number[],
  changes: MoveChanges,
): Promise<ProblemReader> {
  const visible = (await deps.bookings.findMany(bookingIds)).filter((booking) =>
    maySeeOrganization(actor, booking.organizationId),
  );
  if (changes.department !== undefined)
    for (const organizationId of new Set(visible.map((booking) => booking.organizationId)))
      await assertDepartmentOf(deps.organizations, organizationId, changes.department);
  const performerIds = [
    ...new Set(visible.flatMap((booking) => booking.performers.map((ref) => ref.performerId))),
  ];
  const performers =
    performerIds.length === 0 ? [] : await deps.organizations.findPerformersByIds(performerIds);
  return problemReaderOf(
    actor,
    performerNamesOf(new Map(performers.map((performer) => [performer.id, performer]))),
  );
}
