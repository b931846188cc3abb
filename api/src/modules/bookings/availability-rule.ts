import type { Knex } from 'knex';
import type {
  AvailabilityProblemDto,
  BookedProblemDto,
  ClosedProblemDto,
  UnavailableProblemDto,
} from '../../contract';
import { ConflictError } from '../../platform/errors';
import type { AvailabilityFacade } from '../availability';
import {
  blockedMessageOf,
  bookedProblemOf,
  closedProblemOf,
  unavailableProblemOf,
  type ProblemReader,
} from './availability-problems';
import type { BookingPolicyRepository } from './booking-policy.repository';
import { createConflictVerdict } from './conflict-verdict';
import type { PerformerRef } from './bookings.types';
import type { PerformerConflictRepository } from './performer-conflicts.repository';

/** What the rule looks at of a booking: where, when and who plays. */
export interface CheckedBooking {
  /** Null while the booking is not written yet. */
  id: number | null;
  organizationId: number | null;
  department: string | null;
  date: string;
  time: string;
  duration: number;
  performers: readonly PerformerRef[];
}

function performerIdsOf(booking: CheckedBooking): number[] {
  return [...new Set(booking.performers.map((ref) => ref.performerId))].sort((left, right) => left - right);
}

/** Bookings that differ only in their date (a duplicate's copies), grouped: one lookup answers all their dates. */
function sameSlotGroups(bookings: readonly CheckedBooking[]): CheckedBooking[][] {
  const groups = new Map<string, CheckedBooking[]>();
  for (const booking of bookings) {
    const key = JSON.stringify([
      booking.organizationId,
      booking.department,
      booking.time,
      booking.duration,
      performerIdsOf(booking),
    ]);
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.values()];
}

/**
 * The availability rule of every booking write, run inside the write's transaction: lock the
 * performers (so concurrent writes for one performer run one after another), write, then list what
 * stands in the booking's way, in this order: its performers booked elsewhere at an overlapping time
 * (across all organizations), its performers' unavailable periods, and the venue's closures (these
 * apply to a booking without performers too). Under the organization's 'block' policy any problem
 * is a 409 that rolls the write back; under 'warn' the problems go back with the answer.
 */
