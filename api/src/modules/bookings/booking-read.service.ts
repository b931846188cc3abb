import { BOOKING_ERROR_MESSAGES, type BookingDto, type BookingListQueryInput } from '../../contract';
import { ValidationError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import { performerIdsOf, toBookingDto } from './booking-dto';
import { readFilterOf } from './booking-scope';
import type { BookingRepository } from './bookings.repository';
import type { OrganizationDirectory } from './bookings.types';

export interface BookingReadServiceDeps {
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
}

/** The calendar's reads: what the actor may see, in two statements after the session lookup. */
export function createBookingReadService(deps: BookingReadServiceDeps) {
  return {
    async list(actor: Actor, query: BookingListQueryInput): Promise<BookingDto[]> {
      if (query.from !== undefined && query.to !== undefined && query.from > query.to)
        throw new ValidationError([{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }]);
      const filter = readFilterOf(actor, query);
      if (filter === null) return [];
      if (filter.departments !== null && filter.departments.length === 0) return [];
      const records = await deps.bookings.list(filter);
      const ids = performerIdsOf(records);
      const performers = ids.length === 0 ? [] : await deps.organizations.findPerformersByIds(ids);
      const byId = new Map(performers.map((performer) => [performer.id, performer]));
      return records.map((record) => toBookingDto(record, byId));
    },
  };
}

export type BookingReadService = ReturnType<typeof createBookingReadService>;
