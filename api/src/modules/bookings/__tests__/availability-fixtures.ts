import type { TestApp } from '../../../test-support/test-app';

/** The provider's zone, which performers' periods are written in. */
const PROVIDER_ZONE_SQL = `(select time_zone from organizations where kind = 'provider' limit 1)`;

export interface StoredUnavailability {
  performerId: number;
  /** 'yyyy-MM-dd HH:mm' in the provider's zone. */
  from: string;
  to: string;
  reason?: string | null;
}

/** A performer's unavailable period written straight into the database (test set-up). */
export async function storeUnavailability(app: TestApp, period: StoredUnavailability): Promise<number> {
  const at = (wallClock: string) =>
    app.knex.raw(`?::timestamp at time zone ${PROVIDER_ZONE_SQL}`, [wallClock]);
  const [row]: { id: number }[] = await app
    .knex('performer_unavailability')
    .insert({
      performerId: period.performerId,
      startsAt: at(period.from),
      endsAt: at(period.to),
      reason: period.reason ?? null,
    })
    .returning('id');
  if (!row) throw new Error('unavailability not stored');
  return row.id;
}

/**
 * What a refused write must leave as it was: the bookings of a few days (with their performers)
 * and the number of audit rows, change sets and change-set items.
 */
export async function bookingsStateAround(app: TestApp, from: string, to: string): Promise<unknown> {
  const bookings: { id: number }[] = await app
    .knex('bookings')
    .select('*')
    .whereBetween('date', [from, to])
    .orderBy('id');
  const performers = await app
    .knex('booking_performers')
    .select('*')
    .whereIn(
      'bookingId',
      bookings.map((booking) => booking.id),
    )
    .orderBy(['bookingId', 'performerId']);
  const countOf = async (table: string) =>
    Number((await app.knex(table).count({ count: '*' }).first())?.count ?? 0);
  return {
    bookings,
    performers,
    auditRows: await countOf('audit_logs'),
    changeSets: await countOf('booking_change_sets'),
    changeSetItems: await countOf('booking_change_set_items'),
  };
}
