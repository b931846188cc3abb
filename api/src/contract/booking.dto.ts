import type { AvailabilityProblemDto } from './availability.dto';
import type { Ensemble } from './catalog';

export const BOOKING_STATUSES = ['pending', 'confirmed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One entry of a booking's performerData (docs/PRODUCT.md section 3): a performer and the instrument they play. */
export interface PerformerDataEntry {
  performerId: number;
  instrument: string;
  name?: string;
}

/** A performer of a booking, as the views read it. */
export interface BookingPerformerDto {
  performerId: number;
  name: string;
  instrument: string;
  /** All instruments the performer plays (for icons and the form's instrument pick). */
  instruments: string[];
  profilePicture: string | null;
}

/**
 * The fields of a booking a write sets, declared once: the booking as served, the change sets' snapshots and the
 * API's statements (its column list, the JSON it reads bookings back from) are made from this list.
 */
export interface BookingFieldsDto {
  title: string;
  /** yyyy-MM-dd, the venue's wall-clock date. */
  date: string;
  /** HH:mm (24 h), the venue's wall-clock start time. */
  time: string;
  /** Minutes, 15 to 1440. */
  duration: number;
  notes: string | null;
  department: string | null;
  ensemble: Ensemble | null;
  status: BookingStatus;
}

/** A booking as GET /api/bookings serves it. */
export interface BookingDto extends BookingFieldsDto {
  id: number;
  userId: number | null;
  organizationId: number | null;
  /** The spec's JSON text: a list of { performerId, instrument, name }; null when there are none. */
  performerData: string | null;
  /** The same performers, parsed (docs/PRODUCT.md section 3: 'Some views read bookings with startTime, endTime and performers'). */
  performers: BookingPerformerDto[];
  /** HH:mm, equal to time. */
  startTime: string;
  /** HH:mm, start plus duration (wraps past midnight). */
  endTime: string;
  createdAt: string;
  updatedAt: string;
  /**
   * The booking's version: its single read's ETag, as the list answers it too, so a write made from the
   * list's copy (a menu action, a drag) sends it as If-Match and is refused (412) when someone saved the
   * booking since. Absent only from an older API's answer (the write then goes without If-Match).
   */
  version?: string;
}

/** Per organization: what a write does when a performer is already booked at an overlapping time. */
export const CONFLICT_POLICIES = ['warn', 'block'] as const;
export type ConflictPolicy = (typeof CONFLICT_POLICIES)[number];

/**
 * A performer already booked at an overlapping time. A booking of another organization is described
 * only as 'booked elsewhere': `booking` is null and nothing names that organization.
 */
export interface PerformerConflictDto {
  performerId: number;
  performerName: string;
  date: string;
  time: string;
  duration: number;
  /** The conflicting booking when it belongs to the same organization as the write; otherwise null. */
  booking: { id: number; title: string; department: string | null } | null;
  /** The booking's title, or 'booked elsewhere'. */
  description: string;
}

/*
 * A write's `conflicts` list every availability problem (availability.dto.ts): a performer booked
 * elsewhere, a performer unavailable, or the venue closed, each with its `kind`. `kind` was added
 * to what used to list performer conflicts only, which are unchanged otherwise ('booked'). Every
 * entry has a `description`, and 'booked' and 'unavailable' ones a `performerName`, so an older
 * reader that shows performerName and description keeps working; a 'closed' entry names no
 * performer (such a reader shows its description only).
 */

/** Answer of POST /api/bookings and PATCH /api/bookings/{id}: the booking and any availability problems ('warn' policy). */
export interface BookingWriteDto extends BookingDto {
  conflicts: AvailabilityProblemDto[];
}

/** Answer of POST /api/bookings/{id}/duplicate. */
export interface BookingDuplicateDto {
  message: string;
  bookings: BookingDto[];
  conflicts: AvailabilityProblemDto[];
}

/** GET and PUT /api/booking-policies/{organizationId}. */
export interface BookingPolicyDto {
  organizationId: number;
  conflictPolicy: ConflictPolicy;
}

/** Query of GET /api/bookings and GET /api/bookings.csv (docs/ARCHITECTURE.md section 4). */
export interface BookingListQuery {
  /** yyyy-MM-dd, inclusive. */
  from?: string;
  /** yyyy-MM-dd, inclusive. */
  to?: string;
  organizationId?: number;
  /** One or more department names (repeat the parameter). */
  department?: string[];
  status?: BookingStatus;
}

/**
 * When a performer was last told of a booking (GET /api/performer-notices): the latest digest that
 * carried a change of it. The day view shows it per performer.
 */
export interface PerformerNoticeDto {
  bookingId: number;
  performerId: number;
  /** ISO 8601. */
  notifiedAt: string;
}
