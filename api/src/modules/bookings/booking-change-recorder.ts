import type { Knex } from 'knex';
import type { BookingSnapshotDto, ChangeSetDto, ChangeSetKind } from '../../contract';
import type { WriteContext } from '../../platform/http';

/** One booking of a change set about to be recorded: its values before and after the write. */
export interface ChangeSetItemRecord {
  bookingId: number;
  before: BookingSnapshotDto | null;
  after: BookingSnapshotDto | null;
}

/** An audit row's subject, as the stale-write answer looks up who saved it when. */
export interface AuditedResource {
  resource: string;
  resourceId: number;
}

/** WITH clauses by name, in the order a statement runs them. */
export type NamedClauses = readonly (readonly [string, Knex.Raw])[];

/**
 * The port through which bookings' writes record themselves as change sets, each with its one audit
 * row (the change-sets module implements it, app.ts wires it in): a single edit, a duplicate's
 * copies, a department's migration. Bookings must not import that module, which writes bookings
 * through this module's index.
 */
export interface BookingChangeRecorder {
  /** Records what the action did, in its transaction and in one statement (the change set, its items, its audit row). */
  record(
    trx: Knex.Transaction,
    context: WriteContext,
    change: { kind: ChangeSetKind; undoOf?: number },
    items: readonly ChangeSetItemRecord[],
    /** False when another audit row of the action names the change set (a department delete's). */
    audited?: boolean,
  ): Promise<ChangeSetDto>;

  /**
   * The WITH clauses that record the create of one booking as a change set of one item, with its
   * audit row, in the statement that inserts it (`bookingTable` the booking's WITH table): a create
   * without performers stays one statement, atomic without a transaction.
   */
  createdBooking(
    context: WriteContext,
    after: BookingSnapshotDto,
  ): (db: Knex | Knex.Transaction, bookingTable: string) => NamedClauses;

  /**
   * The audit row that names the booking's latest recorded change: the booking's own when it was the
   * one booking of its change set, else the change set's. Null when no change set touched it, or when
   * none of the change set's own audit rows names it (a department's migration is named by the delete).
   */
  latestChangeAuditOf(db: Knex | Knex.Transaction, bookingId: number): Promise<AuditedResource | null>;
}
