import type { Knex } from 'knex';
import type { OverlapRow } from './performer-conflicts.repository';

/** Another booking holding a performer of a written booking at an overlapping time. */
export interface WrittenOverlapRow extends OverlapRow {
  /** The written booking it stands in the way of. */
  writtenId: number;
}

/**
 * The availability rule's overlap (performer-conflicts.repository's OVERLAPS_SQL: wall-clock
 * intervals, the day before to the day after, pending and confirmed alike) for many written bookings
 * at once: each written booking's performers on every other booking, the other written ones included.
 * An undo puts back up to a whole change set of bookings; one statement checks them all.
 */
const OVERLAPS_OF_WRITTEN_SQL = `
  select w.id as "writtenId", bp.performer_id as "performerId", b.id as "bookingId", b.title,
         b.department, b.organization_id as "organizationId", b.date, b.time, b.duration
    from bookings w
    join (select distinct booking_id, performer_id from booking_performers) wp on wp.booking_id = w.id
    join booking_performers bp on bp.performer_id = wp.performer_id and bp.booking_id <> w.id
    join bookings b on b.id = bp.booking_id
   where w.id = any(?::int[])
     and b.date between w.date - 1 and w.date + 1
     and b.date + b.time::time < w.date + w.time::time + make_interval(mins => w.duration)
     and w.date + w.time::time < b.date + b.time::time + make_interval(mins => b.duration)
   order by w.id, b.date, b.time, b.id, bp.performer_id`;

/** Overlaps of the written bookings (already written in `db`'s transaction), by written booking. */
export async function overlapsOfWritten(
  db: Knex,
  writtenIds: readonly number[],
): Promise<Map<number, OverlapRow[]>> {
  const byWritten = new Map<number, OverlapRow[]>();
  if (writtenIds.length === 0) return byWritten;
  const { rows }: { rows: WrittenOverlapRow[] } = await db.raw(OVERLAPS_OF_WRITTEN_SQL, [[...writtenIds]]);
  for (const { writtenId, ...overlap } of rows)
    byWritten.set(writtenId, [...(byWritten.get(writtenId) ?? []), overlap]);
  return byWritten;
}
