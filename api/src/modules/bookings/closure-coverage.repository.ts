import type { Knex } from 'knex';
import type { ClosureCoverage, CoveredBookingRecord } from '../availability';

/*
 * A booking lasts at most a day, so one that overlaps the span starts no earlier than the day before
 * the span's first day: the date bounds let the (organization_id, date) index find the candidates.
 */
const BOOKINGS_DURING_SQL = `
  with covered as (
    select b.id, b.title, to_char(b.date, 'YYYY-MM-DD') as date, b.time, b.duration, b.department,
           b.status, count(*) over () as total
      from bookings b
     where b.organization_id = ?
       and (?::text is null or b.department = ?)
       and b.date between ?::date - 1 and ?::date
       and b.date + b.time::time < ?::date + ?::time
       and b.date + b.time::time + make_interval(mins => b.duration) > ?::date + ?::time
     order by b.date, b.time, b.id
     limit ?)
  select c.*,
         coalesce((select json_agg(bp.performer_id order by bp.position, bp.performer_id)
                     from booking_performers bp
                    where bp.booking_id = c.id), '[]'::json) as "performerIds"
    from covered c
   order by c.date, c.time, c.id`;

interface CoveredRow extends CoveredBookingRecord {
  total: string | number;
}

export function createClosureCoverage(knex: Knex): ClosureCoverage {
  return {
    async bookingsDuring(organizationId, department, span, limit) {
      const result: { rows: CoveredRow[] } = await knex.raw(BOOKINGS_DURING_SQL, [
        organizationId,
        department,
        department,
        span.startDate,
        span.endDate,
        span.endDate,
        span.endTime,
        span.startDate,
        span.startTime,
        limit,
      ]);
      // The window's count is taken before the limit: every covered booking, not only those answered.
      return { bookings: result.rows.map(recordOf), total: Number(result.rows[0]?.total ?? 0) };
    },
  };
}

function recordOf({ total: _total, ...record }: CoveredRow): CoveredBookingRecord {
  return record;
}
