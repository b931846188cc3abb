import type { Knex } from 'knex';
import type { PerformerDto } from '../../contract';
import type { BookingCalendarReads, BookingsOrganizationDirectory, CalendarOrganizer } from '../bookings';
import { queueMail } from '../mail';
import {
  composePerformerDigest,
  digestEntriesOf,
  type DigestDirectory,
  type DigestEntry,
  type FeedAddressState,
} from './performer-digest';
import type { PerformerFeedRepository } from './performer-feed.repository';
import type { NoticeBooking } from './performer-notices';
import type { PerformerNoticeRepository } from './performer-notices.repository';

export interface PerformerDigestServiceDeps {
  knex: Knex;
  notices: PerformerNoticeRepository;
  /** Bookings' iCalendar SEQUENCEs: the digest's file gives each UID the feeds' SEQUENCE. */
  sequences: Pick<BookingCalendarReads, 'sequencesOf'>;
  organizations: BookingsOrganizationDirectory;
  feedTokens: PerformerFeedRepository;
  /** A performer's digest goes out this long after their last change (PERFORMER_DIGEST_QUIET_MINUTES). */
  quietMinutes: number;
  /** The portal's host name: the .ics UIDs are the private feed's (booking-<id>@<host>). */
  host: string;
  /** The sender of the digests (MAIL_FROM), their calendar files' ORGANIZER. */
  organizer: CalendarOrganizer;
}

/** Performers digested per run; the rest wait for the next run, the longest waiting first. */
const PERFORMERS_PER_RUN = 200;

export interface PerformerDigestJob {
  /** Queues the digests due at `now` (default: the current time); answers how many were queued. */
  sendDue(now?: Date): Promise<number>;
}

function bookingsOf(entries: readonly DigestEntry[]): NoticeBooking[] {
  return entries.flatMap((entry) => [entry.before, entry.after].flatMap((booking) => booking ?? []));
}

/** Everything a digest names, read before its transaction (the embedded database is one connection). */
interface DigestLookups {
  directory: DigestDirectory;
  performer: PerformerDto | undefined;
  feedState: FeedAddressState;
}

function idsNamedBy(bookings: readonly NoticeBooking[]): {
  organizationIds: number[];
  performerIds: number[];
} {
  return {
    organizationIds: [...new Set(bookings.flatMap((booking) => booking.organizationId ?? []))],
    performerIds: [
      ...new Set(bookings.flatMap((booking) => booking.performers.map((ref) => ref.performerId))),
    ],
  };
}

/**
 * One digest per performer per quiet period. Each performer's is built in its own transaction that
 * claims their untold changes (FOR UPDATE SKIP LOCKED, so two replicas never build the same digest),
 * queues the mail (keyed by the digest's id) and marks the changes told, all or nothing.
 */
export function createPerformerDigestService(deps: PerformerDigestServiceDeps): PerformerDigestJob {
  async function lookupsFor(performerId: number, bookings: readonly NoticeBooking[]): Promise<DigestLookups> {
    const { organizationIds, performerIds } = idsNamedBy(bookings);
    const [organizations, performers, feedState] = await Promise.all([
      deps.organizations.findOrganizationsByIds(organizationIds),
      deps.organizations.findPerformersByIds([...new Set([performerId, ...performerIds])]),
      deps.feedTokens.addressState(performerId),
    ]);
    const byId = new Map(performers.map((entry) => [entry.id, entry]));
    return {
      directory: {
        organizations: new Map(organizations.map((organization) => [organization.id, organization])),
        performers: byId,
      },
      performer: byId.get(performerId),
      feedState,
    };
  }

  /** Whether the lookups name everything the claimed changes do (a change may have come in since). */
  function covers(lookups: DigestLookups, bookings: readonly NoticeBooking[]): boolean {
    const { organizationIds, performerIds } = idsNamedBy(bookings);
    return (
      organizationIds.every((id) => lookups.directory.organizations.has(id)) &&
      performerIds.every((id) => lookups.directory.performers.has(id))
    );
  }

  async function digestOf(performerId: number, cutoff: Date, now: Date): Promise<boolean> {
    const seen = await deps.notices.listPending(performerId);
    const lookups = await lookupsFor(performerId, bookingsOf(digestEntriesOf(performerId, seen)));
    return deps.knex.transaction(async (trx) => {
      const changes = await deps.notices.claimPending(trx, performerId);
      // Nothing left (another replica took it), or a change came in after the look-up: the quiet
      // period starts again from that change.
      if (changes.length === 0 || changes.some((change) => change.createdAt > cutoff)) return false;
      const changeIds = changes.map((change) => change.id);
      const entries = digestEntriesOf(performerId, changes);
      const { performer } = lookups;
      if (!performer?.email || !performer.sendBookingNotices || entries.length === 0) {
        await deps.notices.discard(trx, changeIds);
        return false;
      }
      // Changes claimed but not read before (they came in meanwhile): the next run tells them.
      if (!covers(lookups, bookingsOf(entries))) return false;
      // Read in the claiming transaction: at least the SEQUENCE each claimed change left behind, so
      // never below what an earlier digest or a feed gave the same UID.
      const sequences = await deps.sequences.sequencesOf(
        entries.map((entry) => entry.bookingId),
        trx,
      );
      const digest = composePerformerDigest(performer, entries, lookups.directory, lookups.feedState, {
        host: deps.host,
        sequences,
        createdAt: now,
        organizer: deps.organizer,
      });
      const digestId = await deps.notices.createDigest(trx, performerId, changeIds);
      await queueMail(trx, {
        idempotencyKey: `performer-digest-${digestId}`,
        kind: 'performer_digest',
        to: performer.email,
        subject: digest.subject,
        text: digest.text,
        html: digest.html,
        attachments: digest.attachments,
        organizationId: performer.organizationId,
      });
      return true;
    });
  }

  return {
    async sendDue(now = new Date()) {
      const cutoff = new Date(now.getTime() - deps.quietMinutes * 60_000);
      const due = await deps.notices.findDuePerformers(cutoff, PERFORMERS_PER_RUN);
      let queued = 0;
      for (const performerId of due) if (await digestOf(performerId, cutoff, now)) queued += 1;
      return queued;
    },
  };
}
