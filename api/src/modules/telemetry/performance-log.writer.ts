import { API_PATH_PREFIX, type CompletedRequest } from '../../platform/http';
import type { Logger } from '../../platform/logger';
import { TupleMap } from '../../platform/metrics';
import type { PerformanceLogRepository, PerformanceLogRow } from './performance-log.repository';

/** Groups are written at most this long after their first request. */
const FLUSH_DELAY_MS = 1000;
/** Rows per insert statement. */
const BATCH_SIZE = 500;
/** Beyond this many distinct groups waiting (a flood of distinct errors), new ones are dropped and counted. */
const MAX_WAITING_GROUPS = 20_000;
const MAX_ERROR_MESSAGE_LENGTH = 500;

export interface PerformanceLogWriter {
  /** Counts an answered API request into its group; never touches the database on the request path. */
  record(request: CompletedRequest): void;
  /** Writes every group recorded so far; resolves when they are in the database (or were given up). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is waiting. */
  close(): Promise<void>;
}

export interface PerformanceLogWriterDeps {
  repository: PerformanceLogRepository;
  logger: Logger;
  /** Called with the number of requests whose log rows were lost. */
  onDropped(count: number): void;
}

/** Only the API is logged: static files and probes would drown the requests the owner cares about. */
function isApiRequest(path: string): boolean {
  return path.startsWith(API_PATH_PREFIX);
}

/** What makes answers one group: method, route, status, actor, organization, error. */
type GroupKey = [string, string, number, number | null, number | null, string | null];

function groupKeyOf(request: CompletedRequest, errorMessage: string | null): GroupKey {
  return [
    request.method,
    request.route,
    request.status,
    request.userId,
    request.organizationId,
    errorMessage,
  ];
}

interface RequestGroup {
  row: PerformanceLogRow;
  totalMs: number;
  /** Epoch milliseconds of the group's last answer. */
  lastFinishedAt: number;
}

function rowOf(group: RequestGroup): PerformanceLogRow {
  return {
    ...group.row,
    timestamp: new Date(group.lastFinishedAt),
    responseTime: group.totalMs / group.row.requestCount,
  };
}

/**
 * Keeps performance_logs off the request path and cheap for the database: requests are counted in
 * memory into groups of identical answers (method, route, status, actor, organization, error), and
 * once a second each group becomes one row with its count, mean, minimum and maximum. A row per
 * request made the database insert cost more than the request it logged; the dashboard only ever
 * reads counts and times per route, which the groups keep exact. Writes are serialized so rows land
 * in order; a database outage costs log rows (counted as dropped), never memory or request latency.
 */
export function createPerformanceLogWriter(deps: PerformanceLogWriterDeps): PerformanceLogWriter {
  let groups = new TupleMap<GroupKey, RequestGroup>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  function writeWaiting(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (groups.size === 0) return writing;
    const batch = groups.values().map(rowOf);
    groups = new TupleMap();
    writing = writing.then(async () => {
      for (let start = 0; start < batch.length; start += BATCH_SIZE) {
        const rows = batch.slice(start, start + BATCH_SIZE);
        try {
          await deps.repository.insertMany(rows);
        } catch (error) {
          deps.onDropped(rows.reduce((sum, row) => sum + row.requestCount, 0));
          deps.logger.warn({ err: error, rows: rows.length }, 'performance log rows not written');
        }
      }
    });
    return writing;
  }

  return {
    record(request) {
      if (closed || !isApiRequest(request.path)) return;
      const errorMessage = request.errorMessage?.slice(0, MAX_ERROR_MESSAGE_LENGTH) ?? null;
      const key = groupKeyOf(request, errorMessage);
      const group = groups.get(key);
      if (group) {
        const row = group.row;
        row.requestCount += 1;
        group.totalMs += request.durationMs;
        if (request.durationMs < row.minResponseTime) row.minResponseTime = request.durationMs;
        if (request.durationMs > row.maxResponseTime) row.maxResponseTime = request.durationMs;
        group.lastFinishedAt = request.finishedAt;
        return;
      }
      if (groups.size >= MAX_WAITING_GROUPS) {
        deps.onDropped(1);
        return;
      }
      groups.add(key, {
        totalMs: request.durationMs,
        lastFinishedAt: request.finishedAt,
        row: {
          timestamp: new Date(request.finishedAt),
          endpoint: request.route,
          method: request.method,
          responseTime: request.durationMs,
          minResponseTime: request.durationMs,
          maxResponseTime: request.durationMs,
          requestCount: 1,
          statusCode: request.status,
          userId: request.userId,
          organizationId: request.organizationId,
          errorMessage,
        },
      });
      if (!timer) {
        timer = setTimeout(() => void writeWaiting(), FLUSH_DELAY_MS);
        // A pending flush must not keep the process (or a test run) alive.
        timer.unref();
      }
    },
    flush: writeWaiting,
    async close() {
      closed = true;
      await writeWaiting();
    },
  };
}
