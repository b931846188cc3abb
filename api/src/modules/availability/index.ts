/**
 * Availability: owns performer_unavailability and venue_closures, their rules and routes (a
 * performer's unavailable periods, managed by owners and super admins; an organization's closures,
 * managed by those who manage its departments). The bookings module asks it, inside each booking
 * write's transaction and for the availability check, which periods and closures overlap a slot.
 */
import {
  createAvailabilityProblemRepository,
  type AvailabilityProblemRepository,
} from './availability-problems.repository';

export type {
  AvailabilityProblemRepository,
  DatedClosure,
  DatedUnavailability,
  SlotDates,
} from './availability-problems.repository';

/** What other modules may ask the availability module. */
export type AvailabilityFacade = AvailabilityProblemRepository;

export interface AvailabilityModule {
  facade: AvailabilityFacade;
}

export function createAvailabilityModule(): AvailabilityModule {
  return { facade: createAvailabilityProblemRepository() };
}
