import type { Knex } from 'knex';
import type { PerformerNoticeDto } from '../../contract';
import { isoTimestampSql, jsonColumn } from '../../platform/db';
import { takesBookingNoticesCondition } from '../org';
import type { NoticeReason, VenueMove } from '../bookings';
import type { NoticeBooking, PerformerNoticeChange } from './performer-notices';

/** A performer's change still to tell, as the digest job claims it. */
export interface PendingNoticeChange {
  id: number;
  bookingId: number;
  reason: NoticeReason;
  before: NoticeBooking | null;
  after: NoticeBooking | null;
  createdAt: Date;
}

interface PendingChangeRow {
  id: number | string;
  bookingId: number;
  reason: NoticeReason;
  before: unknown;
  after: unknown;
  createdAt: Date | string;
}

function noticeBookingOf(value: unknown): NoticeBooking | null {
  return (jsonColumn(value) as NoticeBooking | null) ?? null;
}

function pendingChangeOf(row: PendingChangeRow): PendingNoticeChange {
  return {
    id: Number(row.id),
    bookingId: row.bookingId,
    reason: row.reason,
    before: noticeBookingOf(row.before),
    after: noticeBookingOf(row.after),
    createdAt: new Date(row.createdAt),
  };
}

/** A moved booking as a performer's notice keeps it (NoticeBooking), under `department`. */
function venueMoveNoticeSql(department: string, updatedAt: string): string {
  return `jsonb_build_object(
    'organizationId', m.organization_id, 'department', ${department},
    'date', to_char(m.date, 'YYYY-MM-DD'), 'time', m.time, 'duration', m.duration, 'status', m.status,
    'performers', m.performers, 'updatedAt', ${updatedAt})`;
}

/** performer_booking_changes and performer_digests: what performers are still to hear, and what they heard. */
export function createPerformerNoticeRepository(knex: Knex) {
  return {
    /**
     * Records the changes in the write's transaction, in one statement; performers without an e-mail
     * or with notices off are left out by the statement itself (org's takesBookingNoticesCondition).
     */
    async record(trx: Knex.Transaction, changes: readonly PerformerNoticeChange[]): Promise<void> {
      if (changes.length === 0) return;
      const rows = changes.map((change) => ({
        performer_id: change.performerId,
        booking_id: change.bookingId,
        reason: change.reason,
        before: change.before,
        after: change.after,
      }));
      await trx.raw(
        `insert into performer_booking_changes (performer_id, booking_id, reason, before, after)
         select c.performer_id, c.booking_id, c.reason, c.before, c.after
           from json_to_recordset(?::json)
             as c(performer_id integer, booking_id integer, reason text, before jsonb, after jsonb)
          where ${takesBookingNoticesCondition('c.performer_id')}`,
        [JSON.stringify(rows)],
      );
    },

    /**
     * A venue's bookings moving to another venue as news to each performer they name, in one
     * statement before the move: `venueBookings` is bookings' statement of them (their columns, their
     * performer entries as JSON and the performers' ids), the notice's copy before under the old
     * venue, after under the new one.
     */
    async recordVenueMove(trx: Knex.Transaction, venueBookings: Knex.Raw, move: VenueMove): Promise<void> {
      await trx.raw(
        `with moved as (?)
         insert into performer_booking_changes (performer_id, booking_id, reason, before, after)
         select distinct named.performer_id, m.id, 'updated',
                ${venueMoveNoticeSql('?::text', isoTimestampSql('m.updated_at'))},
                ${venueMoveNoticeSql('?::text', isoTimestampSql('now()'))}
           from moved m
           cross join unnest(m.performer_ids) as named(performer_id)
          where ${takesBookingNoticesCondition('named.performer_id')}`,
        [venueBookings, move.from, move.to],
      );
    },

    /** Performers whose latest untold change is at or before the cutoff, the longest waiting first. */
    async findDuePerformers(cutoff: Date, limit: number): Promise<number[]> {
      const rows: { performerId: number }[] = await knex('performerBookingChanges')
        .select('performerId')
        .whereNull('digestId')
        .groupBy('performerId')
        .havingRaw('max(created_at) <= ?', [cutoff])
        .orderByRaw('min(created_at), performer_id')
        .limit(limit);
      return rows.map((row) => row.performerId);
    },

    /** The performer's untold changes as they stand (no lock: what the digest will need to name). */
    async listPending(performerId: number): Promise<PendingNoticeChange[]> {
      const rows: PendingChangeRow[] = await knex('performerBookingChanges')
        .select('id', 'bookingId', 'reason', 'before', 'after', 'createdAt')
        .where({ performerId })
        .whereNull('digestId')
        .orderBy('id');
      return rows.map(pendingChangeOf);
    },

    /**
     * The performer's untold changes, locked until the transaction ends; rows another replica holds
     * are skipped (it is building that digest), so the same change is never told twice.
     */
    async claimPending(trx: Knex.Transaction, performerId: number): Promise<PendingNoticeChange[]> {
      const rows: PendingChangeRow[] = await trx('performerBookingChanges')
        .select('id', 'bookingId', 'reason', 'before', 'after', 'createdAt')
        .where({ performerId })
        .whereNull('digestId')
        .orderBy('id')
        .forUpdate()
        .skipLocked();
      return rows.map(pendingChangeOf);
    },

    /** A new digest of the performer, owning the changes it tells; its id keys the mail. */
    async createDigest(
      trx: Knex.Transaction,
      performerId: number,
      changeIds: readonly number[],
    ): Promise<number> {
      const [row]: { id: number | string }[] = await trx('performerDigests')
        .insert({ performerId, changeCount: changeIds.length })
        .returning('id');
      if (!row) throw new Error('the digest insert returned no row');
      const digestId = Number(row.id);
      await trx('performerBookingChanges')
        .update({ digestId })
        .whereIn('id', [...changeIds]);
      return digestId;
    },

    /** Changes nobody will be told of (the performer lost the address or turned notices off). */
    async discard(trx: Knex.Transaction, changeIds: readonly number[]): Promise<void> {
      if (changeIds.length === 0) return;
      await trx('performerBookingChanges')
        .delete()
        .whereIn('id', [...changeIds]);
    },

    /** When each performer was last told of each of the bookings, in one statement. */
    async lastNotified(bookingIds: Knex.QueryBuilder): Promise<PerformerNoticeDto[]> {
      return knex('performerBookingChanges as c')
        .join('performerDigests as d', 'd.id', 'c.digestId')
        .select(
          'c.bookingId',
          'c.performerId',
          knex.raw(`${isoTimestampSql('max(d.created_at)')} as notified_at`),
        )
        .whereIn('c.bookingId', bookingIds)
        .groupBy('c.bookingId', 'c.performerId')
        .orderBy(['c.bookingId', 'c.performerId']);
    },
  };
}

export type PerformerNoticeRepository = ReturnType<typeof createPerformerNoticeRepository>;
