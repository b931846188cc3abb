/**
 * A json/json_agg column's value: node-postgres hands it over parsed, PGlite's knex driver as text.
 * Every reader of such a column goes through here, so both databases give the same value.
 */
export function jsonColumnValue(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** A json list column as an array; anything else (null, a scalar) as an empty one. */
export function jsonListColumn(value: unknown): unknown[] {
  const list = jsonColumnValue(value);
  return Array.isArray(list) ? list : [];
}
