/**
 * Performer schedule: what performers see of their bookings. Owns performer_feed_tokens,
 * performer_page_tokens, performer_booking_changes and performer_digests. It gives a performer their
 * own page (opened by its link: their gigs, their unavailable periods through the availability
 * module, their feed's address) and the owner's routes that make and send its link, their private
 * calendar feeds, the notices bookings' writes record for them (GET /api/performer-notices: when each
 * was last told) and the booking digests those notices are mailed as.
 *
 * It sits above bookings: it reads bookings through bookings' index (`BookingCalendarReads`, the
 * calendar primitives, `bookingAsSeenBy`), and bookings never imports it. Bookings' writes record
 * their performers' changes in their own transaction through bookings' `PerformerNoticeLog` port,
 * which `notices` below implements and app.ts hands to createBookingsModule.
 *
 * Its migrations keep the names they were first recorded under (`20250601001000_bookings_performer_feeds`,
 * `20250601002220_bookings_performer_notices`, `20250601002510_bookings_performer_pages`,
 * `20250601002800_bookings_performer_page_feed_generation`): they were written while these tables were
 * bookings', and existing databases know them by those names in knex_migrations, so the files moved
 * here without a rename (the migration source collects every module's folder into one timeline).
 */
import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import {
  calendarOrganizerOf,
  type BookingCalendarReads,
  type BookingsOrganizationDirectory,
  type PerformerNoticeLog,
} from '../bookings';
import type { AccessControl } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import { createPerformerDigestService, type PerformerDigestJob } from './performer-digests.service';
import { createPerformerFeedRepository } from './performer-feed.repository';
import { registerPerformerFeedRoutes } from './performer-feed.routes';
import { createPerformerFeedService } from './performer-feed.service';
import { createPerformerNoticeLog } from './performer-notice-log';
import { createPerformerNoticeRepository } from './performer-notices.repository';
import { registerPerformerNoticeRoutes } from './performer-notices.routes';
import { registerPerformerPages } from './performer-page-routing';

export type { PerformerDigestJob } from './performer-digests.service';

export interface PerformerScheduleModuleDeps {
  knex: Knex;
  telemetry: TelemetryFacade;
}

interface PerformerScheduleRouterDeps {
  access: AccessControl;
  /** Bookings' facade: a performer's bookings, the visible ones' ids, their SEQUENCEs. */
  bookings: BookingCalendarReads;
  /** The org module's facade: performers, organizations and their zones. */
  organizations: BookingsOrganizationDirectory;
  /** The performer's own unavailable periods, written from their page (the availability module's facade). */
  availability: AvailabilityFacade;
  /** The portal's public origin (PUBLIC_ORIGIN): page links, feed addresses and event UIDs are made from it. */
  origin: string;
  /** Public reads allowed per minute per client address (PUBLIC_SCHEDULE_RATE_LIMIT), feeds included; 0: no limit. */
  publicReadsPerMinute: number;
  /** A performer's digest goes out this long after their last change (PERFORMER_DIGEST_QUIET_MINUTES). */
  digestQuietMinutes: number;
  /** The sender of the portal's mails (MAIL_FROM): the ORGANIZER of the digests' calendar files. */
  mailFrom: string;
}

interface PerformerScheduleRouting {
  router: GuardedRouter;
  /** Queues the performers' digests that are due (main.ts runs it on a timer, tests by hand). */
  performerDigests: PerformerDigestJob;
}

export interface PerformerScheduleModule {
  /** Bookings' `PerformerNoticeLog`: app.ts gives it to createBookingsModule. */
  notices: PerformerNoticeLog;
  /** The routes and the digest job, made once bookings' and org's facades exist. */
  createRouter(deps: PerformerScheduleRouterDeps): PerformerScheduleRouting;
}

export function createPerformerScheduleModule(deps: PerformerScheduleModuleDeps): PerformerScheduleModule {
  const { knex, telemetry } = deps;
  const notices = createPerformerNoticeRepository(knex);
  return {
    notices: createPerformerNoticeLog(notices),
    createRouter({
      access,
      bookings,
      organizations,
      availability,
      origin,
      publicReadsPerMinute,
      digestQuietMinutes,
      mailFrom,
    }) {
      const host = new URL(origin).hostname;
      const feedTokens = createPerformerFeedRepository(knex);
      const router = access.createRouter();
      registerPerformerNoticeRoutes(router, { bookings, notices });
      registerPerformerPages(router, {
        knex,
        access,
        bookings,
        organizations,
        telemetry,
        availability,
        origin,
      });
      registerPerformerFeedRoutes(router, {
        access,
        feeds: createPerformerFeedService({
          knex,
          tokens: feedTokens,
          bookings,
          organizations,
          telemetry,
          origin,
          host,
        }),
        readsPerMinute: publicReadsPerMinute,
      });
      return {
        router,
        performerDigests: createPerformerDigestService({
          knex,
          notices,
          sequences: bookings,
          organizations,
          feedTokens,
          quietMinutes: digestQuietMinutes,
          host,
          organizer: calendarOrganizerOf(mailFrom),
        }),
      };
    },
  };
}
