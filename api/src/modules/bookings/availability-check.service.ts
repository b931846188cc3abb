import type { Knex } from 'knex';
import {
  worksAcrossOrganizations,
  type AvailabilityDto,
  type AvailabilityQueryInput,
  type CompactAvailabilityDto,
  type DatedAvailabilityProblemDto,
} from '../../contract';
import type { Actor } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import { assertOrganizationVisible } from '../identity';
import {
  bookedProblemOf,
  closedProblemOf,
  problemReaderOf,
  unavailableProblemOf,
} from './availability-problems';
import {
  createAvailabilityCheckRepository,
  type OverlappingBookingRow,
} from './availability-check.repository';
import {
  compactBookedOf,
  compactClosedOf,
  compactUnavailableOf,
  placeListOf,
} from './availability-problems-compact';
import { bookableOrganizationOf } from './booking-write-checks';
import type { OrganizationDirectory, OrganizationZone } from './bookings.types';
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
  const overlappingBookings = createAvailabilityCheckRepository();

  async function performerNamesOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const performers = await deps.organizations.findPerformersByIds(ids);
    return new Map(performers.map((performer) => [performer.id, performer.name]));
  }

  /** The organizations of the bookings found, with their zones: one statement, none when there are none. */
  async function organizationsOf(
    rows: readonly OverlappingBookingRow[],
  ): Promise<Map<number, OrganizationZone>> {
    const ids = new Set<number>();
    for (const row of rows) if (row.organizationId !== null) ids.add(row.organizationId);
    if (ids.size === 0) return new Map();
    const organizations = await deps.organizations.findOrganizationsByIds([...ids]);
    return new Map(organizations.map((organization) => [organization.id, organization]));
  }

  function slotOf(query: AvailabilityQueryInput) {
    const dates = [...new Set(query.dates)];
    const excludeBookingIds = query.excludeBookingId === undefined ? [] : [query.excludeBookingId];
    return { dates, time: query.time, duration: query.duration, excludeBookingIds };
  }

  return {
    /**
     * The compact answer (`shape=compact`): the same lookups, but each booking, period and closure
     * once with the dates it touches, performers by id, and no descriptions; the performers' names
     * are not read (the picker has them), the bookings' organizations are (their zones, and their
     * names where the reader may see them), after the bookings and beside the other lookups.
     */
    async checkCompact(actor: Actor, query: AvailabilityQueryInput): Promise<CompactAvailabilityDto> {
      const { organizationId } = query;
      assertOrganizationVisible(actor, organizationId);
      const slot = slotOf(query);
      const readsOtherVenues = worksAcrossOrganizations(actor.role);
      const bookingsWithOrganizations = overlappingBookings
        .findOverlappingBookings(deps.knex, { ...slot, organizationId, readsOtherVenues })
        .then(async (rows) => ({ rows, organizations: await organizationsOf(rows) }));
      const [, { rows, organizations }, periods, closures] = await Promise.all([
        bookableOrganizationOf(deps.organizations, actor, organizationId, query.department),
        bookingsWithOrganizations,
        deps.availability.unavailableDuring(deps.knex, organizationId, null, slot),
        deps.availability.closedDuring(deps.knex, organizationId, query.department ?? null, slot),
      ]);
      const reader = { actor, organizationId, organizations, mayReadReasons: readsOtherVenues };
      const placeList = placeListOf();
      const booked = rows.map((row) => compactBookedOf(row, reader, placeList));
      return {
        shape: 'compact',
        dates: slot.dates,
        time: query.time,
        duration: query.duration,
        places: placeList.places,
        booked,
        unavailable: compactUnavailableOf(periods, reader),
        closed: compactClosedOf(closures),
      };
    },

    async check(actor: Actor, query: AvailabilityQueryInput): Promise<AvailabilityDto> {
      const { organizationId } = query;
      assertOrganizationVisible(actor, organizationId);
      const { excludeBookingIds, ...slot } = slotOf(query);
      const { dates } = slot;
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
