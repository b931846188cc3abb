/**
 * Bookings: owns bookings, booking_performers and booking_policies. It provides its migrations, the
 * demo-data seed, the facade the org module uses when departments are renamed or deleted, and the
 * calendar's routes (reads, CSV export, writes, duplicates, conflict policies).
 *
 * Org needs this module's facade and this module's routes need org's: createBookingsModule gives the
 * facade at once and builds the router later, from the org facade (no module imports the other's
 * internals, and neither is constructed half-initialized).
 */
import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { AccessControl } from '../identity';
import type { TelemetryFacade } from '../telemetry';
import { createBookingDuplicateService } from './booking-duplicate.service';
import { createBookingPolicyRepository } from './booking-policy.repository';
import { registerBookingPolicyRoutes } from './booking-policy.routes';
import { createBookingPolicyService } from './booking-policy.service';
import { createBookingReadService } from './booking-read.service';
import { createBookingWriteService } from './booking-write.service';
import { createBookingRepository } from './bookings.repository';
import { registerBookingRoutes } from './bookings.routes';
import type { OrganizationDirectory } from './bookings.types';
import { createDepartmentBookings, type DepartmentBookings } from './department-bookings.repository';
import { createConflictGuard } from './performer-conflicts';
import { createPerformerConflictRepository } from './performer-conflicts.repository';

export { seedBookingsDemoData } from './bookings.seed';
export type { DemoBookingInput } from './demo-bookings';
export type { DepartmentBookings } from './department-bookings.repository';
export type { OrganizationDirectory as BookingsOrganizationDirectory } from './bookings.types';

/** What other modules may ask the bookings module. */
export type BookingsFacade = DepartmentBookings;

export interface BookingsModuleDeps {
  knex: Knex;
  telemetry: TelemetryFacade;
}

export interface BookingsRouterDeps {
  access: AccessControl;
  /** The org module's facade: organizations, department names, performers. */
  organizations: OrganizationDirectory;
}

export interface BookingsModule {
  facade: BookingsFacade;
  createRouter(deps: BookingsRouterDeps): GuardedRouter;
}

export function createBookingsModule(deps: BookingsModuleDeps): BookingsModule {
  const { knex, telemetry } = deps;
  const bookings = createBookingRepository(knex);
  const policies = createBookingPolicyRepository(knex);
  const conflictGuard = createConflictGuard({ conflicts: createPerformerConflictRepository(), policies });
  return {
    facade: createDepartmentBookings(knex),
    createRouter({ access, organizations }) {
      const services = { knex, bookings, organizations, conflictGuard, telemetry };
      const router = registerBookingRoutes(access.createRouter(), {
        reads: createBookingReadService({ bookings, organizations }),
        writes: createBookingWriteService(services),
        duplicates: createBookingDuplicateService(services),
      });
      return registerBookingPolicyRoutes(
        router,
        createBookingPolicyService({ knex, policies, organizations, telemetry }),
      );
    },
  };
}
