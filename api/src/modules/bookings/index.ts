/**
 * Bookings: owns bookings, booking_performers, booking_policies and booking_calendar_sequences (each
 * booking's iCalendar SEQUENCE, kept by the bookings table's triggers). It provides its migrations, the
 * demo-data seed, the facade the org module uses when departments are renamed or deleted, the
 * calendar's routes (reads, CSV export, writes and duplicates under the availability rule, the
 * availability check, conflict policies), the public schedule and its venues' iCalendar feeds. What
 * performers see of their bookings (their page, feeds, digests and the notices behind them) is the
 * performer-schedule module's: it reads bookings through this index (`BookingCalendarReads`, the
 * calendar primitives below), and this module's writes record their notices through the
 * `PerformerNoticeLog` port that app.ts fills with that module's implementation.
 *
 * Change sets (preview, apply, undo, history) are the change-sets module's. Every write of this
 * module is recorded as a change set, the facade's department migration too, through the
 * `BookingChangeRecorder` port that app.ts fills with that module's recorder (built before this
 * module, from its own tables alone); that module plans and writes bookings through this index: the
 * repository, the availability rule and its item writes (`BookingChangeWrites`, from the router).
 *
 * Org needs this module's facade and this module's routes need org's: createBookingsModule gives the
 * facade at once and builds the router later, from the org facade (no module imports the other's
 * internals, and neither is constructed half-initialized).
 */
import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { AvailabilityFacade, ClosureCoverage } from '../availability';
import type { DepartmentBookings } from '../org';
import type { ChangeValidators } from '../change-counters';
import type { AccessControl } from '../../platform/http';
import type { TelemetryFacade } from '../telemetry';
import { createBookingDuplicateService } from './booking-duplicate.service';
import { createBookingPolicyRepository } from './booking-policy.repository';
import { registerBookingPolicyRoutes } from './booking-policy.routes';
import { createBookingPolicyService } from './booking-policy.service';
import { createBookingReadService } from './booking-read.service';
import { createBookingWriteService } from './booking-write.service';
import { createBookingRepository, type BookingRepository } from './bookings.repository';
import { registerBookingRoutes } from './bookings.routes';
import type { BookingChangeRecorder } from './booking-change-recorder';
import { createChangeSetItems, type ChangeSetItems } from './booking-item-writes';
import { createCalendarSequenceRepository } from './booking-calendar-sequences.repository';
import { createBookingCalendarReads, type BookingCalendarReads } from './booking-calendar-reads';
import { createBookingVisibility, type BookingVisibility } from './booking-visibility';
import { createClosureCoverage } from './closure-coverage.repository';
import type { OrganizationDirectory } from './bookings.types';
import { createDepartmentBookings } from './department-bookings.repository';
import { registerAvailabilityCheckRoutes } from './availability-check.routes';
import { createAvailabilityCheckService } from './availability-check.service';
import { createAvailabilityRule, type AvailabilityRule } from './availability-rule';
import { createPerformerConflictRepository } from './performer-conflicts.repository';
import type { PerformerNoticeLog } from './performer-notice-log';
import { createPublicAnswerCache } from './public-schedule.cache';
import { registerPublicScheduleRoutes } from './public-schedule.routes';
import { createPublicScheduleService } from './public-schedule.service';
import { createVenueFeedCache } from './venue-feed.cache';

export { seedBookingsDemoData } from './bookings.seed';
// What the change-sets module plans, writes and records bookings with: it reaches bookings only here.
export type {
  AuditedResource,
  BookingChangeRecorder,
  ChangeSetItemRecord,
  NamedClauses,
} from './booking-change-recorder';
export { blockedMessageOf, problemReaderOf } from './availability-problems';
// The one tag of a booking: a change set's preview and apply compare the same versions its writes do.
export { bookingTagOf } from './booking-entity-tag';
export type { AvailabilityRule } from './availability-rule';
export { planDuplicate } from './booking-duplicate.service';
export {
  recordedItemsOf,
  writeOutcomesOf,
  type ChangeSetItems,
  type ItemRun,
  type ItemRuns,
  type PlannedItem,
  type PlannedItems,
} from './booking-item-writes';
export { moveChangesOf, planMoveReader } from './booking-moves';
export { sameSnapshot, snapshotOf, storedSnapshotOf } from './booking-snapshot';
export { refuseVanishedDepartment } from './booking-write-checks';
export type { BookingRepository, RestoredBooking } from './bookings.repository';
export { BOOKING_WRITERS } from './bookings.routes';
export { planNewBooking } from './new-booking-plan';
export {
  findProblemsOfWritten,
  problemCountOf,
  problemDtosOf,
  type FoundProblems,
} from './written-booking-problems';
export type { OrganizationDirectory as BookingsOrganizationDirectory } from './bookings.types';
export type { BookingCalendarReads } from './booking-calendar-reads';
// Who may see which bookings, for what decides of a booking in hand (the change stream).
export { maySeeBookingsOf } from './booking-scope';
export type { BookingVisibility } from './booking-visibility';
export type { BookingRecord, PerformerRef } from './bookings.types';
export type {
  BookingWriteOutcome,
  NoticeReason,
  PerformerNoticeLog,
  VenueMove,
} from './performer-notice-log';
// The calendar primitives the performers' feeds and digests share with the venues' feeds: one UID,
// one SEQUENCE and one way of naming a booking in every calendar file.
export { bookingAsSeenBy, type BookingDirectory } from './booking-as-seen';
export { performerIdsOf } from './booking-dto';
export { feedEventsOf } from './booking-feed-events';
export {
  calendarOrganizerOf,
  renderCalendar,
  type CalendarOrganizer,
  type FeedEventStatus,
} from './calendar-feed';
export { publicReadLimit } from './public-schedule.routes';
export { feedWindow, todayIn, type DateWindow } from './public-schedule.window';

