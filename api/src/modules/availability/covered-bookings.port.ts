import type { BookingStatus, WallClockSpan } from '../../contract';

// What availability needs of bookings to list the bookings a closure covers: declared here, by the module that
// asks, and implemented by bookings (app.ts hands its facade in), so availability never imports bookings.

/** A booking a closure's span covers, as bookings answers it (performers by id). */
export interface CoveredBookingRecord {
  id: number;
  title: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  duration: number;
  department: string | null;
  status: BookingStatus;
  performerIds: number[];
}

/** The first `limit` bookings a span covers (oldest first), and how many it covers in all. */
interface CoveredBookings {
  bookings: CoveredBookingRecord[];
  total: number;
}

export interface ClosureCoverage {
  /**
   * The organization's bookings that overlap the span on its wall clock (start before the span's end,
   * end after its start, as the booking writes' closure lookup decides), at the department `department`
   * names, or anywhere in the organization when it is null.
   */
  bookingsDuring(
    organizationId: number,
    department: string | null,
    span: WallClockSpan,
    limit: number,
  ): Promise<CoveredBookings>;
}
