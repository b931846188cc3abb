import type { Knex } from 'knex';
import type { PerformerUnavailabilityDto, VenueClosureDto } from '../../contract';
import { departmentNameSql, organizationTimeZoneSql, providerTimeZoneSql } from '../org';

/** One booking slot on several dates, in the venue's wall clock. */
export interface SlotDates {
  dates: readonly string[];
  /** HH:mm */
  time: string;
  /** Minutes. */
  duration: number;
}

export interface DatedUnavailability {
  slotDate: string;
  period: PerformerUnavailabilityDto;
}

export interface DatedClosure {
  slotDate: string;
  closure: VenueClosureDto;
}

/** A period's columns as its DTO, its instants shown in the provider's zone. */
export const UNAVAILABILITY_COLUMNS_SQL = `
  u.id, u.performer_id as "performerId",
  to_char(u.starts_at at time zone z.zone, 'YYYY-MM-DD') as "startDate",
  to_char(u.starts_at at time zone z.zone, 'HH24:MI') as "startTime",
  to_char(u.ends_at at time zone z.zone, 'YYYY-MM-DD') as "endDate",
  to_char(u.ends_at at time zone z.zone, 'HH24:MI') as "endTime",
  u.reason, z.zone as "timeZone",
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/**
 * The provider's zone (org's contract): a performer's period is written and shown in it. A performer
 * always belongs to the provider; UTC only if the provider has gone.
 */
export const PROVIDER_ZONE_FROM_SQL = `(select ${providerTimeZoneSql} as zone) z`;

/**
 * A closure's columns as its DTO (its wall clock is the organization's), with its department's current
 * name and its organization's zone read through org's contracts.
 */
export const CLOSURE_COLUMNS_SQL = `
  c.id, c.organization_id as "organizationId", c.department_id as "departmentId",
  ${departmentNameSql('c.department_id')} as department,
  to_char(c.starts_at, 'YYYY-MM-DD') as "startDate", to_char(c.starts_at, 'HH24:MI') as "startTime",
  to_char(c.ends_at, 'YYYY-MM-DD') as "endDate", to_char(c.ends_at, 'HH24:MI') as "endTime",
  c.reason, ${organizationTimeZoneSql('c.organization_id')} as "timeZone",
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

/**
 * The slot on each date as an absolute interval: the venue's wall clock read in the organization's
 * zone. A performer's period overlaps it when it starts before the slot ends and ends after it starts.
 * The range condition says no more than those two (a period they accept always meets the closed span
 * between the slot's two instants, even when a wall clock the clocks skip puts the end first); it is
 * there for the index on the periods' spans, which finds the few periods around each date instead of
 * every period that started before it.
 */
const UNAVAILABLE_DURING_SQL = `
  select s.date::text as "slotDate", ${UNAVAILABILITY_COLUMNS_SQL}
    from unnest(?::date[]) as s(date)
    cross join ${PROVIDER_ZONE_FROM_SQL}
    cross join (select ${organizationTimeZoneSql('?::int')} as zone) venue
    cross join lateral (
      select (s.date + ?::time) at time zone venue.zone as starts,
             (s.date + ?::time + make_interval(mins => ?)) at time zone venue.zone as ends) slot
    join performer_unavailability u
      on (?::int[] is null or u.performer_id = any(?::int[]))
     and tstzrange(u.starts_at, u.ends_at) && tstzrange(least(slot.starts, slot.ends), greatest(slot.starts, slot.ends), '[]')
     and u.starts_at < slot.ends
     and u.ends_at > slot.starts
   order by s.date, u.performer_id, u.starts_at, u.id`;

/**
 * Closures of the whole organization, or of the booking's department (by its current name), that
 * overlap the slot on each date, in the venue's own wall clock.
 */
const CLOSED_DURING_SQL = `
  select s.date::text as "slotDate", ${CLOSURE_COLUMNS_SQL}
    from unnest(?::date[]) as s(date)
    join venue_closures c
      on c.organization_id = ?
     and c.starts_at < s.date + ?::time + make_interval(mins => ?)
     and c.ends_at > s.date + ?::time
   where c.department_id is null or ${departmentNameSql('c.department_id')} = ?
   order by s.date, c.starts_at, c.id`;

interface DatedRow {
  slotDate: string;
}

function splitDated<T extends DatedRow>(row: T): { slotDate: string; rest: Omit<T, 'slotDate'> } {
  const { slotDate, ...rest } = row;
  return { slotDate, rest };
}

/**
 * What stands in the way of a slot besides other bookings: the lookups every booking write runs in
 * its own transaction (pass it as `db`) and the availability check runs for every performer at once.
 */
export function createAvailabilityProblemRepository() {
  return {
    /**
     * Unavailable periods of the performers (all performers when `performerIds` is null) overlapping
     * the slot on each date, the slot read in the organization's zone.
     */
    async unavailableDuring(
      db: Knex | Knex.Transaction,
      organizationId: number,
      performerIds: readonly number[] | null,
      slot: SlotDates,
    ): Promise<DatedUnavailability[]> {
      if (slot.dates.length === 0 || performerIds?.length === 0) return [];
      const ids = performerIds === null ? null : [...performerIds];
      const result: { rows: (PerformerUnavailabilityDto & DatedRow)[] } = await db.raw(
        UNAVAILABLE_DURING_SQL,
        [[...slot.dates], organizationId, slot.time, slot.time, slot.duration, ids, ids],
      );
      return result.rows.map((row) => {
        const { slotDate, rest } = splitDated(row);
        return { slotDate, period: rest };
      });
    },

    /** Closures of the organization, or of the named department, overlapping the slot on each date. */
    async closedDuring(
      db: Knex | Knex.Transaction,
      organizationId: number,
      department: string | null,
      slot: SlotDates,
    ): Promise<DatedClosure[]> {
      if (slot.dates.length === 0) return [];
      const result: { rows: (VenueClosureDto & DatedRow)[] } = await closedDuringQuery(
        db,
        organizationId,
        department,
        slot,
      );
      return result.rows.map((row) => {
        const { slotDate, rest } = splitDated(row);
        return { slotDate, closure: rest };
      });
    },

    closedDuringQuery,
  };
}

/**
 * The closedDuring lookup as SQL another statement can hold (a WITH clause of a booking's insert, so a
 * write checks its venue's closures in its own statement).
 */
function closedDuringQuery(
  db: Knex | Knex.Transaction,
  organizationId: number,
  department: string | null,
  slot: SlotDates,
): Knex.Raw {
  return db.raw(CLOSED_DURING_SQL, [
    [...slot.dates],
    organizationId,
    slot.time,
    slot.duration,
    slot.time,
    department,
  ]);
}

export type AvailabilityProblemRepository = ReturnType<typeof createAvailabilityProblemRepository>;
