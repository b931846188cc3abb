import type { Knex } from 'knex';
import {
  UNDO_WINDOW_HOURS,
  UNDOABLE_CHANGE_SETS,
  type BookingSnapshotDto,
  type ChangeSetDto,
  type ChangeSetItemDto,
  type ChangeSetKind,
} from '../../contract';
import { isoTimestampSql } from '../../platform/db';
import type { ChangeSetItemRecord, NamedClauses } from '../bookings';
import { storedSnapshotOf } from '../bookings';

/** A change set about to be recorded: what kind of action, by whom, and (for an undo) what it undoes. */
export interface ChangeSetHeader {
  kind: ChangeSetKind;
  action: ChangeSetDto['action'];
  author: { userId: number | null; email: string | null };
  undoOf?: number;
}

/** A WITH clause another module writes beside a change set in its statement (its audit row). */
export type ChangeSetClause = (db: Knex | Knex.Transaction) => Knex.Raw;

/** The WITH table a change set's own statement writes it in: a clause beside it reads its id there. */
export const WRITTEN_CHANGE_SET = 'written';

/** Kinds the Undo list never offers: an undo (undo pops, it does not redo) and a department migration (the department is gone). */
export const KINDS_NOT_UNDONE: readonly ChangeSetKind[] = ['undo', 'department_migration'];

/** A booking's item beside its change set, as the History lists it. */
export interface BookingHistoryEntry extends ChangeSetDto {
  items: ChangeSetItemDto[];
}

interface ChangeSetRow {
  id: string | number;
  kind: ChangeSetKind;
  action: ChangeSetDto['action'];
  userId: number | null;
  email: string | null;
  itemCount: number;
  createdAt: string;
  undoOf: string | number | null;
  undoneBy: string | number | null;
}

interface ItemRow {
  changeSetId: string | number;
  bookingId: number;
  before: unknown;
  after: unknown;
}

const CHANGE_SET_COLUMNS = [
  'cs.id',
  'cs.kind',
  'cs.action',
  'cs.userId',
  'cs.email',
  'cs.itemCount',
  'cs.undoOf',
  'cs.undoneBy',
] as const;

function idOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

function toChangeSet(row: ChangeSetRow): ChangeSetDto {
  return {
    id: Number(row.id),
    kind: row.kind,
    action: row.action,
    itemCount: row.itemCount,
    userId: row.userId,
    email: row.email,
    createdAt: row.createdAt,
    undoneBy: idOrNull(row.undoneBy),
    undoOf: idOrNull(row.undoOf),
  };
}

function toItem(row: ItemRow): ChangeSetItemDto {
  return {
    bookingId: row.bookingId,
    before: storedSnapshotOf(row.before),
    after: storedSnapshotOf(row.after),
  };
}

/**
 * Change sets and their items (tables booking_change_sets and booking_change_set_items). A change set is
 * recorded in the transaction of the writes it describes, so it exists exactly when they committed.
 */
