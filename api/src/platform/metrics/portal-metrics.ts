import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LocallyCountedHistogram } from './locally-counted-histogram';

/** Labels of the HTTP metrics: all bounded (route templates, never raw paths or tenant ids). */
export type HttpLabel = 'method' | 'route' | 'status_class';

/** Seconds; from a fast cached read to a slow export. */
const HTTP_DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** Asked at scrape time for the number of live sessions (kept in the database by identity). */
export type ActiveSessionsSource = () => Promise<number>;

/**
 * The one Prometheus registry of a process and every metric the portal writes to it. Built once
 * per app (tests build one per app, so no metric is ever registered twice on a registry).
 */
export interface PortalMetrics {
  registry: Registry;
  /** Counted per label set through series() (the HTTP telemetry keeps one per method, route, status class). */
  httpRequestDuration: LocallyCountedHistogram<HttpLabel>;
  httpRequests: Counter<HttpLabel>;
  httpRequestsInFlight: Gauge;
  rateLimitedRequests: Counter<'route'>;
  dbQueryDuration: Histogram<'operation'>;
  loginFailures: Counter;
  securityEvents: Counter<'event_type' | 'severity'>;
  /** Telemetry rows (performance logs) dropped because the database could not keep up. */
  droppedTelemetryRows: Counter;
  activeSessions: Gauge;
  /** Connects the active-sessions gauge to its source (identity is built after the registry). */
  countActiveSessionsWith(source: ActiveSessionsSource): void;
  /**
   * Connects the HTTP counters to the telemetry middleware, which counts in plain numbers on the
   * request path and hands its counts over here when the metrics are read.
   */
  collectHttpCountsWith(source: HttpCountsSource): void;
}

/** Called when the HTTP counters are read: adds the counts since the last call, returns requests in flight. */
export type HttpCountsSource = () => number;

export interface PortalMetricsOptions {
  /** Node.js process metrics (CPU, memory, event loop, GC); on unless a test turns them off. */
  processMetrics?: boolean;
}

export function createPortalMetrics(options: PortalMetricsOptions = {}): PortalMetrics {
  const registry = new Registry();
  if (options.processMetrics !== false) {
    collectDefaultMetrics({ register: registry });
    // Gauges named like counters fail `promtool check metrics`; the same figures stay available
    // by type as nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
    for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  }
  const registers = [registry];
  let activeSessionsSource: ActiveSessionsSource | null = null;
  let httpCountsSource: HttpCountsSource | null = null;

  return {
    registry,
    httpRequestDuration: new LocallyCountedHistogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to the end of its answer.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_DURATION_BUCKETS,
      registers,
    }),
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status class.',
      labelNames: ['method', 'route', 'status_class'],
      registers,
      collect() {
        httpCountsSource?.();
      },
    }),
    httpRequestsInFlight: new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered right now.',
      registers,
      collect() {
        if (httpCountsSource) this.set(httpCountsSource());
      },
    }),
    rateLimitedRequests: new Counter({
      name: 'http_rate_limited_requests_total',
      help: 'Requests refused with 429 Too Many Requests, by route template.',
      labelNames: ['route'],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of database queries, by operation (select, insert, update, del, raw, ...).',
      labelNames: ['operation'],
      buckets: DB_DURATION_BUCKETS,
      registers,
    }),
    loginFailures: new Counter({
      name: 'auth_login_failures_total',
      help: 'Failed sign-in attempts.',
      registers,
    }),
    securityEvents: new Counter({
      name: 'security_events_total',
      help: 'Security events recorded, by type and severity.',
      labelNames: ['event_type', 'severity'],
      registers,
    }),
    droppedTelemetryRows: new Counter({
      name: 'telemetry_dropped_rows_total',
      help: 'Performance log rows dropped because the database could not take them.',
      registers,
    }),
    activeSessions: new Gauge({
      name: 'auth_active_sessions',
      help: 'Sessions that have not expired (all replicas: read from the database at scrape time).',
      registers,
      async collect() {
        if (!activeSessionsSource) return;
        try {
          this.set(await activeSessionsSource());
        } catch {
          // The database is away: the last known value stays; readiness reports the outage.
        }
      },
    }),
    countActiveSessionsWith(source) {
      activeSessionsSource = source;
    },
    collectHttpCountsWith(source) {
      httpCountsSource = source;
    },
  };
}
