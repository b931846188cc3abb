import type { Knex } from 'knex';
import type { BookingStatus } from '../../contract';
import type { BookingFields, BookingRecord, PerformerRef } from './bookings.types';
import { isoTimestampSql, jsonListColumn, preparedStatementOfText } from '../../platform/db';
import { notProviderOrganizationCondition, type SqlCondition } from '../org';
import type { NamedClauses } from './booking-change-recorder';

/** Which bookings a read returns (the caller has already applied the actor's scope). */
export interface BookingListFilter {
  /** One organization, or 'clients': every organization except the provider. */
  organization: number | 'clients';
  /** Department names to keep; null keeps every department. */
  departments: readonly string[] | null;
  /** yyyy-MM-dd, inclusive. */
  from?: string;
  /** yyyy-MM-dd, inclusive. */
  to?: string;
  status?: BookingStatus;
  /** Only bookings this performer plays in (a performer's calendar feed). */
  performerId?: number;
}

/**
 * Each field's column (named as the field) with its SQL type: the statements below list and cast the fields from
 * this map, which must name every field of the one declaration and nothing else.
 */
export const BOOKING_FIELD_TYPES: Readonly<Record<keyof BookingFields, 'text' | 'date' | 'int'>> = {
  title: 'text',
  date: 'date',
  time: 'text',
  duration: 'int',
  notes: 'text',
  department: 'text',
  ensemble: 'text',
  status: 'text',
};
const BOOKING_FIELDS = Object.keys(BOOKING_FIELD_TYPES) as (keyof BookingFields)[];

/** The fields' columns of `table`, comma-separated, in BOOKING_FIELDS' order. */
const fieldColumnsOf = (table?: string): string =>
  BOOKING_FIELDS.map((field) => (table ? `${table}.${field}` : field)).join(', ');

function fieldsOf(row: BookingFields): BookingFields {
  return Object.fromEntries(BOOKING_FIELDS.map((field) => [field, row[field]])) as unknown as BookingFields;
}

interface BookingRow extends BookingFields {
  id: number;
  userId: number | null;
  organizationId: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  performers?: PerformerRef[] | string | null;
}

/** Reads give ISO text made by the database (isoTimestampSql); inserts and updates return a Date. */
function isoText(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}

function performersOf(value: BookingRow['performers']): PerformerRef[] {
  return jsonListColumn(value) as PerformerRef[];
}

function toRecord(row: BookingRow, performers: PerformerRef[] = performersOf(row.performers)): BookingRecord {
  return {
    id: row.id,
    ...fieldsOf(row),
    userId: row.userId,
    organizationId: row.organizationId,
    createdAt: isoText(row.createdAt),
    updatedAt: isoText(row.updatedAt),
    performers,
  };
}

/**
 * The booking's performers as one JSON list, in entry order: the read stays one statement
 * however many bookings it returns.
 */
const PERFORMERS_COLUMN = `coalesce((
    select json_agg(json_build_object('performerId', bp.performer_id, 'instrument', bp.instrument)
                    order by bp.position, bp.performer_id)
      from booking_performers bp
     where bp.booking_id = b.id), '[]'::json) as performers`;

const BOOKING_COLUMNS = [
  'b.id',
  ...BOOKING_FIELDS.map((field) => `b.${field}`),
  'b.userId',
  'b.organizationId',
];

/** A booking put back as a change set kept it: its old id, its values and its performers. */
export interface RestoredBooking extends BookingFields {
  id: number;
  userId: number | null;
  organizationId: number | null;
  performers: readonly PerformerRef[];
}

/**
 * A booking's stored columns as jsonb_to_recordset reads them from one JSON parameter: the bookings
 * themselves, keyed as in TypeScript (a key the list does not name, like performers, is ignored).
 */
const BOOKING_RECORDSET = `x(id int, ${BOOKING_FIELDS.map((field) => `${field} ${BOOKING_FIELD_TYPES[field]}`).join(', ')},
  "userId" int, "organizationId" int)`;

/** What a raw statement returns of a written booking (`table` its name there), named as the query builder names it. */
const writtenColumnsOf = (table: string): string =>
  `${table}.id, ${fieldColumnsOf(table)}, ${table}.user_id as "userId",
   ${table}.organization_id as "organizationId", ${table}.created_at as "createdAt",
   ${table}.updated_at as "updatedAt"`;

/** SQL another module gives for one more column of a read's statement (uncorrelated: computed once). */
export interface StatementColumn {
  sql: string;
  bindings: readonly (string | number[] | string[])[];
}