/** What other modules may ask the bookings module (each through a port of its own, which this satisfies). */
type BookingsFacade = DepartmentBookings & ClosureCoverage & BookingCalendarReads & BookingVisibility;

export interface BookingsModuleDeps {
  knex: Knex;
  telemetry: TelemetryFacade;
  /** Where writes record what performers are to hear (the performer-schedule module's, wired by app.ts). */
  notices: PerformerNoticeLog;
  /** Where writes record themselves as change sets (the change-sets module's recorder, wired by app.ts). */
  recorder: BookingChangeRecorder;
}

interface BookingsRouterDeps {
  access: AccessControl;
  /** The org module's facade: organizations, department names, performers. */
  organizations: OrganizationDirectory;
  /** Where the public schedule and its venues' feeds come from and are served. */
  publicSchedule: PublicScheduleSettings;
  /** The validators of the conditional reads (the changes module's facade). */
  changes: ChangeValidators;
  /** Performers' unavailable periods and venue closures overlapping a slot (the availability module's facade). */
  availability: AvailabilityFacade;
}

interface PublicScheduleSettings {
  /** Slug of the organization whose confirmed bookings are public (PUBLIC_ORGANIZATION_SLUG). */
  organizationSlug: string;
  /** The portal's public origin (PUBLIC_ORIGIN): feed addresses and event UIDs are made from it. */
  origin: string;
  /** Public reads allowed per minute per client address (PUBLIC_SCHEDULE_RATE_LIMIT); 0: no limit. */
  readsPerMinute: number;
}

/**
 * Bookings' writes under the availability rule, handed to the change-sets module: the rule its
 * router built (it needs the availability facade), so every write, a change set's too, gets one
 * verdict with one policy cache per transaction.
 */
export interface BookingChangeWrites {
  bookings: BookingRepository;
  availabilityRule: AvailabilityRule;
  items: ChangeSetItems;
  /** Called after a change set has committed (the public schedule's answers are then out of date). */
  onCommitted(): void;
}

interface BookingsRouting {
  router: GuardedRouter;
  changeSetWrites: BookingChangeWrites;
}

export interface BookingsModule {
  facade: BookingsFacade;
  createRouter(deps: BookingsRouterDeps): BookingsRouting;
}

export function createBookingsModule(deps: BookingsModuleDeps): BookingsModule {
  const { knex, telemetry, notices, recorder } = deps;
  const bookings = createBookingRepository(knex);
  const policies = createBookingPolicyRepository(knex);
  const conflicts = createPerformerConflictRepository();
  return {
    facade: {
      ...createDepartmentBookings({ knex, bookings, recorder, notices }),
      ...createClosureCoverage(knex),
      ...createBookingCalendarReads(knex, bookings),
      ...createBookingVisibility(knex),
    },
    createRouter({ access, organizations, publicSchedule, changes, availability }) {
      const availabilityRule = createAvailabilityRule({ conflicts, policies, availability });
      const { origin, organizationSlug } = publicSchedule;
      const host = new URL(origin).hostname;
      const sequences = createCalendarSequenceRepository(knex);
      const schedule = createPublicScheduleService({
        bookings,
        sequences,
        organizations,
        organizationSlug,
        host,
      });
      const publicAnswers = createPublicAnswerCache(schedule.list);
      const services = {
        knex,
        bookings,
        organizations,
        availabilityRule,
        telemetry,
        notices,
        recorder,
        items: createChangeSetItems({ bookings, availabilityRule, availability, organizations }),
        onCommitted: publicAnswers.clear,
      };
      const router = registerBookingRoutes(access.createRouter(), {
        reads: createBookingReadService({ bookings, organizations }),
        writes: createBookingWriteService(services),
        duplicates: createBookingDuplicateService(services),
        changes,
      });
      registerBookingPolicyRoutes(
        router,
        createBookingPolicyService({ knex, policies, organizations, telemetry }),
      );
      registerAvailabilityCheckRoutes(
        router,
        createAvailabilityCheckService({ knex, organizations, conflicts, availability }),
      );
      registerPublicScheduleRoutes(router, access, {
        schedule,
        answers: publicAnswers,
        venueFeeds: createVenueFeedCache(),
        changes,
        readsPerMinute: publicSchedule.readsPerMinute,
      });
      const { items, onCommitted } = services;
      return { router, changeSetWrites: { bookings, availabilityRule, items, onCommitted } };
    },
  };
}
