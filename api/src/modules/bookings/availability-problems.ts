import {
  AVAILABILITY_MESSAGES,
  BOOKING_ERROR_MESSAGES,
  BOOKING_MESSAGES,
  closedDescription,
  unavailableDescription,
  type AvailabilityProblemDto,
  type BookedProblemDto,
  type ClosedProblemDto,
  type PerformerUnavailabilityDto,
  type UnavailableProblemDto,
  type VenueClosureDto,
  worksAcrossOrganizations,
} from '../../contract';
import type { Actor } from '../../platform/http';
import type { OverlapRow } from './performer-conflicts.repository';

/** Who reads the problems: the performers' names, and whether unavailability reasons may be shown. */
export interface ProblemReader {
  performerNames: ReadonlyMap<number, string>;
  /** Owners and super admins (the roles that manage performers) read why a performer is away. */
  mayReadReasons: boolean;
}

export function problemReaderOf(actor: Actor, performerNames: ReadonlyMap<number, string>): ProblemReader {
  return { performerNames, mayReadReasons: worksAcrossOrganizations(actor.role) };
}

/**
 * A performer booked at an overlapping time, as the writer may see it: a booking of the writer's
 * own organization is named; one of another organization is only 'booked elsewhere' (nothing
 * identifies that organization).
 */
export function bookedProblemOf(
  overlap: OverlapRow,
  organizationId: number | null,
  performerNames: ReadonlyMap<number, string>,
): BookedProblemDto {
  const sameOrganization = organizationId !== null && overlap.organizationId === organizationId;
  return {
    kind: 'booked',
    performerId: overlap.performerId,
    performerName: performerNames.get(overlap.performerId) ?? '',
    date: overlap.date,
    time: overlap.time,
    duration: overlap.duration,
    booking: sameOrganization
      ? { id: overlap.bookingId, title: overlap.title, department: overlap.department }
      : null,
    description: sameOrganization ? overlap.title : BOOKING_MESSAGES.bookedElsewhere,
  };
}

/** A performer's unavailable period overlapping the booking; its reason only where the reader may see it. */
export function unavailableProblemOf(
  period: PerformerUnavailabilityDto,
  reader: ProblemReader,
): UnavailableProblemDto {
  const reason = reader.mayReadReasons ? period.reason : null;
  return {
    kind: 'unavailable',
    performerId: period.performerId,
    performerName: reader.performerNames.get(period.performerId) ?? '',
    unavailability: { ...period, reason },
    description: unavailableDescription(reason),
  };
}

/** The venue, or its whole organization, closed during the booking. */
export function closedProblemOf(closure: VenueClosureDto): ClosedProblemDto {
  return { kind: 'closed', closure, description: closedDescription(closure.reason) };
}

const BLOCKED_MESSAGES: Readonly<Record<AvailabilityProblemDto['kind'], string>> = {
  booked: BOOKING_ERROR_MESSAGES.performerConflict,
  unavailable: AVAILABILITY_MESSAGES.performerUnavailable,
  closed: AVAILABILITY_MESSAGES.venueClosedAtThisTime,
};

/** The 409's message under 'block': the first problem's kind's. */
export function blockedMessageOf(problems: readonly AvailabilityProblemDto[]): string {
  return BLOCKED_MESSAGES[problems[0]?.kind ?? 'booked'];
}