export function createBookingRepository(knex: Knex) {
  const selectBookings = (db: Knex | Knex.Transaction) =>
    db('bookings as b').select(
      ...BOOKING_COLUMNS,
      // ISO text from the database: parsing a Date per row to print it again was a tenth of a month's read.
      db.raw(`${isoTimestampSql('b.created_at')} as created_at`),
      db.raw(`${isoTimestampSql('b.updated_at')} as updated_at`),
      db.raw(PERFORMERS_COLUMN),
    );

  async function insertPerformers(
    trx: Knex | Knex.Transaction,
    bookingId: number,
    performers: readonly PerformerRef[],
  ): Promise<void> {
    if (performers.length === 0) return;
    await trx('booking_performers').insert(
      performers.map((performer, position) => ({ bookingId, position, ...performer })),
    );
  }

  /** Every booking's performers in one statement, each booking's in their order. */
  async function insertPerformersOfMany(
    trx: Knex.Transaction,
    bookings: readonly { id: number; performers: readonly PerformerRef[] }[],
  ): Promise<void> {
    const rows = bookings.flatMap((booking) =>
      booking.performers.map((performer, position) => ({
        bookingId: booking.id,
        position,
        performerId: performer.performerId,
        instrument: performer.instrument,
      })),
    );
    if (rows.length > 0) await trx('booking_performers').insert(rows);
  }

  /** The written rows as records, each with the performers it was written with. */
  function withPerformersOf(
    rows: readonly BookingRow[],
    bookings: readonly { id: number; performers: readonly PerformerRef[] }[],
  ): BookingRecord[] {
    const performersById = new Map(bookings.map((booking) => [booking.id, booking.performers]));
    return rows.map((row) => toRecord(row, [...(performersById.get(row.id) ?? [])]));
  }

  /** Narrows a statement over `bookings as b` to the filter's bookings. */
  function whereMatching(query: Knex.QueryBuilder, filter: BookingListFilter): Knex.QueryBuilder {
    if (filter.organization === 'clients')
      query.whereRaw(notProviderOrganizationCondition('b.organization_id'));
    else query.where('b.organizationId', filter.organization);
    if (filter.departments !== null) query.whereIn('b.department', [...filter.departments]);
    if (filter.from !== undefined) query.where('b.date', '>=', filter.from);
    if (filter.to !== undefined) query.where('b.date', '<=', filter.to);
    if (filter.status !== undefined) query.where('b.status', filter.status);
    if (filter.performerId !== undefined) {
      const performerId = filter.performerId;
      query.whereExists((played) =>
        played
          .select(knex.raw('1'))
          .from('booking_performers as played')
          .whereRaw('played.booking_id = b.id')
          .where('played.performerId', performerId),
      );
    }
    return query;
  }

  /**
   * Bookings matching the filter, by date and time, in one statement, with one more column computed
   * once for the statement (another module's SQL, e.g. the changes module's fingerprint): its value
   * comes back beside them, undefined when no booking matched (no row carried it).
   */
  async function listWith(
    filter: BookingListFilter,
    column: StatementColumn | null,
  ): Promise<{ records: BookingRecord[]; column: unknown }> {
    const query = selectBookings(knex).orderBy([
      { column: 'b.date' },
      { column: 'b.time' },
      { column: 'b.id' },
    ]);
    if (column !== null) query.select(knex.raw(`${column.sql} as statement_column`, [...column.bindings]));
    whereMatching(query, filter);
    // Prepared: planning was about a quarter of this statement's time for a month of 200 bookings.
    query.options(preparedStatementOfText('bookings.range', query.toSQL().sql));
    const rows: (BookingRow & { statementColumn?: unknown })[] = await query;
    return { records: rows.map((row) => toRecord(row)), column: rows[0]?.statementColumn };
  }

  return {
    /** Bookings matching the filter with their performers, by date and time, in one statement. */
    async list(filter: BookingListFilter): Promise<BookingRecord[]> {
      return (await listWith(filter, null)).records;
    },

    listWith,

    /**
     * Bookings matching the filter in the list's order, `size` at a time: each batch is one statement
     * that starts after the last booking of the one before (keyset on date, time and id), so no
     * statement reads more than a batch and none holds a connection or a transaction while the caller
     * writes the batch out. A booking moved across the read's position while it runs may be missed
     * or come twice; the answer never holds more than the filter matches at some point of the read.
     */
    async *batches(
      filter: BookingListFilter,
      size: number,
    ): AsyncGenerator<BookingRecord[], void, undefined> {
      let after: BookingRecord | undefined;
      for (;;) {
        const query = selectBookings(knex)
          .orderBy([{ column: 'b.date' }, { column: 'b.time' }, { column: 'b.id' }])
          .limit(size);
        whereMatching(query, filter);
        if (after !== undefined) {
          // The plain date bound lets the date indexes start at the position; the row bound is exact.
          query
            .where('b.date', '>=', after.date)
            .whereRaw('(b.date, b.time, b.id) > (?, ?, ?)', [after.date, after.time, after.id]);
        }
        const rows: BookingRow[] = await query;
        const records = rows.map((row) => toRecord(row));
        if (records.length > 0) yield records;
        if (records.length < size) return;
        after = records[records.length - 1];
      }
    },

    /** The ids of the bookings matching the filter, as a subquery for another statement. */
    idsMatching(filter: BookingListFilter): Knex.QueryBuilder {
      return whereMatching(knex('bookings as b').select('b.id'), filter);
    },

    async findById(id: number): Promise<BookingRecord | null> {
      const row: BookingRow | undefined = await selectBookings(knex).where('b.id', id).first();
      return row ? toRecord(row) : null;
    },

    /** The booking when the filter keeps it (the list's own narrowing), in one statement; null otherwise. */
    async findMatching(filter: BookingListFilter, id: number): Promise<BookingRecord | null> {
      const query = selectBookings(knex).where('b.id', id);
      const row: BookingRow | undefined = await whereMatching(query, filter).first();
      return row ? toRecord(row) : null;
    },

    /** The bookings among the ids, with their performers, in one statement (by id). */
    async findMany(ids: readonly number[]): Promise<BookingRecord[]> {
      if (ids.length === 0) return [];
      const rows: BookingRow[] = await selectBookings(knex)
        .whereIn('b.id', [...ids])
        .orderBy('b.id');
      return rows.map((row) => toRecord(row));
    },

    /** The booking, locked until the transaction ends, so concurrent edits of it run one after another. */
    async findForUpdate(trx: Knex.Transaction, id: number): Promise<BookingRecord | null> {
      const row: BookingRow | undefined = await selectBookings(trx).where('b.id', id).forUpdate('b').first();
      return row ? toRecord(row) : null;
    },

    /**
     * Inserts the booking with `alongside`'s WITH clauses (its change set and audit row, reading the
     * booking from the table named to them) in one statement: without performers that statement is
     * the whole write, atomic with no transaction around it. Performer rows, when there are any,
     * follow in the caller's transaction.
     */
    async insert(
      db: Knex | Knex.Transaction,
      booking: BookingFields & {
        userId: number;
        organizationId: number | null;
        performers: readonly PerformerRef[];
      },
      alongside: (db: Knex | Knex.Transaction, bookingTable: string) => NamedClauses = () => [],
    ): Promise<BookingRecord> {
      const { performers, ...columns } = booking;
      if (performers.length > 0 && !db.isTransaction)
        throw new Error('a booking with performers is written in a transaction');
      const statement = db.with('inserted', db('bookings').insert(columns).returning('*'));
      for (const [name, clause] of alongside(db, 'inserted')) statement.with(name, clause);
      const [row]: BookingRow[] = await statement.select('*').from('inserted');
      if (!row) throw new Error('the booking insert returned no row');
      await insertPerformers(db, row.id, performers);
      return toRecord(row, [...performers]);
    },

    /**
     * Inserts the booking without performers, with `alongside`'s WITH clauses, only when `guard`
     * holds and `blockers` has no row, all in one statement; null when nothing was written (the
     * clauses read the booking from the inserted rows, so they write nothing either).
     */
    async insertGuarded(
      db: Knex,
      booking: BookingFields & { userId: number; organizationId: number },
      alongside: (db: Knex, bookingTable: string) => NamedClauses,
      checks: { guard: SqlCondition; blockers: Knex.Raw },
    ): Promise<BookingRecord | null> {
      const statement = db.with('blockers', checks.blockers).with(
        'inserted',
        db.raw(
          `insert into bookings (${fieldColumnsOf()}, user_id, organization_id)
           select ${BOOKING_FIELDS.map((field) => `?::${BOOKING_FIELD_TYPES[field]}`).join(', ')}, ?::int, ?::int
            where not exists (select 1 from blockers) and ${checks.guard.sql}
           returning *`,
          [
            ...BOOKING_FIELDS.map((field) => booking[field]),
            booking.userId,
            booking.organizationId,
            ...checks.guard.bindings,
          ],
        ),
      );
      for (const [name, clause] of alongside(db, 'inserted')) statement.with(name, clause);
      statement.select(db.raw(writtenColumnsOf('inserted'))).from('inserted');
      // Prepared: planning it was over a third of the database's CPU per create (0.57 of 1.48 ms).
      statement.options(preparedStatementOfText('bookings.insert-guarded', statement.toSQL().sql));
      const [row]: BookingRow[] = await statement;
      return row ? toRecord(row, []) : null;
    },

    /** Sets the changed columns and, when given, replaces the performers; returns the stored booking. */
    async update(
      trx: Knex.Transaction,
      id: number,
      changes: Partial<BookingFields>,
      performers: readonly PerformerRef[] | undefined,
      current: readonly PerformerRef[],
    ): Promise<BookingRecord> {
      const [row]: BookingRow[] = await trx('bookings')
        .update({ ...changes, updatedAt: trx.fn.now() })
        .where({ id })
        .returning('*');
      if (!row) throw new Error(`booking ${id} vanished inside its own transaction`);
      if (performers === undefined) return toRecord(row, [...current]);
      await trx('booking_performers').delete().where({ bookingId: id });
      await insertPerformers(trx, id, performers);
      return toRecord(row, [...performers]);
    },

    /** booking_performers rows go with it (ON DELETE CASCADE). */
    async delete(trx: Knex.Transaction, id: number): Promise<void> {
      await trx('bookings').delete().where({ id });
    },

    /**
     * The bookings among the ids, each locked until the transaction ends, in one statement. Rows are
     * locked in id order, so two transactions locking overlapping sets never wait on each other in a cycle.
     */
    async findManyForUpdate(trx: Knex.Transaction, ids: readonly number[]): Promise<BookingRecord[]> {
      if (ids.length === 0) return [];
      const rows: BookingRow[] = await selectBookings(trx)
        .whereIn('b.id', [...ids])
        .orderBy('b.id')
        .forUpdate('b');
      return rows.map((row) => toRecord(row));
    },

    /**
     * Puts deleted bookings back under their old ids with their performers: one statement for the
     * bookings and one for all their performers, however many there are.
     */
    async restore(trx: Knex.Transaction, bookings: readonly RestoredBooking[]): Promise<BookingRecord[]> {
      if (bookings.length === 0) return [];
      const { rows }: { rows: BookingRow[] } = await trx.raw(
        `insert into bookings (id, ${fieldColumnsOf()}, user_id, organization_id)
         select id, ${fieldColumnsOf()}, "userId", "organizationId"
           from jsonb_to_recordset(?::jsonb) as ${BOOKING_RECORDSET}
         returning ${writtenColumnsOf('bookings')}`,
        [JSON.stringify(bookings)],
      );
      await insertPerformersOfMany(trx, bookings);
      return withPerformersOf(rows, bookings);
    },

    /**
     * Sets every column a change set keeps of each booking (its author stays) in one statement, and
     * replaces the performers of those whose performers change: one statement to drop theirs and one to
     * insert them all.
     */
    async replaceMany(
      trx: Knex.Transaction,
      bookings: readonly RestoredBooking[],
      performersChanged: readonly number[],
    ): Promise<BookingRecord[]> {
      if (bookings.length === 0) return [];
      const { rows }: { rows: BookingRow[] } = await trx.raw(
        `update bookings set ${BOOKING_FIELDS.map((field) => `${field} = x.${field}`).join(', ')},
                organization_id = x."organizationId", updated_at = now()
           from jsonb_to_recordset(?::jsonb) as ${BOOKING_RECORDSET}
          where bookings.id = x.id
         returning ${writtenColumnsOf('bookings')}`,
        [JSON.stringify(bookings)],
      );
      if (performersChanged.length > 0) {
        await trx('booking_performers')
          .delete()
          .whereIn('bookingId', [...performersChanged]);
        const changed = new Set(performersChanged);
        await insertPerformersOfMany(
          trx,
          bookings.filter((booking) => changed.has(booking.id)),
        );
      }
      return withPerformersOf(rows, bookings);
    },

    /** booking_performers rows go with them (ON DELETE CASCADE). */
    async deleteMany(trx: Knex.Transaction, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await trx('bookings')
        .delete()
        .whereIn('id', [...ids]);
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
