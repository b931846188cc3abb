import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LocallyCountedHistogram } from './locally-counted-histogram';

/** Labels of the HTTP metrics: all bounded (route templates, never raw paths or tenant ids). */
type HttpLabel = 'method' | 'route' | 'status_class';

/** Seconds; from a fast cached read to a slow export. */
const HTTP_DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** Asked at scrape time for the number of live sessions (kept in the database by identity). */
type ActiveSessionsSource = () => Promise<number>;

/** The mail outbox as every replica sees it (read from the database at scrape time). */
interface MailQueueFigures {
  queued: number;
  /** Seconds since the oldest queued mail was queued; 0 when none is queued. */
  oldestQueuedAgeSeconds: number;
}
type MailQueueSource = () => Promise<MailQueueFigures>;

/** One scrape reads the outbox once for both of its gauges. */
const MAIL_QUEUE_READ_REUSE_MS = 1000;

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
  /** Mails delivered to the SMTP server, by kind. */
  mailSent: Counter<'kind'>;
  /** Mails given up for good (a 5xx reply, or 24 hours of failed tries), by kind. */
  mailFailed: Counter<'kind'>;
  /** Sends that failed for a reason that may pass (network, 4xx) and will be tried again, by kind. */
  mailRetried: Counter<'kind'>;
  mailQueued: Gauge;
  mailOldestQueuedAge: Gauge;
  /**
   * Failed tries of the work a stranger's request leaves after its answer (registration and reset
   * links), by work and outcome: 'retried' (tried again after a wait) or 'given_up' (every try failed).
   */
  afterAnswerFailures: Counter<'work' | 'outcome'>;
  /** Connects the outbox gauges to their source (the mail module is built after the registry). */
  readMailQueueWith(source: MailQueueSource): void;
  /** Connects the active-sessions gauge to its source (identity is built after the registry). */
  countActiveSessionsWith(source: ActiveSessionsSource): void;
  /**
   * Connects the HTTP counters to the telemetry middleware, which counts in plain numbers on the
   * request path and hands its counts over here when the metrics are read.
   */
  collectHttpCountsWith(source: HttpCountsSource): void;
}

/** Called when the HTTP counters are read: adds the counts since the last call, returns requests in flight. */
type HttpCountsSource = () => number;

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
  let mailQueueSource: MailQueueSource | null = null;
  let lastMailQueueRead: { at: number; figures: Promise<MailQueueFigures> } | null = null;
  const readMailQueue = (): Promise<MailQueueFigures> | null => {
    if (!mailQueueSource) return null;
    const now = Date.now();
    if (lastMailQueueRead === null || now - lastMailQueueRead.at > MAIL_QUEUE_READ_REUSE_MS) {
      lastMailQueueRead = { at: now, figures: mailQueueSource() };
    }
    return lastMailQueueRead.figures;
  };

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
    mailSent: new Counter({
      name: 'mail_sent_total',
      help: 'Mails accepted by the SMTP server, by kind.',
      labelNames: ['kind'],
      registers,
    }),
    mailFailed: new Counter({
      name: 'mail_failed_total',
      help: 'Mails given up for good (refused with a 5xx reply, or still failing 24 hours after queueing), by kind.',
      labelNames: ['kind'],
      registers,
    }),
    mailRetried: new Counter({
      name: 'mail_retries_total',
      help: 'Sends that failed for a passing reason (network, 4xx reply) and are tried again later, by kind.',
      labelNames: ['kind'],
      registers,
    }),
    afterAnswerFailures: new Counter({
      name: 'after_answer_work_failures_total',
      help: 'Failed tries of the work left after a stranger request was answered (registration and reset links), by work and outcome (retried or given_up).',
      labelNames: ['work', 'outcome'],
      registers,
    }),
    mailQueued: new Gauge({
      name: 'mail_queued',
      help: 'Mails waiting to be sent (all replicas: read from the database at scrape time).',
      registers,
      async collect() {
        try {
          const figures = await readMailQueue();
          if (figures) this.set(figures.queued);
        } catch {
          // The database is away: the last known value stays; readiness reports the outage.
        }
      },
    }),
    mailOldestQueuedAge: new Gauge({
      name: 'mail_oldest_queued_age_seconds',
      help: 'Seconds since the oldest mail still waiting to be sent was queued; 0 when none waits.',
      registers,
      async collect() {
        try {
          const figures = await readMailQueue();
          if (figures) this.set(figures.oldestQueuedAgeSeconds);
        } catch {
          // As above: the last known value stays.
        }
      },
    }),
    readMailQueueWith(source) {
      mailQueueSource = source;
      lastMailQueueRead = null;
    },
    countActiveSessionsWith(source) {
      activeSessionsSource = source;
    },
    collectHttpCountsWith(source) {
      httpCountsSource = source;
    },
  };
}
