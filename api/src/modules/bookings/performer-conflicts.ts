import type { Knex } from 'knex';
import {
  BOOKING_ERROR_MESSAGES,
  BOOKING_MESSAGES,
  type ConflictPolicy,
  type PerformerConflictDto,
} from '../../contract';
import { ConflictError } from '../../platform/errors';
import type { BookingPolicyRepository } from './booking-policy.repository';
import type { BookingRecord } from './bookings.types';
import type { OverlapRow, PerformerConflictRepository } from './performer-conflicts.repository';

/**
 * A conflict as the writer may see it: a booking of the writer's own organization is named; one of
 * another organization is only 'booked elsewhere' (nothing identifies that organization).
 */
function describe(
  overlap: OverlapRow,
  organizationId: number | null,
  performerNames: ReadonlyMap<number, string>,
): PerformerConflictDto {
  const sameOrganization = organizationId !== null && overlap.organizationId === organizationId;
  return {
    performerId: overlap.performerId,
    performerName: performerNames.get(overlap.performerId) ?? '',
    date: overlap.date,
    time: overlap.time,
    duration: overlap.duration,
    booking: sameOrganization
      ? { id: overlap.bookingId, title: overlap.title, department: overlap.department }
      : null,
    description: sameOrganization ? overlap.title : BOOKING_MESSAGES.bookedElsewhere,
  };
}

/**
 * The performer-conflict rule of every booking write, run inside the write's transaction: lock the
 * performers (so concurrent writes for one performer run one after another), write, then look for
 * other bookings holding them at an overlapping time, across all organizations. Under the
 * organization's 'block' policy any conflict is a 409 that rolls the write back; under 'warn' the
 * conflicts go back with the answer.
 */
export function createConflictGuard(deps: {
  conflicts: PerformerConflictRepository;
  policies: BookingPolicyRepository;
}) {
  return {
    /** Locks the performers and reads the organization's policy; call before writing. */
    async prepare(
      trx: Knex.Transaction,
      organizationId: number | null,
      performerIds: readonly number[],
    ): Promise<ConflictPolicy> {
      await deps.conflicts.lockPerformers(trx, performerIds);
      if (performerIds.length === 0 || organizationId === null) return 'warn';
      return deps.policies.find(organizationId, trx);
    },

    /** Conflicts of a written booking's performers with every other booking (this request's included). */
    async conflictsOf(
      trx: Knex.Transaction,
      booking: BookingRecord,
      performerNames: ReadonlyMap<number, string>,
    ): Promise<PerformerConflictDto[]> {
      const overlaps = await deps.conflicts.findOverlaps(trx, {
        date: booking.date,
        time: booking.time,
        duration: booking.duration,
        performerIds: booking.performers.map((ref) => ref.performerId),
        excludeBookingIds: [booking.id],
      });
      return overlaps.map((overlap) => describe(overlap, booking.organizationId, performerNames));
    },

    /** Under 'block', conflicts stop the write: 409 with them, and the transaction rolls back. */
    enforce(policy: ConflictPolicy, conflicts: readonly PerformerConflictDto[]): void {
      if (policy === 'block' && conflicts.length > 0)
        throw new ConflictError(BOOKING_ERROR_MESSAGES.performerConflict, { conflicts });
    },
  };
}

export type ConflictGuard = ReturnType<typeof createConflictGuard>;
