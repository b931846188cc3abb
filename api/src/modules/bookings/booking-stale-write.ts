import type { Knex } from 'knex';
import { NotFoundError, StaleWriteError } from '../../platform/errors';
import { isExpectedVersion, type ExpectedVersion } from '../../platform/http';
import { bookingAsReadOf } from './booking-dto';
import { bookingTagOf } from './booking-entity-tag';
import type { AuditedResource, BookingChangeRecorder } from './booking-change-recorder';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';

/**
 * A single write found its booking other than its writer saw it (or gone), inside its transaction:
 * thrown there so the transaction rolls back with nothing written, and turned into the 412 once it
 * has (the performers' names are another module's read, which must not wait for the transaction's
 * connection on a one-connection database).
 */
class StaleBooking extends Error {
  constructor(
    readonly current: BookingRecord | null,
    readonly lastChange: AuditedResource | null,
  ) {
    super('the booking changed since its writer read it');
    this.name = 'StaleBooking';
  }
}

/**
 * Compares the booking as the write's transaction locked it (null: gone, also when read before it) with the If-Match its writer
 * sent; nothing to compare without one. A booking gone since is stale only when a change set tells it
 * was there (its delete): an id that never was stays the 404 it always was.
 */
export async function assertAsExpected(
  db: Knex | Knex.Transaction,
  recorder: Pick<BookingChangeRecorder, 'latestChangeAuditOf'>,
  expected: ExpectedVersion,
  bookingId: number,
  current: BookingRecord | null,
): Promise<void> {
  if (expected === null) return;
  if (current !== null && isExpectedVersion(expected, bookingTagOf(current))) return;
  const lastChange = await recorder.latestChangeAuditOf(db, bookingId);
  if (current === null && lastChange === null) throw new NotFoundError();
  throw new StaleBooking(current, lastChange);
}

/**
 * For a single write's `.catch()` after its transaction: a stale booking becomes the 412 with the
 * booking as its readers see it now, its tag, and the audit row that says who saved it when. Any
 * other error passes through.
 */
export function refuseStaleBooking(directory: Pick<OrganizationDirectory, 'findPerformersByIds'>) {
  return async (error: unknown): Promise<never> => {
    if (!(error instanceof StaleBooking)) throw error;
    const { current, lastChange } = error;
    throw new StaleWriteError(
      current === null ? null : await bookingAsReadOf(directory, current),
      current === null ? null : bookingTagOf(current),
      lastChange ?? { changedBy: null, changedAt: null },
    );
  };
}
