import type { Knex } from 'knex';

/** A statement as knex ran it: its SQL and, for a named prepared statement, its name. */
export interface RanStatement {
  sql: string;
  preparedName: string | undefined;
}

/**
 * The statements run through `knex` while `action` runs, in order. Request timings are batched into
 * performance_logs off the request path, on a timer; those writes are left out.
 */
export async function statementsRunDuring(knex: Knex, action: () => Promise<void>): Promise<RanStatement[]> {
  const statements: RanStatement[] = [];
  const record = (query: { sql: string; options?: { name?: unknown } }): void => {
    if (query.sql.includes('performance_logs')) return;
    const name = query.options?.name;
    statements.push({ sql: query.sql, preparedName: typeof name === 'string' ? name : undefined });
  };
  knex.on('query', record);
  try {
    await action();
  } finally {
    knex.removeListener('query', record);
  }
  return statements;
}

/** The SQL of the statements `action` runs: what a test pins a route's round trips with. */
export async function statementsDuring(knex: Knex, action: () => Promise<void>): Promise<string[]> {
  return (await statementsRunDuring(knex, action)).map((statement) => statement.sql);
}
