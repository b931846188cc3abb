import { BOOKING_STATUSES } from '../../../contract';
import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  calendarDate,
  clockTime,
  closedObject,
  constant,
  count,
  id,
  isoTimestamp,
  minutes,
  nullable,
  oneOfValues,
  optionalId,
  optionalText,
  ref,
  text,
  timeZone,
  wallClockSpan,
} from './schema-parts';

/** The three problems of AvailabilityProblemDto (availability.dto.ts), each with the fields given. */
function availabilityProblem(extra: Record<string, JsonSchema>, description: string): JsonSchema {
  return {
    description,
    oneOf: [
      closedObject({
        kind: constant('booked'),
        performerId: id,
        performerName: text,
        date: calendarDate,
        time: clockTime,
        duration: minutes,
        booking: nullable(closedObject({ id, title: text, department: optionalText })),
        description: { type: 'string', description: "The booking's title, or 'booked elsewhere'." },
        ...extra,
      }),
      closedObject({
        kind: constant('unavailable'),
        performerId: id,
        performerName: text,
        unavailability: ref('PerformerUnavailability'),
        description: text,
        ...extra,
      }),
      closedObject({ kind: constant('closed'), closure: ref('VenueClosure'), description: text, ...extra }),
    ],
  };
}

const slotDates = arrayOf(calendarDate);

/** Who is free: unavailable periods, venue closures and the availability check (availability.dto.ts). */
export const AVAILABILITY_SCHEMAS = {
  AvailabilityProblem: availabilityProblem(
    {},
    "AvailabilityProblemDto: a performer booked ('booked'), unavailable ('unavailable'), or the venue closed ('closed').",
  ),
  /** DatedAvailabilityProblemDto: a problem on one of the asked dates (`slotDate`). */
  DatedAvailabilityProblem: availabilityProblem(
    { slotDate: calendarDate },
    'A problem on one of the asked dates (`slotDate`).',
  ),
  /** PerformerUnavailabilityDto (availability.dto.ts), in the provider's time zone. */
  PerformerUnavailability: closedObject(
    {
      ...wallClockSpan,
      id,
      performerId: id,
      reason: optionalText,
      timeZone,
      createdAt: isoTimestamp,
      version: { type: 'string', description: "The period's ETag: send it as If-Match to remove it." },
    },
    ['version'],
  ),
  /** VenueClosureDto (availability.dto.ts). */
  VenueClosure: closedObject({
    ...wallClockSpan,
    id,
    organizationId: id,
    departmentId: optionalId,
    department: optionalText,
    reason: text,
    timeZone: text,
    createdAt: isoTimestamp,
  }),
  /** ClosureCoverageDto (availability.dto.ts): the bookings a closure not yet added would cover. */
  ClosureCoverage: closedObject({
    bookings: arrayOf(
      closedObject({
        id,
        title: text,
        date: calendarDate,
        startTime: clockTime,
        endTime: clockTime,
        department: optionalText,
        status: oneOfValues(BOOKING_STATUSES),
        performers: arrayOf(text),
      }),
    ),
    total: count,
  }),
  /** AvailabilityDto (availability.dto.ts): every performer not named in `problems` is free. */
  Availability: closedObject({
    dates: slotDates,
    time: clockTime,
    duration: minutes,
    problems: arrayOf(ref('DatedAvailabilityProblem')),
  }),
  /** CompactAvailabilityDto (availability.dto.ts): each booking, period and closure once. */
  CompactAvailability: closedObject({
    shape: constant('compact'),
    dates: slotDates,
    time: clockTime,
    duration: minutes,
    places: arrayOf(
      closedObject({
        timeZone,
        where: nullable(closedObject({ organizationName: text, department: optionalText })),
      }),
    ),
    booked: arrayOf(
      closedObject({
        slotDates,
        performerIds: arrayOf(id),
        date: calendarDate,
        time: clockTime,
        duration: minutes,
        place: { type: 'integer', minimum: 0, description: 'Index into `places`.' },
        booking: nullable(closedObject({ id, title: text, department: optionalText })),
      }),
    ),
    unavailable: arrayOf(closedObject({ slotDates, unavailability: ref('PerformerUnavailability') })),
    closed: arrayOf(closedObject({ slotDates, closure: ref('VenueClosure') })),
  }),
} as const satisfies Record<string, JsonSchema>;
