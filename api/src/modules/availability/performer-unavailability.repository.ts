import type { Knex } from 'knex';
import type { PerformerUnavailabilityDto, WallClockSpan } from '../../contract';
import { performerOrganizationIdSql } from '../org';
import { PROVIDER_ZONE_FROM_SQL, UNAVAILABILITY_COLUMNS_SQL } from './availability-problems.repository';

/** Names this module's advisory locks on a performer's periods (pg_advisory_xact_lock(int, int)): 'AV'. */
const PERIOD_LOCK_CLASS = 0x4156;

/** A written period with its performer's organization: what its audit row records. */
export interface PeriodRow extends StoredPeriod {
  organizationId: number;
}

type PeriodResultRow = PerformerUnavailabilityDto & {
  organizationId: number;
  startsAt: string;
  endsAt: string;
};

function periodRowOf(row: PeriodResultRow): PeriodRow {
  const { organizationId, startsAt, endsAt, ...period } = row;
  return { period, startsAt, endsAt, organizationId };
}

/** A period as its single read and its writes compare it: its DTO with the instants it stores. */
export interface StoredPeriod {
  period: PerformerUnavailabilityDto;
  /** ISO 8601 in UTC, to the microsecond the column keeps. */
  startsAt: string;
  endsAt: string;
}

type StoredPeriodRow = PerformerUnavailabilityDto & { startsAt: string; endsAt: string };

/** The instants a period stores, in UTC to the microsecond: what its tag is made of. */
const STORED_INSTANTS_SQL = `
  to_char(u.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "startsAt",
  to_char(u.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "endsAt"`;

/**
 * One of the performer's periods with its stored instants; `for update of u` when a write is to
 * compare it with what its writer saw.
 */
const PERIOD_SQL = (lock: string) => `
  select ${UNAVAILABILITY_COLUMNS_SQL}, ${STORED_INSTANTS_SQL}
    from performer_unavailability u
   cross join ${PROVIDER_ZONE_FROM_SQL}
   where u.id = ? and u.performer_id = ?
  ${lock}`;

function storedOf({ startsAt, endsAt, ...period }: StoredPeriodRow): StoredPeriod {
  return { period, startsAt, endsAt };
}

function storedPeriodOf(row: StoredPeriodRow | undefined): StoredPeriod | null {
  return row ? storedOf(row) : null;
}

/**
 * A written or removed period (`u`) read back as its DTO in the provider's zone, with its performer's
 * organization (org's contract; the period's reference keeps its performer).
 */
const PERIOD_RESULT_SQL = (source: string) => `
  select ${UNAVAILABILITY_COLUMNS_SQL}, ${STORED_INSTANTS_SQL},
         ${performerOrganizationIdSql('u.performer_id')} as "organizationId"
    from ${source} u
   cross join ${PROVIDER_ZONE_FROM_SQL}`;

/**
 * The wall clock is read in the provider's zone by PostgreSQL's own rule: a time the clocks skip
 * (02:30 when they jump to 03:00) is read with the offset before the jump (so it is 03:30 after it),
 * and a time they pass twice (01:30 when they fall back) is the second one, in standard time.
 */
const INSERT_SQL = `
  with inserted as (
    insert into performer_unavailability (performer_id, starts_at, ends_at, reason)
    select ?, (?::date + ?::time) at time zone z.zone, (?::date + ?::time) at time zone z.zone, ?
      from ${PROVIDER_ZONE_FROM_SQL}
    returning *)
  ${PERIOD_RESULT_SQL('inserted')}`;

const DELETE_SQL = `
  with deleted as (
    delete from performer_unavailability where id = ? and performer_id = ? returning *)
  ${PERIOD_RESULT_SQL('deleted')}`;

/**
 * Periods not ended at an instant: the start of the given day in the provider's zone, or now.
 * Oldest first.
 */
const LIST_SQL = `
  select ${UNAVAILABILITY_COLUMNS_SQL}, ${STORED_INSTANTS_SQL}
    from performer_unavailability u
   cross join ${PROVIDER_ZONE_FROM_SQL}
   where u.performer_id = ?
     and u.ends_at > coalesce(?::date::timestamp at time zone z.zone, now())
   order by u.starts_at, u.id`;

export function createPerformerUnavailabilityRepository(knex: Knex) {
  return {
    /** The performer's periods not ended by the start of `from` (provider's zone), or not ended now. */
    async listNotEndedBy(performerId: number, from: string | null): Promise<StoredPeriod[]> {
      const result: { rows: StoredPeriodRow[] } = await knex.raw(LIST_SQL, [performerId, from]);
      return result.rows.map(storedOf);
    },

    /** The period when it is the performer's; null when it is not (or does not exist). */
    async find(performerId: number, periodId: number): Promise<StoredPeriod | null> {
      const result: { rows: StoredPeriodRow[] } = await knex.raw(PERIOD_SQL(''), [periodId, performerId]);
      return storedPeriodOf(result.rows[0]);
    },

    /** As find, locked until the transaction ends: no other write comes between a comparison and its write. */
    async lockOne(
      trx: Knex.Transaction,
      performerId: number,
      periodId: number,
    ): Promise<StoredPeriod | null> {
      const result: { rows: StoredPeriodRow[] } = await trx.raw(PERIOD_SQL('for update of u'), [
        periodId,
        performerId,
      ]);
      return storedPeriodOf(result.rows[0]);
    },

    /**
     * Serializes the writes of one performer's periods until the transaction ends, so the count of
     * current periods a write checks cannot be overtaken by another write.
     */
    async lockPerformer(trx: Knex.Transaction, performerId: number): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [PERIOD_LOCK_CLASS, performerId]);
    },

    /** How many of the performer's periods have not ended yet. */
    async countCurrent(trx: Knex.Transaction, performerId: number): Promise<number> {
      const row: { count?: string | number } | undefined = await trx('performer_unavailability')
        .where('performer_id', performerId)
        .andWhere('ends_at', '>', trx.fn.now())
        .count({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },

    /**
     * Stores a period written in the provider's wall clock. Throws the database's errors: the span
     * check when the instants are not in order (a wall clock across a DST jump), the reference to
     * the performer when there is no such performer.
     */
    async insert(
      trx: Knex.Transaction,
      performerId: number,
      span: WallClockSpan,
      reason: string | null,
    ): Promise<PeriodRow> {
      const result: { rows: PeriodResultRow[] } = await trx.raw(INSERT_SQL, [
        performerId,
        span.startDate,
        span.startTime,
        span.endDate,
        span.endTime,
        reason,
      ]);
      const row = result.rows[0];
      if (!row) throw new Error('performer_unavailability insert returned no row');
      return periodRowOf(row);
    },

    /** Deletes the period when it is the performer's; null when it is not (or does not exist). */
    async delete(trx: Knex.Transaction, performerId: number, periodId: number): Promise<PeriodRow | null> {
      const result: { rows: PeriodResultRow[] } = await trx.raw(DELETE_SQL, [periodId, performerId]);
      const row = result.rows[0];
      return row ? periodRowOf(row) : null;
    },
  };
}

export type PerformerUnavailabilityRepository = ReturnType<typeof createPerformerUnavailabilityRepository>;
