import type { Knex } from 'knex';
import type { BookingSnapshotDto, ChangeSetKind } from '../contract';
import type { TestApp } from './test-app';
import { snapshotOf } from '../modules/bookings/booking-snapshot';
import { createBookingRepository } from '../modules/bookings/bookings.repository';
import { createChangeSetRepository } from '../modules/change-sets/change-sets.repository';
import { auditActionOf } from '../modules/change-sets/change-set-recorder';
import { userIdOf } from './booking-fixtures';

/** The booking as a change set keeps it, read from the database; null when it is not there. */
export async function storedSnapshotOf(knex: Knex, bookingId: number): Promise<BookingSnapshotDto | null> {
  const record = await createBookingRepository(knex).findById(bookingId);
  return record === null ? null : snapshotOf(record);
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
