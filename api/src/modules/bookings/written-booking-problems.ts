import type { Knex } from 'knex';
import type { AvailabilityProblemDto, PerformerUnavailabilityDto, VenueClosureDto } from '../../contract';
import type { Actor } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import {
  bookedProblemOf,
  closedProblemOf,
  problemReaderOf,
  unavailableProblemOf,
} from './availability-problems';
import { performerNamesOf } from './booking-write-checks';
import type { AvailabilityRule } from './availability-rule';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';
import type { OverlapRow } from './performer-conflicts.repository';

function performerIdsOf(booking: BookingRecord): number[] {
  return [...new Set(booking.performers.map((ref) => ref.performerId))];
}

/** The bookings grouped by what one lookup of the availability module can answer for all their dates. */
function groupedBy(
  bookings: readonly BookingRecord[],
  keyOf: (booking: BookingRecord) => readonly unknown[],
): BookingRecord[][] {
  const groups = new Map<string, BookingRecord[]>();
  for (const booking of bookings) {
    const key = JSON.stringify(keyOf(booking));
    groups.set(key, [...(groups.get(key) ?? []), booking]);
  }
  return [...groups.values()];
}

/** A period or closure kept once per booking (met by several performers or lookups, it is named once). */
function addOnce<T>(byBooking: Map<number, Map<number, T>>, bookingId: number, id: number, problem: T): void {
  const known = byBooking.get(bookingId) ?? new Map<number, T>();
  known.set(id, problem);
  byBooking.set(bookingId, known);
}

/** What stands in a written booking's way, as found (the names of its performers not read yet). */
export interface FoundProblems {
  organizationId: number | null;
  booked: OverlapRow[];
  unavailable: PerformerUnavailabilityDto[];
  closed: VenueClosureDto[];
}

/** How many problems were found (what the availability rule's verdict judges). */
export function problemCountOf(found: FoundProblems | undefined): number {
  return found ? found.booked.length + found.unavailable.length + found.closed.length : 0;
}

/**
 * The availability rule's problems of bookings an undo has just written, per booking (only those with
 * any), with the statements shared: one for the overlaps of them all, one lookup of periods per
 * organization and slot, one of closures per organization, venue and slot, whatever their dates.
 */
export async function findProblemsOfWritten(
  {
    availability,
    availabilityRule,
  }: {
    availability: AvailabilityFacade;
    availabilityRule: Pick<AvailabilityRule, 'overlapsOfWritten'>;
  },
  trx: Knex,
  written: readonly BookingRecord[],
): Promise<Map<number, FoundProblems>> {
  const checked = written.filter((booking) => booking.organizationId !== null);
  const withPerformers = checked.filter((booking) => booking.performers.length > 0);
  const overlaps = await availabilityRule.overlapsOfWritten(
    trx,
    withPerformers.map((booking) => booking.id),
  );

  const periods = new Map<number, Map<number, PerformerUnavailabilityDto>>();
  for (const group of groupedBy(withPerformers, (booking) => [
    booking.organizationId,
    booking.time,
    booking.duration,
  ])) {
    const [first] = group;
    if (!first || first.organizationId === null) continue;
    const found = await availability.unavailableDuring(
      trx,
      first.organizationId,
      [...new Set(group.flatMap(performerIdsOf))].sort((left, right) => left - right),
      {
        dates: [...new Set(group.map((booking) => booking.date))],
        time: first.time,
        duration: first.duration,
      },
    );
    for (const booking of group)
      for (const { slotDate, period } of found)
        if (slotDate === booking.date && performerIdsOf(booking).includes(period.performerId))
          addOnce(periods, booking.id, period.id, period);
  }

  const closures = new Map<number, Map<number, VenueClosureDto>>();
  for (const group of groupedBy(checked, (booking) => [
    booking.organizationId,
    booking.department,
    booking.time,
    booking.duration,
  ])) {
    const [first] = group;
    if (!first || first.organizationId === null) continue;
    const found = await availability.closedDuring(trx, first.organizationId, first.department, {
      dates: [...new Set(group.map((booking) => booking.date))],
      time: first.time,
      duration: first.duration,
    });
    for (const booking of group)
      for (const { slotDate, closure } of found)
        if (slotDate === booking.date) addOnce(closures, booking.id, closure.id, closure);
  }

  const problems = new Map<number, FoundProblems>();
  for (const booking of checked) {
    const found: FoundProblems = {
      organizationId: booking.organizationId,
      booked: overlaps.get(booking.id) ?? [],
      unavailable: [...(periods.get(booking.id)?.values() ?? [])],
      closed: [...(closures.get(booking.id)?.values() ?? [])],
    };
    if (problemCountOf(found) > 0) problems.set(booking.id, found);
  }
  return problems;
}

/**
 * The problems as the actor reads them, in the rule's order (performers booked elsewhere, unavailable
 * performers, closures). The performers' names are read once for all, and only when a problem names
 * one: outside the undo's transaction (on PGlite's one connection a read beside it would wait for it).
 */
export async function problemDtosOf(
  organizations: OrganizationDirectory,
  actor: Actor,
  found: ReadonlyMap<number, FoundProblems>,
): Promise<Map<number, AvailabilityProblemDto[]>> {
  const named = new Set(
    [...found.values()].flatMap((problems) => [
      ...problems.booked.map((overlap) => overlap.performerId),
      ...problems.unavailable.map((period) => period.performerId),
    ]),
  );
  const performers = named.size === 0 ? [] : await organizations.findPerformersByIds([...named]);
  const names = performerNamesOf(new Map(performers.map((performer) => [performer.id, performer])));
  const reader = problemReaderOf(actor, names);
  return new Map(
    [...found].map(([bookingId, problems]) => [
      bookingId,
      [
        ...problems.booked.map((overlap) => bookedProblemOf(overlap, problems.organizationId, names)),
        ...problems.unavailable.map((period) => unavailableProblemOf(period, reader)),
        ...problems.closed.map(closedProblemOf),
      ],
    ]),
  );
}
