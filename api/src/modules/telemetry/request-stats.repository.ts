import type { Knex } from 'knex';
import { numberOf, rowsOf, windowStart } from './sql-values';

/**
 * Every answer of the window in exactly one bucket: total = success + clientErrors + serverErrors +
 * rateLimited.
 */
export interface RequestSummary {
  total: number;
  /** Answers below 400. */
  success: number;
  /** 4xx answers other than 429. */
  clientErrors: number;
  /** Server errors (5xx). */
  serverErrors: number;
  /** 429 answers. */
  rateLimited: number;
  avgMs: number;
  minMs: number;
  maxMs: number;
}

export interface EndpointTiming {
  method: string;
  endpoint: string;
  avgMs: number;
}

export interface DailyRequestRow {
  date: string;
  requests: number;
  avgMs: number;
  serverErrors: number;
  securityEvents: number;
}

/** The label of requests no route answered: not an endpoint worth ranking. */
const UNMATCHED_ENDPOINT = 'unmatched';

/** Each performance_logs row is a group of request_count requests with response_time as their mean. */
const MEAN_RESPONSE_TIME = 'sum(response_time * request_count) / nullif(sum(request_count), 0)';

/** Reads of performance_logs (with security_events for the daily rows). */
export function createRequestStatsRepository(knex: Knex) {
  return {
    async summarize(windowSeconds: number): Promise<RequestSummary> {
      const row: Record<string, unknown> | undefined = await knex('performance_logs')
        .first(
          knex.raw('coalesce(sum(request_count), 0) as "total"'),
          knex.raw('coalesce(sum(request_count) filter (where status_code < 400), 0) as "success"'),
          knex.raw(
            'coalesce(sum(request_count) filter (where status_code between 400 and 499 and status_code <> 429), 0) as "clientErrors"',
          ),
          knex.raw('coalesce(sum(request_count) filter (where status_code >= 500), 0) as "serverErrors"'),
          knex.raw('coalesce(sum(request_count) filter (where status_code = 429), 0) as "rateLimited"'),
          knex.raw(`coalesce(${MEAN_RESPONSE_TIME}, 0)::float8 as "avgMs"`),
          knex.raw('coalesce(min(coalesce(min_response_time, response_time)), 0)::float8 as "minMs"'),
          knex.raw('coalesce(max(coalesce(max_response_time, response_time)), 0)::float8 as "maxMs"'),
        )
        .where('timestamp', '>=', windowStart(knex, windowSeconds));
      return {
        total: numberOf(row?.total),
        success: numberOf(row?.success),
        clientErrors: numberOf(row?.clientErrors),
        serverErrors: numberOf(row?.serverErrors),
        rateLimited: numberOf(row?.rateLimited),
        avgMs: numberOf(row?.avgMs),
        minMs: numberOf(row?.minMs),
        maxMs: numberOf(row?.maxMs),
      };
    },

    async slowestEndpoints(windowSeconds: number, limit: number): Promise<EndpointTiming[]> {
      const rows: Record<string, unknown>[] = await knex('performance_logs')
        .select('method', 'endpoint', knex.raw(`${MEAN_RESPONSE_TIME}::float8 as "avgMs"`))
        .where('timestamp', '>=', windowStart(knex, windowSeconds))
        .whereNot('endpoint', UNMATCHED_ENDPOINT)
        .groupBy('method', 'endpoint')
        // orderByRaw: the snake-case mapper would turn an avgMs identifier into avg_ms.
        .orderByRaw('"avgMs" desc, endpoint, method')
        .limit(limit);
      return rows.map((row) => ({
        method: String(row.method),
        endpoint: String(row.endpoint),
        avgMs: numberOf(row.avgMs),
      }));
    },

    /**
     * One row per UTC day, today and the `days - 1` days before it, oldest first; days without
     * traffic are present with zeros.
     */
    async daily(days: number): Promise<DailyRequestRow[]> {
      const result: unknown = await knex.raw(
        `with bounds as (
           select (date_trunc('day', now() at time zone 'UTC') - make_interval(days => ?::int - 1)) as first_day
         ),
         calendar as (
           select generate_series(first_day, date_trunc('day', now() at time zone 'UTC'), interval '1 day')::date as day
           from bounds
         ),
         requests as (
           select (timestamp at time zone 'UTC')::date as day,
                  sum(request_count) as requests,
                  ${MEAN_RESPONSE_TIME}::float8 as avg_ms,
                  coalesce(sum(request_count) filter (where status_code >= 500), 0) as server_errors
           from performance_logs, bounds
           where timestamp >= bounds.first_day at time zone 'UTC'
           group by 1
         ),
         security as (
           select (timestamp at time zone 'UTC')::date as day, sum(occurrences) as security_events
           from security_events, bounds
           where timestamp >= bounds.first_day at time zone 'UTC'
           group by 1
         )
         select to_char(calendar.day, 'YYYY-MM-DD') as "date",
                coalesce(requests.requests, 0) as "requests",
                coalesce(requests.avg_ms, 0) as "avgMs",
                coalesce(requests.server_errors, 0) as "serverErrors",
                coalesce(security.security_events, 0) as "securityEvents"
         from calendar
         left join requests on requests.day = calendar.day
         left join security on security.day = calendar.day
         order by calendar.day`,
        [days],
      );
      return rowsOf(result).map((row) => ({
        date: String(row.date),
        requests: numberOf(row.requests),
        avgMs: numberOf(row.avgMs),
        serverErrors: numberOf(row.serverErrors),
        securityEvents: numberOf(row.securityEvents),
      }));
    },
  };
}

export type RequestStatsRepository = ReturnType<typeof createRequestStatsRepository>;
