import { entityTagOf } from '../../platform/http';
import { BOOKING_FIELD_TYPES } from './bookings.repository';
import type { BookingFields, BookingRecord } from './bookings.types';

const FIELDS = Object.keys(BOOKING_FIELD_TYPES) as (keyof BookingFields)[];

/**
 * A booking's entity tag: the one digest its single read answers as ETag, its writes compare If-Match
 * with, and a stale write's 412 carries. It covers what the booking itself stores (every field of the
 * one list, its organization and author, who plays on what, when it was created and last saved), in a
 * fixed order, never what other rows lend its answer: a performer renamed or given a new picture leaves
 * every booking's tag as it was.
 */
export function bookingTagOf(booking: BookingRecord): string {
  return entityTagOf([
    booking.id,
    FIELDS.map((field) => booking[field]),
    booking.userId,
    booking.organizationId,
    booking.performers.map((ref) => [ref.performerId, ref.instrument]),
    booking.createdAt,
    booking.updatedAt,
  ]);
}
