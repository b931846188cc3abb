import type { Knex } from 'knex';
import type { AvailabilityDto, AvailabilityQueryInput, DatedAvailabilityProblemDto } from '../../contract';
import type { Actor } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import { assertOrganizationVisible } from '../identity';
import {
  bookedProblemOf,
  closedProblemOf,
  problemReaderOf,
  unavailableProblemOf,
} from './availability-problems';
import { bookableOrganizationOf } from './booking-write-checks';
import type { OrganizationDirectory } from './bookings.types';
import type { PerformerConflictRepository } from './performer-conflicts.repository';

export interface AvailabilityCheckServiceDeps {
  knex: Knex;
  organizations: OrganizationDirectory;
  conflicts: PerformerConflictRepository;
  availability: AvailabilityFacade;
}

/**
 * The live availability check of the booking form and the duplicate dialogs: for one slot on each
 * asked date, what the availability rule of a write would find for every performer at once (other
 * bookings, unavailable periods) and the venue's closures. Three lookups, each one statement over all
 * performers and dates, whatever the number of performers; then the names of those with a problem.
 */
export function createAvailabilityCheckService(deps: AvailabilityCheckServiceDeps) {
  async function performerNamesOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const performers = await deps.organizations.findPerformersByIds(ids);
    return new Map(performers.map((performer) => [performer.id, performer.name]));
  }

  return {
    async check(actor: Actor, query: AvailabilityQueryInput): Promise<AvailabilityDto> {
      const { organizationId } = query;
      assertOrganizationVisible(actor, organizationId);
      const dates = [...new Set(query.dates)];
      const slot = { dates, time: query.time, duration: query.duration };
      const excludeBookingIds = query.excludeBookingId === undefined ? [] : [query.excludeBookingId];
      // The organization is checked beside the lookups, not before them: the form asks on every
      // change of date or time, and a round trip fewer is what it waits for. The check gives a
      // write's answers (404 for no such organization, 400 for the provider or a department of
      // another organization), and what the lookups found for a refused one is dropped.
      const [, overlaps, periods, closures] = await Promise.all([
        bookableOrganizationOf(deps.organizations, actor, organizationId, query.department),
        deps.conflicts.findOverlapsOnDates(deps.knex, { ...slot, organizationId, excludeBookingIds }),
        deps.availability.unavailableDuring(deps.knex, organizationId, null, slot),
        deps.availability.closedDuring(deps.knex, organizationId, query.department ?? null, slot),
      ]);
      const performerIds = new Set([
        ...overlaps.map((overlap) => overlap.performerId),
        ...periods.map(({ period }) => period.performerId),
      ]);
      const reader = problemReaderOf(actor, await performerNamesOf([...performerIds]));
      // Each problem gets its date in place, not by a copy of the row and of the problem: after five
      // years 60 dates hold over 10,000 problems, and those copies were most of the check's garbage.
      const problems: DatedAvailabilityProblemDto[] = [];
      for (const overlap of overlaps)
        problems.push(
          Object.assign(bookedProblemOf(overlap, organizationId, reader.performerNames), {
            slotDate: overlap.slotDate,
          }),
        );
      for (const { slotDate, period } of periods)
        problems.push(Object.assign(unavailableProblemOf(period, reader), { slotDate }));
      for (const { slotDate, closure } of closures)
        problems.push(Object.assign(closedProblemOf(closure), { slotDate }));
      return { dates, time: query.time, duration: query.duration, problems };
    },
  };
}

export type AvailabilityCheckService = ReturnType<typeof createAvailabilityCheckService>;
