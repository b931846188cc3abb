import type { BookingStatus, NotifyPerformers } from '../../contract';
import type { BookingRecord, BookingWriteOutcome, NoticeReason, PerformerRef } from '../bookings';

/**
 * A booking as a performer's notice keeps it: what a digest shows (date, venue, time, status, who
 * plays what), never its title or notes, which are the organization's own.
 */
export interface NoticeBooking {
  organizationId: number | null;
  department: string | null;
  date: string;
  time: string;
  duration: number;
  status: BookingStatus;
  performers: PerformerRef[];
  updatedAt: string;
}

/** One performer's change of one booking: null before a creation, null after a deletion or a drop. */
export interface PerformerNoticeChange {
  performerId: number;
  bookingId: number;
  reason: NoticeReason;
  before: NoticeBooking | null;
  after: NoticeBooking | null;
}

function noticeBookingOf(record: BookingRecord): NoticeBooking {
  return {
    organizationId: record.organizationId,
    department: record.department,
    date: record.date,
    time: record.time,
    duration: record.duration,
    status: record.status,
    performers: record.performers.map((ref) => ({
      performerId: ref.performerId,
      instrument: ref.instrument,
    })),
    updatedAt: record.updatedAt,
  };
}

/**
 * What one performer sees of a booking: where, when, the status, their own instruments and who else
 * plays. Two equal views are no news to them (a new title, notes or their mates' instruments).
 */
export function performerViewOf(booking: NoticeBooking | null, performerId: number): string {
  if (booking === null) return 'none';
  const own = booking.performers
    .filter((ref) => ref.performerId === performerId)
    .map((ref) => ref.instrument);
  const mates = [
    ...new Set(
      booking.performers.filter((ref) => ref.performerId !== performerId).map((ref) => ref.performerId),
    ),
  ].sort((left, right) => left - right);
  if (own.length === 0) return 'none';
  return JSON.stringify([
    booking.organizationId,
    booking.department,
    booking.date,
    booking.time,
    booking.duration,
    booking.status,
    own,
    mates,
  ]);
}

/** The performers a booking names, each once. */
function performerIdsOf(booking: BookingRecord | null): number[] {
  return booking === null ? [] : booking.performers.map((ref) => ref.performerId);
}

/**
 * The notices a write gives: one per performer the booking names before or after whose view of it
 * changed (absent mode: affected). A booking without performers on either side gives none (and costs
 * no statement).
 */
export function noticeChangesOf(
  mode: NotifyPerformers | undefined,
  outcomes: readonly BookingWriteOutcome[],
): PerformerNoticeChange[] {
  if (mode === 'none') return [];
  return outcomes.flatMap((outcome) => {
    const before = outcome.before === null ? null : noticeBookingOf(outcome.before);
    const after = outcome.after === null ? null : noticeBookingOf(outcome.after);
    const performerIds = new Set([...performerIdsOf(outcome.before), ...performerIdsOf(outcome.after)]);
    return [...performerIds].flatMap((performerId) =>
      performerViewOf(before, performerId) === performerViewOf(after, performerId)
        ? []
        : [{ performerId, bookingId: outcome.bookingId, reason: outcome.reason, before, after }],
    );
  });
}
