import {
  API_PATHS,
  type PerformerDto,
  type PerformerPageDto,
  type PerformerUnavailabilityDto,
} from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { ExpectedVersion, RequestClient } from '../../platform/http';
import type { AvailabilityFacade, TaggedPeriod } from '../availability';
import { performerIdsOf, type BookingCalendarReads, type BookingsOrganizationDirectory } from '../bookings';
import { pageReadWindow, performerPageGigs } from './performer-page-gigs';
import type { PerformerPageRepository, StoredPage } from './performer-page.repository';
import { PAGE_TOKEN_FORMAT, pageFeedTokenOf, pageTokenHashOf } from './performer-page-token';

export interface PerformerPageServiceDeps {
  pages: PerformerPageRepository;
  bookings: BookingCalendarReads;
  organizations: BookingsOrganizationDirectory;
  availability: AvailabilityFacade;
  /** The portal's public origin: the page's feed address is absolute. */
  origin: string;
}

/** A page token that names no page (malformed, unknown or replaced): 404, and counted per client. */
export class WrongPageTokenError extends NotFoundError {}

/**
 * A performer's own page, opened by its token alone: their upcoming gigs, their unavailable periods
 * (which they add and remove themselves) and their calendar feed. A token that is malformed, unknown
 * or replaced names no page: 404, the same answer each time.
 */
export function createPerformerPageService(deps: PerformerPageServiceDeps) {
  async function pageOf(token: string): Promise<{ performer: PerformerDto; stored: StoredPage }> {
    if (!PAGE_TOKEN_FORMAT.test(token)) throw new WrongPageTokenError();
    const stored = await deps.pages.find(pageTokenHashOf(token));
    // Deleted meanwhile: the row went with the performer, but a read may have raced the delete.
    const [performer] =
      stored === null ? [] : await deps.organizations.findPerformersByIds([stored.performerId]);
    if (!performer || !stored) throw new WrongPageTokenError();
    return { performer, stored };
  }

  async function performerOf(token: string): Promise<PerformerDto> {
    return (await pageOf(token)).performer;
  }

  /** The page's feed token; after a feed reset dropped its hash, the new generation's hash is stored. */
  async function feedTokenOf(token: string, stored: StoredPage): Promise<string> {
    const feedToken = pageFeedTokenOf(token, stored.feedGeneration);
    if (stored.feedTokenHash === null)
      await deps.pages.storeFeedHash(stored.performerId, stored.feedGeneration, pageTokenHashOf(feedToken));
    return feedToken;
  }

  return {
    async page(token: string, now: Date = new Date()): Promise<PerformerPageDto> {
      const { performer, stored } = await pageOf(token);
      const feedToken = await feedTokenOf(token, stored);
      const records = await deps.bookings.listBookings({
        organization: 'clients',
        departments: null,
        performerId: performer.id,
        ...pageReadWindow(now),
      });
      const organizationIds = new Set(records.flatMap((record) => record.organizationId ?? []));
      if (performer.organizationId !== null) organizationIds.add(performer.organizationId);
      const mateIds = performerIdsOf(records).filter((id) => id !== performer.id);
      const [organizations, mates, unavailability] = await Promise.all([
        deps.organizations.findOrganizationsByIds([...organizationIds]),
        mateIds.length === 0 ? Promise.resolve([]) : deps.organizations.findPerformersByIds(mateIds),
        deps.availability.periods.listCurrent(performer.id),
      ]);
      const byId = new Map(organizations.map((organization) => [organization.id, organization]));
      const provider = performer.organizationId === null ? undefined : byId.get(performer.organizationId);
      return {
        performer: { id: performer.id, name: performer.name, instruments: [...performer.instruments] },
        timeZone: provider?.timeZone ?? 'UTC',
        gigs: performerPageGigs(
          performer.id,
          records,
          { organizations: byId, performers: new Map(mates.map((mate) => [mate.id, mate])) },
          now,
        ),
        unavailability,
        feedUrl: `${deps.origin}${API_PATHS.performerFeed(feedToken)}`,
      };
    },

    /** The performer marks a period they cannot play (validated and audited by the availability module). */
    async addUnavailability(
      token: string,
      client: RequestClient,
      input: unknown,
    ): Promise<PerformerUnavailabilityDto> {
      const performer = await performerOf(token);
      return deps.availability.periods.add({ by: 'performer', client }, performer.id, input);
    },

    /** One of the performer's own periods with its ETag; anyone else's is 404. */
    async unavailability(token: string, periodId: number): Promise<TaggedPeriod> {
      const performer = await performerOf(token);
      const found = await deps.availability.periods.find(performer.id, periodId);
      if (!found) throw new NotFoundError();
      return found;
    },

    /**
     * The performer removes one of their own periods; anyone else's is 404. With If-Match (`expected`),
     * only the version they saw (else 412, nothing removed).
     */
    async removeUnavailability(
      token: string,
      client: RequestClient,
      periodId: number,
      expected: ExpectedVersion,
    ): Promise<void> {
      const performer = await performerOf(token);
      await deps.availability.periods.remove({ by: 'performer', client }, performer.id, periodId, expected);
    },
  };
}

export type PerformerPageService = ReturnType<typeof createPerformerPageService>;
