import type { Knex } from 'knex';
import type { NotifyPerformers } from '../../contract';
import type { BookingRecord } from './bookings.types';

/** Why a booking changed: a digest names a new, changed, copied or cancelled booking. */
export type NoticeReason = 'created' | 'updated' | 'duplicated' | 'deleted';

/** A booking write as the notices see it: the booking before and after (null where it did not exist). */
export interface BookingWriteOutcome {
  bookingId: number;
  reason: NoticeReason;
  before: BookingRecord | null;
  after: BookingRecord | null;
}

/** A venue's bookings about to move to another venue of their organization (a department's deletion). */
export interface VenueMove {
  organizationId: number;
  from: string;
  to: string;
}

/**
 * The port through which bookings' writes record what their performers are to hear (the
 * performer-schedule module implements it, app.ts wires it in): bookings must not import that
 * module, which reads bookings through this module's index. Each call is at most one statement of
 * the write's own transaction, so the change and its notices commit together or not at all.
 */
export interface PerformerNoticeLog {
  /** The notices the written bookings give (mode 'none': none; a booking without performers: none). */
  record(
    trx: Knex.Transaction,
    mode: NotifyPerformers | undefined,
    outcomes: readonly BookingWriteOutcome[],
  ): Promise<void>;
  /**
   * Each booking of the venue as news to the performers it names, recorded before the move;
   * `venueBookings` is this module's statement of those bookings (venueBookingsWithPerformersSql).
   */
  recordVenueMove(trx: Knex.Transaction, venueBookings: Knex.Raw, move: VenueMove): Promise<void>;
}
