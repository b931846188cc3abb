import { createHash } from 'node:crypto';

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

/** Texts named so far; a statement of a fixed shape takes one entry for the process's life. */
const namesOfTexts = new Map<string, string>();

/**
 * More shapes than any statement built from a few fixed parts has: past this, a text goes unprepared
 * rather than holding memory (and a prepared statement on every connection) for ever.
 */
const MOST_NAMED_TEXTS = 500;

/**
 * preparedStatement for SQL built from a few fixed parts (WITH clauses, optional conditions): named
 * after its text, so each shape is prepared once per connection and node-postgres never meets one
 * name with two texts. An empty option (unprepared) once too many texts were named.
 */
export function preparedStatementOfText(prefix: string, sql: string): { name?: string } {
  let name = namesOfTexts.get(sql);
  if (name === undefined) {
    if (namesOfTexts.size >= MOST_NAMED_TEXTS) return {};
    name = `${prefix}-${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    namesOfTexts.set(sql, name);
  }
  return { name };
}
