import type { ChangeSetDto, ChangeSetItemDto } from '../contract';
import type { TestApp } from './test-app';
import { createChangeSetRepository } from '../modules/change-sets/change-sets.repository';

/** A stored change set with its items. */
export type StoredChangeSet = ChangeSetDto & { items: ChangeSetItemDto[] };

/** Every change set holding an item of one of the bookings, oldest first, with all its items. */
export async function changeSetsOfBookings(
  app: TestApp,
  bookingIds: readonly number[],
): Promise<StoredChangeSet[]> {
  const rows: { changeSetId: string | number }[] = await app
    .knex('booking_change_set_items')
    .distinct('changeSetId')
    .whereIn('bookingId', [...bookingIds])
    .orderBy('changeSetId');
  const repository = createChangeSetRepository(app.knex);
  const found = await Promise.all(rows.map((row) => repository.find(Number(row.changeSetId))));
  return found.flatMap((changeSet) => (changeSet ? [{ ...changeSet, items: changeSet.items ?? [] }] : []));
}

/** How many change sets and audit rows are stored: what a write that must leave nothing is checked against. */
export async function changeSetAndAuditCounts(
  app: TestApp,
): Promise<{ changeSets: number; auditRows: number }> {
  const count = async (table: string): Promise<number> => {
    const row: { count?: string | number } | undefined = await app.knex(table).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  };
  return { changeSets: await count('booking_change_sets'), auditRows: await count('audit_logs') };
}

/**
 * What every request writes, whatever it does: its timing and the request counts made of it
 * (performance_logs and request_*, written off the request path a second later, so an earlier
 * request's row may land at any time) and its session's last-seen time (refreshed once it is old
 * enough).
 */
const REQUEST_BOOKKEEPING = [
  'performance_logs',
  'request_endpoint_daily',
  'request_endpoint_hourly',
  'request_hourly',
  'sessions',
];

/**
 * A digest of every table of the public schema but the migrations' own and the requests'
 * bookkeeping: the md5 of all its rows as text, in order. Two equal digests mean not a row was
 * written, changed or removed in between.
 */
export async function tableDigests(app: TestApp): Promise<Record<string, string>> {
  const tables: { tableName: string }[] = await app
    .knex('information_schema.tables')
    .select('tableName')
    .where({ tableSchema: 'public', tableType: 'BASE TABLE' })
    .whereNot('tableName', 'like', 'knex_migrations%')
    .whereNotIn('tableName', REQUEST_BOOKKEEPING)
    .orderBy('tableName');
  const digests: Record<string, string> = {};
  for (const { tableName } of tables) {
    const { rows }: { rows: { digest: string | null }[] } = await app.knex.raw(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ?? as t`,
      [tableName],
    );
    digests[tableName] = rows[0]?.digest ?? '';
  }
  return digests;
}
