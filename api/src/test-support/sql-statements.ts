import type { Knex } from 'knex';

/**
 * The SQL statements run through `knex` while `action` runs, in order: what a test pins a route's
 * round trips with. Request timings are batched into performance_logs off the request path, on a
 * timer; those writes are left out.
 */
export async function statementsDuring(knex: Knex, action: () => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const record = (query: { sql: string }): void => {
    if (!query.sql.includes('performance_logs')) statements.push(query.sql);
  };
  knex.on('query', record);
  try {
    await action();
  } finally {
    knex.removeListener('query', record);
  }
  return statements;
}
