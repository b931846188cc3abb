import type { Knex } from 'knex';
import type { PortalMetrics } from './portal-metrics';

/** knex's query object: a per-query id and the builder method (select, insert, update, del, raw, ...). */
interface QueryData {
  uid: string;
  operation: string;
}

const KNOWN_OPERATIONS = new Set([
  'select',
  'first',
  'pluck',
  'insert',
  'update',
  'del',
  'delete',
  'upsert',
  'raw',
  'counter',
  'truncate',
  'columnInfo',
]);

function queryDataOf(query: unknown): QueryData | null {
  if (typeof query !== 'object' || query === null) return null;
  const uid: unknown = Reflect.get(query, '__knexQueryUid');
  const method: unknown = Reflect.get(query, 'method');
  if (typeof uid !== 'string') return null;
  // Bounded label values: anything unexpected is 'other'.
  const operation = typeof method === 'string' && KNOWN_OPERATIONS.has(method) ? method : 'other';
  return { uid, operation };
}

const MAX_QUERIES_IN_FLIGHT = 10_000;
const instrumented = new WeakSet<Knex>();

/**
 * Times every query run through this knex instance (transactions included: knex forwards their
 * events) into db_query_duration_seconds. Instrumenting the same instance twice is a no-op.
 */
export function instrumentDatabaseQueries(knex: Knex, metrics: PortalMetrics): void {
  if (instrumented.has(knex)) return;
  instrumented.add(knex);
  const startedAt = new Map<string, bigint>();

  const finish = (query: unknown): void => {
    const data = queryDataOf(query);
    if (!data) return;
    const started = startedAt.get(data.uid);
    if (started === undefined) return;
    startedAt.delete(data.uid);
    metrics.dbQueryDuration.observe(
      { operation: data.operation },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  };

  knex.on('query', (query: unknown) => {
    const data = queryDataOf(query);
    if (!data) return;
    // A query that never reports back (a lost connection) must not grow the map for ever.
    if (startedAt.size >= MAX_QUERIES_IN_FLIGHT) startedAt.clear();
    startedAt.set(data.uid, process.hrtime.bigint());
  });
  knex.on('query-response', (_response: unknown, query: unknown) => finish(query));
  knex.on('query-error', (_error: unknown, query: unknown) => finish(query));
}