export function createAvailabilityRule(deps: {
  conflicts: PerformerConflictRepository;
  policies: BookingPolicyRepository;
  availability: AvailabilityFacade;
}) {
  /**
   * Unavailable periods and closures overlapping the bookings, slot by slot: bookings that differ only
   * in their date share one lookup of periods and one of closures, each row dated.
   */
  async function datedLookupsOf(db: Knex, bookings: readonly CheckedBooking[]) {
    const lookups = [];
    for (const group of sameSlotGroups(bookings)) {
      const [first] = group;
      if (!first || first.organizationId === null) continue;
      const slot = {
        dates: [...new Set(group.map((booking) => booking.date))],
        time: first.time,
        duration: first.duration,
      };
      const performerIds = performerIdsOf(first);
      // A booking without performers has nobody to be away: only the closures are looked up.
      const periods =
        performerIds.length === 0
          ? []
          : await deps.availability.unavailableDuring(db, first.organizationId, performerIds, slot);
      const closures = await deps.availability.closedDuring(db, first.organizationId, first.department, slot);
      lookups.push({ group, periods, closures });
    }
    return lookups;
  }

  /** Unavailable periods and closures overlapping the bookings, each listed once. */
  async function unavailableOrClosedOf(
    db: Knex,
    bookings: readonly CheckedBooking[],
    reader: ProblemReader,
  ): Promise<(UnavailableProblemDto | ClosedProblemDto)[]> {
    const unavailable = new Map<number, UnavailableProblemDto>();
    const closed = new Map<number, ClosedProblemDto>();
    for (const { periods, closures } of await datedLookupsOf(db, bookings)) {
      for (const { period } of periods) unavailable.set(period.id, unavailableProblemOf(period, reader));
      for (const { closure } of closures) closed.set(closure.id, closedProblemOf(closure));
    }
    return [...unavailable.values(), ...closed.values()];
  }

  /**
   * The same problems booking by booking, in the bookings' order (a change set reports them per
   * item): each dated row goes to the bookings of its date, so a period or closure over several dates
   * is named by each.
   */
  async function unavailableOrClosedPerBooking(
    db: Knex,
    bookings: readonly CheckedBooking[],
    reader: ProblemReader,
  ): Promise<(UnavailableProblemDto | ClosedProblemDto)[][]> {
    const found = new Map<CheckedBooking, (UnavailableProblemDto | ClosedProblemDto)[]>();
    for (const { group, periods, closures } of await datedLookupsOf(db, bookings))
      for (const booking of group)
        found.set(booking, [
          ...periods
            .filter(({ slotDate }) => slotDate === booking.date)
            .map(({ period }) => unavailableProblemOf(period, reader)),
          ...closures
            .filter(({ slotDate }) => slotDate === booking.date)
            .map(({ closure }) => closedProblemOf(closure)),
        ]);
    return bookings.map((booking) => found.get(booking) ?? []);
  }

  /** The booking's performers on every other booking at an overlapping time (this request's included). */
  async function bookedOf(
    db: Knex,
    booking: CheckedBooking,
    reader: ProblemReader,
  ): Promise<BookedProblemDto[]> {
    const overlaps = await deps.conflicts.findOverlaps(db, {
      date: booking.date,
      time: booking.time,
      duration: booking.duration,
      performerIds: performerIdsOf(booking),
      excludeBookingIds: booking.id === null ? [] : [booking.id],
    });
    return overlaps.map((overlap) => bookedProblemOf(overlap, booking.organizationId, reader.performerNames));
  }

  /** The policy's verdict on a write's problems (one read per organization and transaction). */
  const blocks = createConflictVerdict(deps.policies);

  return {
    /** Serializes writes per performer until the transaction ends; call before writing. */
    async lockPerformers(trx: Knex.Transaction, performerIds: readonly number[]): Promise<void> {
      await deps.conflicts.lockPerformers(trx, performerIds);
    },

    bookedOf,
    unavailableOrClosedOf,

    /**
     * For a booking without performers, the one lookup unavailableOrClosedOf runs (its venue's
     * closures of the slot) as SQL its insert can hold: any row means the rule has something to say.
     */
    closuresOfUnplayed(db: Knex, booking: CheckedBooking & { organizationId: number }): Knex.Raw {
      const slot = { dates: [booking.date], time: booking.time, duration: booking.duration };
      return deps.availability.closedDuringQuery(db, booking.organizationId, booking.department, slot);
    },

    /** Each written booking's performers on every other booking at an overlapping time, in one statement. */
    overlapsOfWritten(db: Knex, writtenIds: readonly number[]) {
      return deps.conflicts.findOverlapsOfWritten(db, writtenIds);
    },
    unavailableOrClosedPerBooking,

    /** Every problem of one booking. */
    async problemsOf(
      db: Knex,
      booking: CheckedBooking,
      reader: ProblemReader,
    ): Promise<AvailabilityProblemDto[]> {
      const booked = await bookedOf(db, booking, reader);
      return [...booked, ...(await unavailableOrClosedOf(db, [booking], reader))];
    },

    /** Whether the organization's policy blocks a write with this many problems (see createConflictVerdict). */
    blocks,

    /** Under the organization's 'block' policy, problems stop the write: 409 with them (the transaction rolls back). */
    async enforce(
      db: Knex,
      organizationId: number | null,
      problems: readonly AvailabilityProblemDto[],
    ): Promise<void> {
      if (await blocks(db, organizationId, problems.length))
        throw new ConflictError(blockedMessageOf(problems), { conflicts: problems });
    },
  };
}

export type AvailabilityRule = ReturnType<typeof createAvailabilityRule>;
