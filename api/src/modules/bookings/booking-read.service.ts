import { BOOKING_ERROR_MESSAGES, type BookingDto, type BookingListQueryInput } from '../../contract';
import { ValidationError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import { performerIdsOf, toBookingDto } from './booking-dto';
import { readFilterOf } from './booking-scope';
import type { BookingListFilter, BookingRepository } from './bookings.repository';
import type { OrganizationDirectory } from './bookings.types';
import type { BookingsExport } from './bookings-csv';

export interface BookingReadServiceDeps {
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
}

/** The calendar's reads: what the actor may see, in two statements after the session lookup. */
export function createBookingReadService(deps: BookingReadServiceDeps) {
  /** The actor's filter for the query (null: nothing visible) and the bookings it keeps. */
  async function read(
    actor: Actor,
    query: BookingListQueryInput,
  ): Promise<{ filter: BookingListFilter | null; bookings: BookingDto[] }> {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      throw new ValidationError([{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }]);
    const filter = readFilterOf(actor, query);
    if (filter === null || (filter.departments !== null && filter.departments.length === 0))
      return { filter, bookings: [] };
    const records = await deps.bookings.list(filter);
    const ids = performerIdsOf(records);
    const performers = ids.length === 0 ? [] : await deps.organizations.findPerformersByIds(ids);
    const byId = new Map(performers.map((performer) => [performer.id, performer]));
    return { filter, bookings: records.map((record) => toBookingDto(record, byId)) };
  }

  return {
    async list(actor: Actor, query: BookingListQueryInput): Promise<BookingDto[]> {
      return (await read(actor, query)).bookings;
    },

    /**
     * The CSV export: the same bookings as the list, each organization's name for its column, and
     * what the file is named after (the filter as the actor's scope narrows it).
     */
    async export(actor: Actor, query: BookingListQueryInput): Promise<BookingsExport> {
      const { filter, bookings } = await read(actor, query);
      const organizationId = typeof filter?.organization === 'number' ? filter.organization : null;
      const ids = new Set(bookings.flatMap((booking) => booking.organizationId ?? []));
      const [organizations, scoped] = await Promise.all([
        ids.size === 0 ? [] : deps.organizations.findOrganizationsByIds([...ids]),
        organizationId === null ? null : deps.organizations.findOrganizationSummary(organizationId),
      ]);
      return {
        bookings,
        organizationNames: new Map(organizations.map((organization) => [organization.id, organization.name])),
        scope: {
          organizationSlug: scoped?.slug ?? null,
          departments: filter?.departments ?? query.department ?? null,
          status: filter?.status,
          from: query.from,
          to: query.to,
        },
      };
    },
  };
}

export type BookingReadService = ReturnType<typeof createBookingReadService>;
