/**
 * A json column's value: node-postgres hands such a column over parsed, PGlite's knex driver as text.
 * Every reader of one goes through here, so both databases give the same value.
 */
export function jsonColumn(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** A json/json_agg list column as an array (null or a scalar as an empty one). */
export function jsonListColumn(value: unknown): unknown[] {
  const list = jsonColumn(value);
  return Array.isArray(list) ? list : [];
}
