import type { Knex } from 'knex';
import type { DepartmentBookings } from '../org';
import { snapshotOf } from './booking-snapshot';
import type { BookingRepository } from './bookings.repository';
import type { BookingChangeRecorder } from './booking-change-recorder';
import type { PerformerNoticeLog } from './performer-notice-log';

/**
 * The bookings of one venue with their performers, as a venue move's notices are made of them: each
 * booking's columns, its performer entries (in the booking's order) and the performers it names.
 */
function venueBookingsWithPerformersSql(
  trx: Knex.Transaction,
  organizationId: number,
  department: string,
): Knex.Raw {
  return trx.raw(
    `select b.id, b.organization_id, b.date, b.time, b.duration, b.status, b.updated_at,
            json_agg(json_build_object('performerId', bp.performer_id, 'instrument', bp.instrument)
                     order by bp.position, bp.performer_id) as performers,
            array_agg(distinct bp.performer_id) as performer_ids
       from bookings b
       join booking_performers bp on bp.booking_id = b.id
      where b.organization_id = ? and b.department = ?
      group by b.id`,
    [organizationId, department],
  );
}

export interface DepartmentBookingsDeps {
  knex: Knex;
  bookings: BookingRepository;
  recorder: BookingChangeRecorder;
  /** Where a department's migration records the news to the moved bookings' performers. */
  notices: PerformerNoticeLog;
}

export function createDepartmentBookings({
  knex,
  bookings,
  recorder,
  notices,
}: DepartmentBookingsDeps): DepartmentBookings {
  const move: DepartmentBookings['moveDepartmentBookings'] = async (
    context,
    organizationId,
    from,
    to,
    trx,
  ) => {
    // A booking moved to another venue is news to each performer it names: recorded in the move's
    // transaction, before the move, in one statement (performers without an e-mail or with notices
    // off are left out there).
    await notices.recordVenueMove(trx, venueBookingsWithPerformersSql(trx, organizationId, from), {
      organizationId,
      from,
      to,
    });
    const moved: { id: number }[] = await trx('bookings')
      .update({ department: to, updatedAt: trx.fn.now() })
      .where({ organizationId, department: from })
      .returning('id');
    if (moved.length === 0) return { moved: 0, changeSetId: null };
    // Read back as moved (the update holds their rows): before, each was the same but for the venue.
    const movedBookings = await bookings.findManyForUpdate(
      trx,
      moved.map((row) => row.id),
    );
    const changeSet = await recorder.record(
      trx,
      context,
      { kind: 'department_migration' },
      movedBookings.map((booking) => ({
        bookingId: booking.id,
        before: snapshotOf({ ...booking, department: from }),
        after: snapshotOf(booking),
      })),
      false,
    );
    return { moved: moved.length, changeSetId: changeSet.id };
  };

  return {
    async countByDepartment(organizationId, name, trx) {
      const row: { count?: string | number } | undefined = await (trx ?? knex)('bookings')
        .count({ count: '*' })
        .where({ organizationId, department: name })
        .first();
      return Number(row?.count ?? 0);
    },

    async countPerDepartment(organizationId) {
      const rows: { department: string; count: string | number }[] = await knex('bookings')
        .select('department')
        .count({ count: '*' })
        .where({ organizationId })
        .whereNotNull('department')
        .groupBy('department');
      return new Map(rows.map((row) => [row.department, Number(row.count)]));
    },

    moveDepartmentBookings: move,

    async stampRenamedBookings(organizationId, name, trx) {
      await trx('bookings').update({ updatedAt: trx.fn.now() }).where({ organizationId, department: name });
    },
  };
}
