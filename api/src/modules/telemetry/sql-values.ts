import type { Knex } from 'knex';

/** Rows of a knex.raw() answer (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return [];
  return result.rows.filter(
    (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** A count or average read back from SQL (null, as from an empty aggregate, is 0). */
export function numberOf(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Midnight (UTC) starting the last `days` calendar days, today included. */
export function calendarWindowStart(knex: Knex, days: number): Knex.Raw {
  return knex.raw(
    `(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ?::int - 1)) at time zone 'UTC'`,
    [days],
  );
}

export const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * A trailing window read from hourly rollups: its whole hours (from WHOLE_HOURS_FROM on) come from
 * the rollup, and the rows of the hour it starts in (from WINDOW_START to WHOLE_HOURS_FROM) from the
 * raw table, so answers are the raw rows' exactly. Written inline, each with its own `?` for the
 * window's seconds, rather than joined from a CTE: the planner then sees bounds it can use for an
 * index range instead of reading the whole rollup.
 */
export const WINDOW_START = '(now() - make_interval(secs => ?))';
export const WHOLE_HOURS_FROM = `(date_trunc('hour', now() - make_interval(secs => ?), 'UTC') + interval '1 hour')`;
/** The first whole UTC day of a trailing window, after its whole hours up to midnight (read as hours). */
export const WHOLE_DAYS_FROM = `(date_trunc('day', date_trunc('hour', now() - make_interval(secs => ?), 'UTC') + interval '1 hour' - interval '1 microsecond', 'UTC') + interval '1 day')`;