export function createChangeSetRepository(knex: Knex) {
  const selectChangeSets = (db: Knex | Knex.Transaction) =>
    db('booking_change_sets as cs').select(
      ...CHANGE_SET_COLUMNS,
      db.raw(`${isoTimestampSql('cs.created_at')} as created_at`),
    );

  async function itemsOf(db: Knex | Knex.Transaction, changeSetId: number): Promise<ChangeSetItemDto[]> {
    const rows: ItemRow[] = await db('booking_change_set_items')
      .select('changeSetId', 'bookingId', 'before', 'after')
      .where({ changeSetId })
      .orderBy('position');
    return rows.map(toItem);
  }

  return {
    /**
     * Records the change set and its items in one statement (the items as one JSON parameter, however
     * many there are), with `alongside` (its audit row) as one more WITH clause reading the change set
     * from WRITTEN_CHANGE_SET; for an undo, the same statement marks the undone change set. Returns it,
     * items left out.
     */
    async record(
      trx: Knex.Transaction,
      header: ChangeSetHeader,
      items: readonly ChangeSetItemRecord[],
      alongside?: ChangeSetClause,
    ): Promise<ChangeSetDto> {
      const itemsJson = JSON.stringify(
        items.map((item, position) => ({
          position,
          booking_id: item.bookingId,
          before: item.before,
          after: item.after,
        })),
      );
      const undoOf = header.undoOf ?? null;
      const { rows }: { rows: ChangeSetRow[] } = await trx.raw(
        `with written as (
           insert into booking_change_sets (kind, action, user_id, email, item_count, undo_of)
           values (?, ?, ?, ?, ?, ?)
           returning *
         ), items as (
           insert into booking_change_set_items (change_set_id, position, booking_id, before, after)
           select written.id, x.position, x.booking_id, x.before, x.after
             from written, jsonb_to_recordset(?::jsonb) as x(position int, booking_id int, before jsonb, after jsonb)
         ), undone as (
           update booking_change_sets set undone_by = written.id
             from written
            where booking_change_sets.id = ?::bigint
         )${alongside ? ', alongside as (?)' : ''}
         select id, kind, action, user_id as "userId", email, item_count as "itemCount",
                undo_of as "undoOf", undone_by as "undoneBy", ${isoTimestampSql('created_at')} as "createdAt"
           from written`,
        [
          header.kind,
          header.action,
          header.author.userId,
          header.author.email,
          items.length,
          undoOf,
          itemsJson,
          undoOf,
          ...(alongside ? [alongside(trx)] : []),
        ],
      );
      const [row] = rows;
      if (!row) throw new Error('the change set insert returned no row');
      return toChangeSet(row);
    },

    /**
     * The WITH clauses recording a change set of one booking created by the same statement: the
     * change set (in WRITTEN_CHANGE_SET) and its item, whose booking is the one row of `bookingTable`.
     * A create without performers is then one statement, atomic with no transaction.
     */
    createdBookingClauses(
      db: Knex | Knex.Transaction,
      header: ChangeSetHeader,
      after: BookingSnapshotDto,
      bookingTable: string,
    ): NamedClauses {
      return [
        [
          WRITTEN_CHANGE_SET,
          db.raw(
            // One change set per booking row: none when a guarded insert wrote no booking.
            `insert into booking_change_sets (kind, action, user_id, email, item_count)
             select ?::text, ?::text, ?::int, ?::text, 1 from ??
             returning id`,
            [header.kind, header.action, header.author.userId, header.author.email, bookingTable],
          ),
        ],
        [
          'written_item',
          db.raw(
            `insert into booking_change_set_items (change_set_id, position, booking_id, before, after)
             select ??.id, 0, ??.id, null, ?::jsonb from ??, ??`,
            [WRITTEN_CHANGE_SET, bookingTable, JSON.stringify(after), WRITTEN_CHANGE_SET, bookingTable],
          ),
        ],
      ];
    },

    /** The change set with its items, or null. */
    async find(id: number, db: Knex | Knex.Transaction = knex): Promise<ChangeSetDto | null> {
      const row: ChangeSetRow | undefined = await selectChangeSets(db).where('cs.id', id).first();
      if (!row) return null;
      return { ...toChangeSet(row), items: await itemsOf(db, id) };
    },

    /**
     * The change set with its items, its row locked until the transaction ends: two undos of one
     * change set run one after another, and the second finds it undone.
     */
    async findForUndo(trx: Knex.Transaction, id: number): Promise<ChangeSetDto | null> {
      const row: ChangeSetRow | undefined = await selectChangeSets(trx)
        .where('cs.id', id)
        .forUpdate('cs')
        .first();
      if (!row) return null;
      return { ...toChangeSet(row), items: await itemsOf(trx, id) };
    },

    /** The user's own change sets the Undo list offers: of the last 24 hours, not undone, newest first, at most 20. */
    async listUndoable(userId: number): Promise<ChangeSetDto[]> {
      const rows: ChangeSetRow[] = await selectChangeSets(knex)
        .where('cs.userId', userId)
        .whereRaw(`cs.created_at > now() - interval '${UNDO_WINDOW_HOURS} hours'`)
        .whereNull('cs.undoneBy')
        .whereNotIn('cs.kind', [...KINDS_NOT_UNDONE])
        .orderBy([
          { column: 'cs.created_at', order: 'desc' },
          { column: 'cs.id', order: 'desc' },
        ])
        .limit(UNDOABLE_CHANGE_SETS);
      return rows.map(toChangeSet);
    },

    /**
     * Each booking's values as its latest change set left them (or, for a delete, found them): how a
     * booking deleted since is still named.
     */
    async lastRecordedOf(bookingIds: readonly number[]): Promise<Map<number, BookingSnapshotDto>> {
      if (bookingIds.length === 0) return new Map();
      const rows: { bookingId: number; snapshot: unknown }[] = await knex('booking_change_set_items')
        .distinctOn('bookingId')
        .select('bookingId', knex.raw('coalesce(after, before) as snapshot'))
        .whereIn('bookingId', [...bookingIds])
        .orderBy([
          { column: 'bookingId', order: 'asc' },
          { column: 'changeSetId', order: 'desc' },
        ]);
      return new Map(
        rows.flatMap((row) => {
          const snapshot = storedSnapshotOf(row.snapshot);
          return snapshot === null ? [] : [[row.bookingId, snapshot] as const];
        }),
      );
    },

    /** Every change set that touched the booking, newest first, each with that booking's item only. */
    async historyOf(bookingId: number, limit: number): Promise<BookingHistoryEntry[]> {
      const rows: (ChangeSetRow & ItemRow)[] = await selectChangeSets(knex)
        .select('i.bookingId', 'i.before', 'i.after')
        .join('booking_change_set_items as i', 'i.changeSetId', 'cs.id')
        .where('i.bookingId', bookingId)
        .orderBy([
          { column: 'cs.id', order: 'desc' },
          { column: 'i.position', order: 'asc' },
        ])
        .limit(limit);
      return rows.map((row) => ({ ...toChangeSet(row), items: [toItem(row)] }));
    },
  };
}

export type ChangeSetRepository = ReturnType<typeof createChangeSetRepository>;
