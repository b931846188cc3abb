import type { CompletedRequest } from '../../platform/metrics';
import type { Logger } from '../../platform/logger';
import type { PerformanceLogRepository, PerformanceLogRow } from './performance-log.repository';

/** Rows are written at most this long after their request... */
const FLUSH_DELAY_MS = 1000;
/** ...or as soon as this many are waiting. */
const BATCH_SIZE = 500;
/** Beyond this many waiting rows (the database is away or slow), new rows are dropped and counted. */
const MAX_QUEUED_ROWS = 20_000;
const MAX_ERROR_MESSAGE_LENGTH = 500;

export interface PerformanceLogWriter {
  /** Queues a row for an answered API request; never touches the database on the request path. */
  record(request: CompletedRequest): void;
  /** Writes every row queued so far; resolves when they are in the database (or were given up). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is queued. */
  close(): Promise<void>;
}

export interface PerformanceLogWriterDeps {
  repository: PerformanceLogRepository;
  logger: Logger;
  onDropped(count: number): void;
}

/** Only the API is logged: static files and probes would drown the requests the owner cares about. */
function isApiRequest(path: string): boolean {
  return path.startsWith('/api/');
}

/**
 * Batches performance_logs rows off the request path: one insert per second (or per 500 rows),
 * writes serialized so rows land in order, and a bounded queue so a database outage costs dropped
 * log rows, never memory or request latency.
 */
export function createPerformanceLogWriter(deps: PerformanceLogWriterDeps): PerformanceLogWriter {
  let queue: PerformanceLogRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  function writeQueued(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    writing = writing.then(async () => {
      for (let start = 0; start < batch.length; start += BATCH_SIZE) {
        const rows = batch.slice(start, start + BATCH_SIZE);
        try {
          await deps.repository.insertMany(rows);
        } catch (error) {
          deps.onDropped(rows.length);
          deps.logger.warn({ err: error, rows: rows.length }, 'performance log rows not written');
        }
      }
    });
    return writing;
  }

  return {
    record(request) {
      if (closed || !isApiRequest(request.path)) return;
      if (queue.length >= MAX_QUEUED_ROWS) {
        deps.onDropped(1);
        return;
      }
      queue.push({
        timestamp: new Date(request.finishedAt),
        endpoint: request.route,
        method: request.method,
        responseTime: request.durationMs,
        statusCode: request.status,
        userId: request.userId,
        organizationId: request.organizationId,
        errorMessage: request.errorMessage?.slice(0, MAX_ERROR_MESSAGE_LENGTH) ?? null,
      });
      if (queue.length >= BATCH_SIZE) void writeQueued();
      else if (!timer) {
        timer = setTimeout(() => void writeQueued(), FLUSH_DELAY_MS);
        // A pending flush must not keep the process (or a test run) alive.
        timer.unref();
      }
    },
    flush: writeQueued,
    async close() {
      closed = true;
      await writeQueued();
    },
  };
}
