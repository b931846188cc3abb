import { BOOKING_ERROR_MESSAGES, type BookingDto, type BookingListQueryInput } from '../../contract';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import { bookingAsReadOf, EndTimes, performerIdsOf, toBookingDto } from './booking-dto';
import { bookingTagOf } from './booking-entity-tag';
import { readFilterOf } from './booking-scope';
import type { BookingListFilter, BookingRepository, StatementColumn } from './bookings.repository';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';
import type { BookingsExportStream } from './bookings-csv';

export interface BookingReadServiceDeps {
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
  /** How many bookings a streamed read fetches per statement. */
  batchSize?: number;
}

/** A batch is a few hundred KB of JSON: big enough that its statements cost little per booking. */
export const STREAMED_BATCH_SIZE = 1000;

/** The calendar's reads: what the actor may see, in two statements after the session lookup. */
export function createBookingReadService(deps: BookingReadServiceDeps) {
  const batchSize = deps.batchSize ?? STREAMED_BATCH_SIZE;

  /** The actor's filter for the query (null: nothing visible). */
  function filterOf(actor: Actor, query: BookingListQueryInput): BookingListFilter | null {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      throw new ValidationError([{ path: 'to', message: BOOKING_ERROR_MESSAGES.rangeInvalid }]);
    return readFilterOf(actor, query);
  }

  /** The filter when it can keep anything; null for no scope or an empty list of departments. */
  function nonEmpty(filter: BookingListFilter | null): BookingListFilter | null {
    if (filter === null || (filter.departments !== null && filter.departments.length === 0)) return null;
    return filter;
  }

  /** The records as DTOs, their performers' names and instruments read in one statement. */
  async function dtosOf(records: readonly BookingRecord[]): Promise<BookingDto[]> {
    const ids = performerIdsOf(records);
    const performers = ids.length === 0 ? [] : await deps.organizations.findPerformersByIds(ids);
    const byId = new Map(performers.map((performer) => [performer.id, performer]));
    const endTimes = new EndTimes();
    return records.map((record) => toBookingDto(record, byId, endTimes));
  }

  async function* batchesOf(filter: BookingListFilter | null): AsyncGenerator<BookingDto[], void, undefined> {
    const kept = nonEmpty(filter);
    if (kept === null) return;
    for await (const records of deps.bookings.batches(kept, batchSize)) yield await dtosOf(records);
  }

  /** Each batch's organizations' names, read once per organization over the whole export. */
  async function* withOrganizationNames(
    batches: AsyncIterable<BookingDto[]>,
    names: Map<number, string>,
  ): AsyncGenerator<BookingDto[], void, undefined> {
    for await (const bookings of batches) {
      const unseen = new Set<number>();
      for (const booking of bookings)
        if (booking.organizationId !== null && !names.has(booking.organizationId))
          unseen.add(booking.organizationId);
      if (unseen.size > 0)
        for (const organization of await deps.organizations.findOrganizationsByIds([...unseen]))
          names.set(organization.id, organization.name);
      yield bookings;
    }
  }

  /**
   * A range's bookings with one more column read in their own statement (see the repository's
   * listWith); the column undefined when no statement ran or no booking matched.
   */
  async function listWith(
    actor: Actor,
    query: BookingListQueryInput,
    column: StatementColumn | null,
  ): Promise<{ bookings: BookingDto[]; column: unknown }> {
    const filter = nonEmpty(filterOf(actor, query));
    if (filter === null) return { bookings: [], column: undefined };
    const read = await deps.bookings.listWith(filter, column);
    return { bookings: await dtosOf(read.records), column: read.column };
  }

  return {
    /**
     * One booking as the list would show it to the actor, with its entity tag: a booking the list
     * would not give them (another tenant's, another department's for a user) is 404 like a missing one.
     */
    async one(actor: Actor, id: number): Promise<{ booking: BookingDto; tag: string }> {
      const filter = nonEmpty(readFilterOf(actor, {}));
      const record = filter === null ? null : await deps.bookings.findMatching(filter, id);
      if (record === null) throw new NotFoundError();
      return { booking: await bookingAsReadOf(deps.organizations, record), tag: bookingTagOf(record) };
    },

    /** A range's bookings (the calendar's month read), whole. */
    async list(actor: Actor, query: BookingListQueryInput): Promise<BookingDto[]> {
      return (await listWith(actor, query, null)).bookings;
    },

    listWith,

    /**
     * The same bookings as `list`, a batch at a time, for reads with no bounded range: the query is
     * checked now, the batches are read as they are taken.
     */
    batches(actor: Actor, query: BookingListQueryInput): AsyncIterable<BookingDto[]> {
      return batchesOf(filterOf(actor, query));
    },

    /**
     * The CSV export: the same bookings as the list, a batch at a time, each organization's name for
     * its column, and what the file is named after (the filter as the actor's scope narrows it).
     */
    async export(actor: Actor, query: BookingListQueryInput): Promise<BookingsExportStream> {
      const filter = filterOf(actor, query);
      const organizationId = typeof filter?.organization === 'number' ? filter.organization : null;
      const scoped =
        organizationId === null ? null : await deps.organizations.findOrganizationSummary(organizationId);
      const organizationNames = new Map<number, string>();
      return {
        batches: withOrganizationNames(batchesOf(filter), organizationNames),
        organizationNames,
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
