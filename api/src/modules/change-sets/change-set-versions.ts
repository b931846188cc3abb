import type { Knex } from 'knex';
import {
  staleItemsMessage,
  type BookingSnapshotDto,
  type ChangeSetRequest,
  type ChangeSetStaleBody,
  type StaleItemDto,
} from '../../contract';
import type { Actor } from '../../platform/http';
import { maySeeOrganization } from '../identity';
import { bookingTagOf, type BookingRecord, type BookingRepository } from '../bookings';
import type { PlannedChangeSet } from './change-set-plan';

/** What an apply expects of its bookings: each one's version as its preview gave it. */
type ExpectedVersions = NonNullable<ChangeSetRequest['expectedVersions']>;

/** A booking whose version is not the one expected: as it is now, or null when it is gone. */
export interface StaleBooking {
  bookingId: number;
  current: BookingRecord | null;
}

/** The stored bookings the items change, each once. */
function storedIdsOf(planned: PlannedChangeSet): number[] {
  return [...new Set(planned.items.flatMap((item) => (item.operation === 'create' ? [] : [item.bookingId])))];
}

/**
 * The versions of the bookings the items change, by booking, read and locked in the caller's
 * transaction (before the items lock them again, in the same id order), so none changes before the
 * transaction ends. Only the bookings the actor may see: any other is as good as gone.
 */
export async function lockedVersionsOf(
  trx: Knex.Transaction,
  bookings: BookingRepository,
  actor: Actor,
  planned: PlannedChangeSet,
): Promise<Map<number, { version: string; booking: BookingRecord }>> {
  const stored = await bookings.findManyForUpdate(trx, storedIdsOf(planned));
  return new Map(
    stored
      .filter((booking) => maySeeOrganization(actor, booking.organizationId))
      .map((booking) => [booking.id, { version: bookingTagOf(booking), booking }]),
  );
}

/** The expected bookings whose version is not the one expected, in the order of their ids. */
export function staleBookingsOf(
  expected: ExpectedVersions,
  versions: ReadonlyMap<number, { version: string; booking: BookingRecord }>,
): StaleBooking[] {
  return Object.entries(expected)
    .map(([key, version]) => ({ bookingId: Number(key), version }))
    .filter(({ bookingId, version }) => versions.get(bookingId)?.version !== version)
    .sort((left, right) => left.bookingId - right.bookingId)
    .map(({ bookingId }) => ({ bookingId, current: versions.get(bookingId)?.booking ?? null }));
}

/**
 * The 412 body: every booking changed since the preview by its title and date now, every one gone by
 * those its last change set recorded (when the actor may see them; else unnamed).
 */
export function staleBodyOf(
  actor: Actor,
  stale: readonly StaleBooking[],
  lastRecorded: ReadonlyMap<number, BookingSnapshotDto>,
): ChangeSetStaleBody {
  const changed = stale.map(({ bookingId, current }): StaleItemDto => {
    const named = current ?? lastRecorded.get(bookingId) ?? null;
    const shown = named !== null && maySeeOrganization(actor, named.organizationId) ? named : null;
    return { bookingId, title: shown?.title ?? null, date: shown?.date ?? null, deleted: current === null };
  });
  return { message: staleItemsMessage(changed), changed };
}
