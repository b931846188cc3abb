import type { Knex } from 'knex';
import { numberOf, rowsOf } from './sql-values';

/**
 * A ceiling on what strangers write a minute, all clients and replicas together, counted in one row
 * of its own table (singleton, rows, window_ends_at): the stranger trail's and the site visits'.
 */
export interface MinuteCeiling {
  table: 'stranger_trail_window' | 'site_visit_ceiling_window';
  rowsPerMinute: number;
  windowSeconds: number;
}

/**
 * Counts rows asked for in the ceiling's current window (its one row, reset when the window ends;
 * one atomic upsert, so replicas agree) and says whether these still fit under it. Once over, the
 * count keeps growing and every later ask is refused until the window ends.
 */
export async function admitUnderCeiling(knex: Knex, ceiling: MinuteCeiling, rows: number): Promise<boolean> {
  const result: unknown = await knex.raw(
    `insert into ?? as w (singleton, rows, window_ends_at)
       values (true, ?, now() + make_interval(secs => ?))
     on conflict (singleton) do update set
       rows = case when w.window_ends_at <= now() then excluded.rows else w.rows + excluded.rows end,
       window_ends_at = case when w.window_ends_at <= now() then excluded.window_ends_at else w.window_ends_at end
     returning w.rows as "rows"`,
    [ceiling.table, rows, ceiling.windowSeconds],
  );
  return numberOf(rowsOf(result)[0]?.rows) <= ceiling.rowsPerMinute;
}
