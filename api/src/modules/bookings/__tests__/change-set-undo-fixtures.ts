import type { Knex } from 'knex';
import type { BookingSnapshotDto, ChangeSetKind } from '../../../contract';
import type { TestApp } from '../../../test-support/test-app';
import { snapshotOf } from '../booking-snapshot';
import { createChangeSetRepository } from '../change-sets.repository';
import { auditActionOf } from '../change-set-recorder';
import { userIdOf } from './booking-fixtures';

interface StoredRow {
  id: number;
  title: string;
  date: string;
  time: string;
  duration: number;
  notes: string | null;
  department: string | null;
  ensemble: BookingSnapshotDto['ensemble'];
  status: BookingSnapshotDto['status'];
  organizationId: number | null;
}

/** The booking as a change set keeps it, read from the database; null when it is not there. */
export async function storedSnapshotOf(knex: Knex, bookingId: number): Promise<BookingSnapshotDto | null> {
  const row: StoredRow | undefined = await knex('bookings')
    .first(
      'id',
      'title',
      'date',
      'time',
      'duration',
      'notes',
      'department',
      'ensemble',
      'status',
      'organizationId',
    )
    .where({ id: bookingId });
  if (!row) return null;
  const performers: { performerId: number; instrument: string }[] = await knex('booking_performers')
    .select('performerId', 'instrument')
    .where({ bookingId })
    .orderBy(['position', 'performerId']);
  return snapshotOf({ ...row, performers });
}

/** Every booking's snapshot, by id. */
export async function snapshotsOf(
  knex: Knex,
  bookingIds: readonly number[],
): Promise<(BookingSnapshotDto | null)[]> {
  const snapshots: (BookingSnapshotDto | null)[] = [];
  for (const id of bookingIds) snapshots.push(await storedSnapshotOf(knex, id));
  return snapshots;
}

/**
 * Records a change set of `email`'s as the action's own write would have: the bookings' snapshots
 * before and after `act`, written straight into the change set tables.
 */
export async function recordedAround(
  app: TestApp,
  email: string,
  kind: ChangeSetKind,
  bookingIds: readonly number[] | (() => Promise<readonly number[]>),
  act: () => Promise<readonly number[] | void>,
): Promise<number> {
  const idsBefore = typeof bookingIds === 'function' ? await bookingIds() : bookingIds;
  const before = await snapshotsOf(app.knex, idsBefore);
  const created = (await act()) ?? [];
  const ids = [...idsBefore, ...created];
  const after = await snapshotsOf(app.knex, ids);
  const items = ids.map((bookingId, position) => ({
    bookingId,
    before: before[position] ?? null,
    after: after[position] ?? null,
  }));
  return recordChangeSet(app, email, kind, items);
}

/** A change set written straight into the tables, authored by `email`. */
export async function recordChangeSet(
  app: TestApp,
  email: string,
  kind: ChangeSetKind,
  items: readonly {
    bookingId: number;
    before: BookingSnapshotDto | null;
    after: BookingSnapshotDto | null;
  }[],
): Promise<number> {
  const repository = createChangeSetRepository(app.knex);
  const userId = await userIdOf(app, email);
  const recorded = await app.knex.transaction((trx) =>
    repository.record(trx, { kind, action: auditActionOf(items), author: { userId, email } }, items),
  );
  return recorded.id;
}

/** Sets the change set's creation time back, as if it had been recorded that many hours ago. */
export async function ageChangeSet(knex: Knex, id: number, hours: number): Promise<void> {
  await knex('booking_change_sets')
    .update({ createdAt: knex.raw(`now() - make_interval(hours => ?)`, [hours]) })
    .where({ id });
}

/** Change sets and items stored: a refused undo adds none. */
export async function changeSetCount(knex: Knex): Promise<number> {
  const row: { count?: string | number } | undefined = await knex('booking_change_sets')
    .count({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
