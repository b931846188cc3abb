import { BOOKING_STATUSES, CONFLICT_POLICIES, ENSEMBLE_SIZES } from '../../../contract';
import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  calendarDate,
  clockTime,
  closedObject,
  id,
  isoTimestamp,
  minutes,
  oneOfValues,
  optionalId,
  optionalText,
  ref,
  text,
} from './schema-parts';

/** BookingDto (booking.dto.ts), field by field: the write answers add to it. */
const bookingFields = {
  id,
  title: text,
  date: calendarDate,
  time: clockTime,
  duration: minutes,
  notes: optionalText,
  department: optionalText,
  ensemble: { enum: [...Object.keys(ENSEMBLE_SIZES), null] },
  status: oneOfValues(BOOKING_STATUSES),
  userId: optionalId,
  organizationId: optionalId,
  performerData: {
    type: ['string', 'null'],
    description: 'JSON text of [{ performerId, instrument, name }].',
  },
  performers: arrayOf(ref('BookingPerformer')),
  startTime: clockTime,
  endTime: clockTime,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  version: {
    type: 'string',
    description: "The booking's ETag: send it as If-Match to write from this copy.",
  },
} as const satisfies Record<string, JsonSchema>;

/** The calendar's bookings and the conflict policy (booking.dto.ts). */
export const BOOKING_SCHEMAS = {
  BookingPerformer: closedObject({
    performerId: id,
    name: text,
    instrument: text,
    instruments: arrayOf(text),
    profilePicture: optionalText,
  }),
  /** BookingDto (booking.dto.ts). */
  Booking: closedObject(bookingFields, ['version']),
  /** BookingWriteDto (booking.dto.ts): the booking written and its availability problems (warn policy). */
  BookingWrite: closedObject({ ...bookingFields, conflicts: arrayOf(ref('AvailabilityProblem')) }, [
    'version',
  ]),
  /** BookingDuplicateDto (booking.dto.ts). */
  BookingDuplicate: closedObject({
    message: text,
    bookings: arrayOf(ref('Booking')),
    conflicts: arrayOf(ref('AvailabilityProblem')),
  }),
  /** BookingPolicyDto (booking.dto.ts). */
  BookingPolicy: closedObject({ organizationId: id, conflictPolicy: oneOfValues(CONFLICT_POLICIES) }),
  /** PerformerNoticeDto (booking.dto.ts): when a performer was last told of a booking. */
  PerformerNotice: closedObject({ bookingId: id, performerId: id, notifiedAt: isoTimestamp }),
} as const satisfies Record<string, JsonSchema>;
