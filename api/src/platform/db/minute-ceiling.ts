import type { Knex } from 'knex';

/**
 * A ceiling on what strangers write a minute, all clients and replicas together, counted in one row
 * of its own table (singleton, rows, window_ends_at), made by the module that owns the rows it
 * bounds: telemetry's stranger trail and site visits, identity's login attempts and rate-limit counters.
 */
export interface MinuteCeiling {
  table: string;
  rowsPerMinute: number;
  windowSeconds: number;
}

/**
 * The statement counting `rows` asked for in the ceiling's current window (its one row, reset when
 * the window ends; one atomic upsert, so replicas agree), answering `admitted` (whether they still
 * fit under it). Once over, the count keeps growing and every later ask is refused until the window
 * ends. `select` chooses whether to ask at all, so a caller can make it part of a larger statement.
 */
export function ceilingAskSql(
  knex: Knex,
  ceiling: MinuteCeiling,
  rows: number,
  askWhen: Knex.Raw = knex.raw('true'),
): Knex.Raw {
  return knex.raw(
    `insert into ?? as w (singleton, rows, window_ends_at)
       select true, ?, now() + make_interval(secs => ?) where ?
     on conflict (singleton) do update set
       rows = case when w.window_ends_at <= now() then excluded.rows else w.rows + excluded.rows end,
       window_ends_at = case when w.window_ends_at <= now() then excluded.window_ends_at else w.window_ends_at end
     returning w.rows <= ? as "admitted"`,
    [ceiling.table, rows, ceiling.windowSeconds, askWhen, ceiling.rowsPerMinute],
  );
}

/** Counts `rows` more in the ceiling's window and says whether they still fit under it (ceilingAskSql). */
export async function admitUnderCeiling(knex: Knex, ceiling: MinuteCeiling, rows: number): Promise<boolean> {
  const result: unknown = await ceilingAskSql(knex, ceiling, rows);
  const row: unknown =
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows[0]
      : undefined;
  return typeof row === 'object' && row !== null && Reflect.get(row, 'admitted') === true;
}
