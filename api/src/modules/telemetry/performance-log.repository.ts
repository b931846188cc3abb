import type { Knex } from 'knex';

/**
 * A group of identical answered API requests (same method, route, status, actor, organization and
 * error) within one flush, as performance_logs keeps it.
 */
export interface PerformanceLogRow {
  /** When the group's last request was answered. */
  timestamp: Date;
  /** Route template ('/api/bookings/:id') or 'unmatched': never a raw path with ids in it. */
  endpoint: string;
  method: string;
  /** The group's mean, in fractional milliseconds. */
  responseTime: number;
  minResponseTime: number;
  maxResponseTime: number;
  requestCount: number;
  statusCode: number;
  userId: number | null;
  organizationId: number | null;
  errorMessage: string | null;
}

export function createPerformanceLogRepository(knex: Knex) {
  return {
    /**
     * Inserts a batch in one statement with a single JSON parameter: the statement stays the same
     * whatever the batch size, and JSON.stringify is the cheapest way to hand the rows over.
     */
    async insertMany(rows: readonly PerformanceLogRow[]): Promise<void> {
      if (rows.length === 0) return;
      const records = rows.map((row) => ({
        timestamp: row.timestamp.toISOString(),
        endpoint: row.endpoint,
        method: row.method,
        response_time: row.responseTime,
        min_response_time: row.minResponseTime,
        max_response_time: row.maxResponseTime,
        request_count: row.requestCount,
        status_code: row.statusCode,
        user_id: row.userId,
        organization_id: row.organizationId,
        error_message: row.errorMessage,
      }));
      await knex.raw(
        `insert into performance_logs
           (timestamp, endpoint, method, response_time, min_response_time, max_response_time, request_count,
            status_code, user_id, organization_id, error_message)
         select timestamp, endpoint, method, response_time, min_response_time, max_response_time, request_count,
           status_code, user_id, organization_id, error_message
         from json_to_recordset(?::json) as entry(timestamp timestamptz, endpoint text, method text,
           response_time float8, min_response_time float8, max_response_time float8, request_count int,
           status_code int, user_id int, organization_id int, error_message text)`,
        [JSON.stringify(records)],
      );
    },
  };
}

export type PerformanceLogRepository = ReturnType<typeof createPerformanceLogRepository>;
