import type { Knex } from 'knex';
import { numberOf, rowsOf, WHOLE_DAYS_FROM, WHOLE_HOURS_FROM, WINDOW_START } from './sql-values';

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

/** Reads of the request rollups (request_hourly, request_endpoint_hourly; with security_event_hourly for the daily rows). */
export function createRequestStatsRepository(knex: Knex) {
  return {
    async summarize(windowSeconds: number): Promise<RequestSummary> {
      const result: unknown = await knex.raw(
        `with parts as (
           select requests, success, client_errors, server_errors, rate_limited, total_ms, min_ms, max_ms
           from request_hourly where hour >= ${WHOLE_HOURS_FROM}
           union all
           select sum(request_count),
                  sum(request_count) filter (where status_code < 400),
                  sum(request_count) filter (where status_code between 400 and 499 and status_code <> 429),
                  sum(request_count) filter (where status_code >= 500),
                  sum(request_count) filter (where status_code = 429),
                  sum(response_time * request_count),
                  min(coalesce(min_response_time, response_time)), max(coalesce(max_response_time, response_time))
           from performance_logs
           where timestamp >= ${WINDOW_START} and timestamp < ${WHOLE_HOURS_FROM}
         )
         select coalesce(sum(requests), 0) as "total", coalesce(sum(success), 0) as "success",
                coalesce(sum(client_errors), 0) as "clientErrors",
                coalesce(sum(server_errors), 0) as "serverErrors",
                coalesce(sum(rate_limited), 0) as "rateLimited",
                coalesce(sum(total_ms) / nullif(sum(requests), 0), 0)::float8 as "avgMs",
                coalesce(min(min_ms), 0)::float8 as "minMs", coalesce(max(max_ms), 0)::float8 as "maxMs"
         from parts`,
        [windowSeconds, windowSeconds, windowSeconds],
      );
      const row = rowsOf(result)[0];
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

    /** Whole days from request_endpoint_daily, the hours before the first of them from request_endpoint_hourly. */
    async slowestEndpoints(windowSeconds: number, limit: number): Promise<EndpointTiming[]> {
      const result: unknown = await knex.raw(
        `with parts as (
           select method, endpoint, requests, total_ms
           from request_endpoint_daily where day >= (${WHOLE_DAYS_FROM} at time zone 'UTC')::date
           union all
           select method, endpoint, requests, total_ms
           from request_endpoint_hourly where hour >= ${WHOLE_HOURS_FROM} and hour < ${WHOLE_DAYS_FROM}
           union all
           select method, endpoint, request_count, response_time * request_count
           from performance_logs
           where timestamp >= ${WINDOW_START} and timestamp < ${WHOLE_HOURS_FROM}
         )
         select method, endpoint, (sum(total_ms) / nullif(sum(requests), 0))::float8 as "avgMs"
         from parts where endpoint <> ?
         group by method, endpoint
         order by "avgMs" desc, endpoint, method
         limit ?`,
        [...Array<number>(5).fill(windowSeconds), UNMATCHED_ENDPOINT, limit],
      );
      return rowsOf(result).map((row) => ({
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
           select (hour at time zone 'UTC')::date as day,
                  sum(requests) as requests,
                  (sum(total_ms) / nullif(sum(requests), 0))::float8 as avg_ms,
                  sum(server_errors) as server_errors
           from request_hourly
           where hour >= (date_trunc('day', now() at time zone 'UTC') - make_interval(days => ?::int - 1)) at time zone 'UTC'
           group by 1
         ),
         security as (
           select (hour at time zone 'UTC')::date as day, sum(failed_logins + other_events) as security_events
           from security_event_hourly
           where hour >= (date_trunc('day', now() at time zone 'UTC') - make_interval(days => ?::int - 1)) at time zone 'UTC'
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
        [days, days, days],
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
