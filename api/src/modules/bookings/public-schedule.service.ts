import type { PerformerDto, PublicBookingDto, PublicBookingsQuery, PublicVenueDto } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { ChangeDependency } from '../change-counters';
import { performerIdsOf } from './booking-dto';
import type { CalendarSequenceRepository } from './booking-calendar-sequences.repository';
import { feedEventsOf } from './booking-feed-events';
import type { BookingRepository } from './bookings.repository';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';
import { renderCalendar } from './calendar-feed';
import { toPublicBookingDto } from './public-booking-dto';
import { feedWindow, todayIn, windowOf } from './public-schedule.window';

/** A venue's calendar feed before it is built: what it is made of, and how to build it. */
export interface VenueFeed {
  departmentId: number;
  dependencies: readonly ChangeDependency[];
  render(): Promise<string>;
}

export interface PublicScheduleServiceDeps {
  bookings: BookingRepository;
  sequences: CalendarSequenceRepository;
  organizations: OrganizationDirectory;
  /** The organization whose confirmed bookings are public (PUBLIC_ORGANIZATION_SLUG). */
  organizationSlug: string;
  /** The portal's host name, for the feed's event UIDs. */
  host: string;
}

/**
 * The public schedule (docs/PRODUCT.md section 2 'Public schedule') and its venues' calendar feeds:
 * confirmed bookings of the public organization only; a pending booking is never public
 * (docs/ARCHITECTURE.md section 7). Three statements whatever the number of rows: the organization, the
 * bookings with their performer entries, the performers (a venue's feed one more: its events' SEQUENCEs).
 */
export function createPublicScheduleService(deps: PublicScheduleServiceDeps) {
  async function performersOf(records: readonly BookingRecord[]): Promise<Map<number, PerformerDto>> {
    const ids = performerIdsOf(records);
    const performers = ids.length === 0 ? [] : await deps.organizations.findPerformersByIds(ids);
    return new Map(performers.map((performer) => [performer.id, performer]));
  }

  return {
    /** The public organization's name and time zone; 404 when the configured organization does not exist. */
    async venue(): Promise<PublicVenueDto> {
      const organization = await deps.organizations.findOrganizationBySlug(deps.organizationSlug);
      if (!organization) throw new NotFoundError();
      return { name: organization.name, timeZone: organization.timeZone };
    },

    async list(query: PublicBookingsQuery): Promise<PublicBookingDto[]> {
      const organization = await deps.organizations.findOrganizationBySlug(deps.organizationSlug);
      // Without the configured organization there is nothing public (still validating the range).
      const window = windowOf(query, todayIn(organization?.timeZone ?? 'UTC'));
      if (!organization) return [];
      const records = await deps.bookings.list({
        organization: organization.id,
        departments: null,
        status: 'confirmed',
        ...window,
      });
      const performers = await performersOf(records);
      return records.map((record) => toPublicBookingDto(record, performers));
    },

    /**
     * One venue's feed: what its confirmed bookings are made of (the change counters its tag is read
     * from) and how to build the iCalendar text of them; a department of another organization is 404.
     */
    async departmentFeed(departmentId: number): Promise<VenueFeed> {
      const [organization, department] = await Promise.all([
        deps.organizations.findOrganizationBySlug(deps.organizationSlug),
        deps.organizations.findDepartment(departmentId),
      ]);
      if (!organization || !department || department.organizationId !== organization.id)
        throw new NotFoundError();
      const window = feedWindow(todayIn(organization.timeZone));
      const organizations = [organization.id];
      return {
        departmentId,
        // The window's months of the organization's bookings, the venue's and organization's names
        // and zone, and the performers named; the window moves daily, and the tag with it.
        dependencies: [
          { scope: 'bookings', organizations, dates: window },
          { scope: 'departments', organizations },
          { scope: 'organizations', organizations },
          { scope: 'performers', organizations: 'every' },
        ],
        async render() {
          const records = await deps.bookings.list({
            organization: organization.id,
            departments: [department.name],
            status: 'confirmed',
            ...window,
          });
          const [performers, sequences] = await Promise.all([
            performersOf(records),
            deps.sequences.sequencesOf(records.map((record) => record.id)),
          ]);
          return renderCalendar({
            name: `${department.name} - ${organization.name}`,
            host: deps.host,
            timeZone: organization.timeZone,
            events: feedEventsOf(records, performers, new Map([[organization.id, organization]]), sequences),
            delivery: { kind: 'subscription' },
          });
        },
      };
    },
  };
}

export type PublicScheduleService = ReturnType<typeof createPublicScheduleService>;
