import type { Knex } from 'knex';
import type { VenueClosureDto, WallClockSpan } from '../../contract';
import { organizationTimeZoneSql } from '../org';
import { CLOSURE_COLUMNS_SQL } from './availability-problems.repository';

/** Names this module's advisory locks on an organization's closures (pg_advisory_xact_lock(int, int)): 'AC'. */
const CLOSURE_LOCK_CLASS = 0x4143;

/** A written or removed closure (`c`) read back as its DTO, with its department's current name. */
const CLOSURE_RESULT_SQL = (source: string) => `
  select ${CLOSURE_COLUMNS_SQL}
    from ${source} c`;

/** Now on the wall clock of the closure's (`c`) organization: closures are stored in it. */
const ORGANIZATION_NOW_SQL = `(now() at time zone ${organizationTimeZoneSql('c.organization_id')})`;

const INSERT_SQL = `
  with inserted as (
    insert into venue_closures (organization_id, department_id, starts_at, ends_at, reason)
    values (?, ?, ?::date + ?::time, ?::date + ?::time, ?)
    returning *)
  ${CLOSURE_RESULT_SQL('inserted')}`;

const DELETE_SQL = `
  with deleted as (
    delete from venue_closures where id = ? and organization_id = ? returning *)
  ${CLOSURE_RESULT_SQL('deleted')}`;

/** One of the organization's closures; `for update of c` when a write is to compare it with what its writer saw. */
const CLOSURE_SQL = (lock: string) => `
  ${CLOSURE_RESULT_SQL('venue_closures')}
   where c.id = ? and c.organization_id = ?
  ${lock}`;

/**
 * The organization's closures that have not ended by the start of `from` (default: today in the
 * organization's zone) and start before the end of `to` (when given), ordered by start.
 */
const LIST_SQL = `
  ${CLOSURE_RESULT_SQL('venue_closures')}
   where c.organization_id = ?
     and c.ends_at > coalesce(?::date, ${ORGANIZATION_NOW_SQL}::date)
     and (?::date is null or c.starts_at < ?::date + 1)
   order by c.starts_at, c.id`;

export function createVenueClosureRepository(knex: Knex) {
  return {
    async list(organizationId: number, from: string | null, to: string | null): Promise<VenueClosureDto[]> {
      const result: { rows: VenueClosureDto[] } = await knex.raw(LIST_SQL, [organizationId, from, to, to]);
      return result.rows;
    },

    /** The closure when it is the organization's; null when it is not (or does not exist). */
    async find(organizationId: number, closureId: number): Promise<VenueClosureDto | null> {
      const result: { rows: VenueClosureDto[] } = await knex.raw(CLOSURE_SQL(''), [
        closureId,
        organizationId,
      ]);
      return result.rows[0] ?? null;
    },

    /** As find, locked until the transaction ends: no other write comes between a comparison and its write. */
    async lockOne(
      trx: Knex.Transaction,
      organizationId: number,
      closureId: number,
    ): Promise<VenueClosureDto | null> {
      const result: { rows: VenueClosureDto[] } = await trx.raw(CLOSURE_SQL('for update of c'), [
        closureId,
        organizationId,
      ]);
      return result.rows[0] ?? null;
    },

    /**
     * Serializes the writes of one organization's closures until the transaction ends, so the count
     * of upcoming closures a write checks cannot be overtaken by another write.
     */
    async lockOrganization(trx: Knex.Transaction, organizationId: number): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [CLOSURE_LOCK_CLASS, organizationId]);
    },

    /** How many of the organization's closures have not ended, on its own wall clock. */
    async countUpcoming(trx: Knex.Transaction, organizationId: number): Promise<number> {
      const result: { rows: { count: string | number }[] } = await trx.raw(
        `select count(*) as count
           from venue_closures c
          where c.organization_id = ? and c.ends_at > ${ORGANIZATION_NOW_SQL}`,
        [organizationId],
      );
      return Number(result.rows[0]?.count ?? 0);
    },

    /** Stores a closure on the organization's wall clock; the database's references decide a race with a delete. */
    async insert(
      trx: Knex.Transaction,
      organizationId: number,
      departmentId: number | null,
      span: WallClockSpan,
      reason: string,
    ): Promise<VenueClosureDto> {
      const result: { rows: VenueClosureDto[] } = await trx.raw(INSERT_SQL, [
        organizationId,
        departmentId,
        span.startDate,
        span.startTime,
        span.endDate,
        span.endTime,
        reason,
      ]);
      const row = result.rows[0];
      if (!row) throw new Error('venue_closures insert returned no row');
      return row;
    },

    /** Deletes the closure when it is the organization's; null when it is not (or does not exist). */
    async delete(
      trx: Knex.Transaction,
      organizationId: number,
      closureId: number,
    ): Promise<VenueClosureDto | null> {
      const result: { rows: VenueClosureDto[] } = await trx.raw(DELETE_SQL, [closureId, organizationId]);
      return result.rows[0] ?? null;
    },
  };
}

export type VenueClosureRepository = ReturnType<typeof createVenueClosureRepository>;
