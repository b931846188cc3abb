import { getHeapStatistics } from 'node:v8';
import type { PortalMetrics } from './portal-metrics';

/** This process's figures as the owner's dashboard shows them (read from the registry and Node). */
export interface ProcessFigures {
  uptimeSeconds: number;
  /** Resident set size, MB. */
  memoryMb: number;
  /** Heap in use as a percentage of the heap limit (what runs out first in Node). */
  heapUsedPercent: number;
  requestsInFlight: number;
  dbQueries: { count: number; avgMs: number };
}

const MB = 1024 * 1024;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export async function readProcessFigures(metrics: PortalMetrics): Promise<ProcessFigures> {
  const [inFlight, queries] = await Promise.all([
    metrics.httpRequestsInFlight.get(),
    metrics.dbQueryDuration.get(),
  ]);
  let querySeconds = 0;
  let queryCount = 0;
  for (const sample of queries.values) {
    const name: unknown = Reflect.get(sample, 'metricName');
    if (name === 'db_query_duration_seconds_sum') querySeconds += sample.value;
    else if (name === 'db_query_duration_seconds_count') queryCount += sample.value;
  }
  const memory = process.memoryUsage();
  const heap = getHeapStatistics();
  return {
    uptimeSeconds: Math.floor(process.uptime()),
    memoryMb: Math.round(memory.rss / MB),
    heapUsedPercent: roundTo((heap.used_heap_size / heap.heap_size_limit) * 100, 1),
    requestsInFlight: inFlight.values.reduce((sum, sample) => sum + sample.value, 0),
    dbQueries: {
      count: queryCount,
      avgMs: queryCount === 0 ? 0 : roundTo((querySeconds / queryCount) * 1000, 2),
    },
  };
}
