import type { Knex } from 'knex';
import type { AuditedResource } from '../bookings';

/**
 * The audit row that names a booking's latest change set, as the recorder writes them: a change set of
 * one booking keeps the booking's own row (resource 'booking', its id), a larger one has one row for
 * the change set (resource 'change_set', its id). A department's migration is named by the
 * department's delete alone, so it gives null: the booking's own older row would name someone else.
 */
export async function latestChangeAuditOf(
  db: Knex | Knex.Transaction,
  bookingId: number,
): Promise<AuditedResource | null> {
  const latest: { id: string | number; kind: string; itemCount: number } | undefined = await db(
    'booking_change_set_items as i',
  )
    .join('booking_change_sets as cs', 'cs.id', 'i.changeSetId')
    .where('i.bookingId', bookingId)
    .orderBy('cs.id', 'desc')
    .first('cs.id', 'cs.kind', 'cs.itemCount');
  if (latest === undefined || latest.kind === 'department_migration') return null;
  return latest.itemCount === 1
    ? { resource: 'booking', resourceId: bookingId }
    : { resource: 'change_set', resourceId: Number(latest.id) };
}
