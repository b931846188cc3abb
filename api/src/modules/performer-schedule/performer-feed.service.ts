import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { API_PATHS, type PerformerDto, type PerformerFeedLinkDto } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import {
  feedEventsOf,
  feedWindow,
  performerIdsOf,
  renderCalendar,
  todayIn,
  type BookingCalendarReads,
  type BookingsOrganizationDirectory,
} from '../bookings';
import type { TelemetryFacade } from '../telemetry';
import type { PerformerFeedRepository } from './performer-feed.repository';

export interface PerformerFeedServiceDeps {
  knex: Knex;
  tokens: PerformerFeedRepository;
  /** The bookings module's reads: a performer's bookings and their SEQUENCEs. */
  bookings: BookingCalendarReads;
  organizations: BookingsOrganizationDirectory;
  telemetry: TelemetryFacade;
  /** The portal's public origin: feed addresses are absolute. */
  origin: string;
  host: string;
}

/** 256 random bits, URL-safe: unguessable, and the address needs no escaping. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A performer's private calendar feed: every confirmed booking they play in, across
 * organizations, each in its organization's time zone. Only the owner makes or replaces its address,
 * always with a POST: asking whether one exists changes nothing.
 */
export function createPerformerFeedService(deps: PerformerFeedServiceDeps) {
  async function findPerformer(id: number): Promise<PerformerDto> {
    const [performer] = await deps.organizations.findPerformersByIds([id]);
    if (!performer) throw new NotFoundError();
    return performer;
  }

  function urlOf(token: string): string {
    return `${deps.origin}${API_PATHS.performerFeed(token)}`;
  }

  return {
    /** Whether the performer has a feed address; the address itself cannot be shown again. */
    async link(performerId: number): Promise<PerformerFeedLinkDto> {
      const performer = await findPerformer(performerId);
      return { exists: await deps.tokens.exists(performer.id), url: null };
    },

    /**
     * Makes the performer's first address or a new one; a replaced address, and the feed address their
     * page showed, answer 404 from now on (the page shows a new one).
     */
    async reset(context: WriteContext, performerId: number): Promise<PerformerFeedLinkDto> {
      const performer = await findPerformer(performerId);
      const token = newToken();
      await deps.knex.transaction(async (trx) => {
        const { created } = await deps.tokens.store(trx, performer.id, hashOf(token));
        await deps.tokens.revokePageFeed(trx, performer.id);
        // The token is a secret: it is never written to the audit log.
        await deps.telemetry.auditWrite(trx, context, {
          action: created ? 'performer_feed_created' : 'performer_feed_reset',
          resource: 'performer',
          resourceId: performer.id,
          organizationId: performer.organizationId,
          details: { performer: performer.name },
        });
      });
      return { exists: true, url: urlOf(token) };
    },

    /** The feed behind a token; an unknown or replaced token is 404. */
    async feed(token: string): Promise<string> {
      const performerId = await deps.tokens.findPerformerId(hashOf(token));
      if (performerId === null) throw new NotFoundError();
      const performer = await findPerformer(performerId);
      const records = await deps.bookings.listBookings({
        organization: 'clients',
        departments: null,
        status: 'confirmed',
        performerId,
        ...feedWindow(todayIn('UTC')),
      });
      const organizationIds = [
        ...new Set(
          records.flatMap((record) => (record.organizationId === null ? [] : [record.organizationId])),
        ),
      ];
      const ids = performerIdsOf(records);
      const [organizations, performers, sequences] = await Promise.all([
        deps.organizations.findOrganizationsByIds(organizationIds),
        ids.length === 0 ? Promise.resolve([]) : deps.organizations.findPerformersByIds(ids),
        deps.bookings.sequencesOf(records.map((record) => record.id)),
      ]);
      return renderCalendar({
        name: `${performer.name} - bookings`,
        host: deps.host,
        timeZone: organizations[0]?.timeZone ?? 'UTC',
        events: feedEventsOf(
          records,
          new Map(performers.map((entry) => [entry.id, entry])),
          new Map(organizations.map((organization) => [organization.id, organization])),
          sequences,
        ),
        delivery: { kind: 'subscription' },
      });
    },
  };
}

export type PerformerFeedService = ReturnType<typeof createPerformerFeedService>;
