import type { PerformerNoticeLog } from '../bookings';
import { noticeChangesOf } from './performer-notices';
import type { PerformerNoticeRepository } from './performer-notices.repository';

/**
 * This module's side of bookings' `PerformerNoticeLog` port: which performers a write is news to
 * (their view of the booking changed) is decided here, and recorded in the write's transaction.
 */
export function createPerformerNoticeLog(notices: PerformerNoticeRepository): PerformerNoticeLog {
  return {
    record: (trx, mode, outcomes) => notices.record(trx, noticeChangesOf(mode, outcomes)),
    recordVenueMove: (trx, venueBookings, move) => notices.recordVenueMove(trx, venueBookings, move),
  };
}
