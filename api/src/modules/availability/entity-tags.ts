import type { PerformerUnavailabilityDto, VenueClosureDto } from '../../contract';
import { entityTagOf } from '../../platform/http';
import type { StoredPeriod } from './performer-unavailability.repository';

/**
 * A closure's tag: its stored fields (its span is stored on the organization's wall clock), never its
 * department's current name or its organization's zone, which other writes change.
 */
export function closureTagOf(closure: VenueClosureDto): string {
  const { id, organizationId, departmentId, startDate, startTime, endDate, endTime, reason } = closure;
  return entityTagOf({ id, organizationId, departmentId, startDate, startTime, endDate, endTime, reason });
}

/**
 * An unavailable period's tag: its stored instants and reason, not the wall clock it is shown in (a
 * change of the provider's zone moves that without anyone writing the period).
 */
export function unavailabilityPeriodTagOf({ period, startsAt, endsAt }: StoredPeriod): string {
  const { id, performerId, reason } = period;
  return entityTagOf({ id, performerId, startsAt, endsAt, reason });
}

/** A period as the lists answer it: with its tag as `version`, what a removal made from the list sends as If-Match. */
export function versionedPeriodOf(stored: StoredPeriod): PerformerUnavailabilityDto {
  return { ...stored.period, version: unavailabilityPeriodTagOf(stored) };
}
