/**
 * Availability: owns performer_unavailability and venue_closures, their rules and routes (a
 * performer's unavailable periods, managed by owners and super admins; an organization's closures,
 * managed by those who manage its departments). The bookings module asks it, inside each booking
 * write's transaction and for the availability check, which periods and closures overlap a slot,
 * and writes a performer's own periods through it from the performer's page.
 */
import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { ClosureCoverage } from './covered-bookings.port';
import type { AccessControl } from '../../platform/http';
import type { OrgFacade } from '../org';
import type { TelemetryFacade } from '../telemetry';
import {
  createAvailabilityProblemRepository,
  type AvailabilityProblemRepository,
} from './availability-problems.repository';
import { createAvailabilityRouter } from './availability.routes';
import { createPerformerPeriods, type PerformerPeriods } from './performer-periods.service';
import { createPerformerUnavailabilityRepository } from './performer-unavailability.repository';
import { createVenueClosureRepository } from './venue-closure.repository';
import { createVenueClosureCoverage } from './venue-closure-coverage.service';
import { createVenueClosureService } from './venue-closure.service';

export type { TaggedPeriod, UnavailabilityWriter } from './performer-periods.service';
export type { ClosureCoverage, CoveredBookingRecord } from './covered-bookings.port';
export { seedAvailabilityDemoData } from './availability.seed';

/** What other modules may ask the availability module. */
export interface AvailabilityFacade extends AvailabilityProblemRepository {
  periods: PerformerPeriods;
}

export interface AvailabilityModuleDeps {
  knex: Knex;
  telemetry: TelemetryFacade;
}

interface AvailabilityRouterDeps {
  access: AccessControl;
  /** Org's facade: the provider's performers, organizations and their departments. */
  organizations: OrgFacade;
  /** The bookings module's read of the bookings a closure would cover. */
  bookings: ClosureCoverage;
}

export interface AvailabilityModule {
  facade: AvailabilityFacade;
  /** The staff routes of periods and closures (made once org's facade exists). */
  createRouter(deps: AvailabilityRouterDeps): GuardedRouter;
}

export function createAvailabilityModule(deps: AvailabilityModuleDeps): AvailabilityModule {
  const periods = createPerformerPeriods({
    knex: deps.knex,
    telemetry: deps.telemetry,
    periods: createPerformerUnavailabilityRepository(deps.knex),
  });
  return {
    facade: { ...createAvailabilityProblemRepository(), periods },
    createRouter: ({ access, organizations, bookings }) =>
      createAvailabilityRouter({
        access,
        organizations,
        periods,
        closures: createVenueClosureService({
          knex: deps.knex,
          telemetry: deps.telemetry,
          closures: createVenueClosureRepository(deps.knex),
          organizations,
        }),
        coverage: createVenueClosureCoverage({ bookings, organizations }),
      }),
  };
}
