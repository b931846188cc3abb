/**
 * Query options (knex's `.options()`) that make node-postgres run the query as a named prepared
 * statement: PostgreSQL parses and plans it once per connection and then only binds and executes it,
 * where planning a lookup costs it several times the lookup itself (docs/PERFORMANCE-PROFILES.md).
 * Only for SQL whose text is the same on every call: node-postgres refuses one name with two texts.
 * The statement must name its columns: a cached `select *` fails once a migration adds a column.
 * The embedded database (PGlite) ignores the name and runs the same SQL unprepared.
 */
export function preparedStatement(name: string): { name: string } {
  return { name };
}
