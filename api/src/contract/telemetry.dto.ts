/**
 * The owner's System Dashboard reads (docs/PRODUCT.md section 7, /api/admin) with the metric shapes of
 * docs/PRODUCT.md section 3, and the dashboard's constants (section 9).
 */

/** The time-range select: Last 24 hours, 7, 30 and 90 days (default 7). */
export const DASHBOARD_RANGE_DAYS = [1, 7, 30, 90] as const;
export type DashboardRangeDays = (typeof DASHBOARD_RANGE_DAYS)[number];
export const DEFAULT_DASHBOARD_RANGE_DAYS: DashboardRangeDays = 7;
/** Longest window any dashboard read accepts (the longest range the select offers). */
export const MAX_DASHBOARD_DAYS = 90;

/** Public Calendar Visits look back 30 days; the daily average is total / 30, rounded. */
export const SITE_VISITS_WINDOW_DAYS = 30;
export const PUBLIC_SCHEDULE_PAGE = '/public';

export const AUDIT_PAGE_SIZE = 20;
export const RECENT_AUDIT_FETCH_LIMIT = 50;
export const RECENT_AUDIT_SHOWN = 15;
export const SECURITY_EVENTS_FETCH_LIMIT = 20;
export const SECURITY_EVENTS_SHOWN = 10;
/** Upper bound of ?limit= on the list reads. */
export const MAX_LOG_PAGE_LIMIT = 200;

/**
 * Polling intervals while auto-refresh is on (docs/PRODUCT.md section 9), in milliseconds. Historical
 * trends are not polled: they change by the day, and Refresh or a new range reads them again.
 */
export const DASHBOARD_POLLING_MS = {
  metrics: 30_000,
  health: 15_000,
  dashboardMetrics: 60_000,
  auditLogs: 30_000,
  securityEvents: 30_000,
  siteVisits: 60_000,
  mailDelivery: 60_000,
} as const;

/** The Complete Activity Log's action filter, in the spec's order ('all' means no filter). */
export const AUDIT_ACTION_FILTERS = [
  'all',
  'booking_created',
  'booking_updated',
  'booking_deleted',
  'user_updated',
  'user_deleted',
  'performer_created',
  'performer_updated',
  'performer_deleted',
  'login_success',
  'login_failed',
  // Account changes made through mailed links and User Management (invitations, resets, disabling).
  'user_invited',
  'user_registered',
  'password_reset',
  'user_disabled',
  'user_enabled',
  // Who is free: performers' unavailable periods and venues' closures.
  'performer_unavailability_added',
  'performer_unavailability_removed',
  'venue_closure_added',
  'venue_closure_removed',
] as const;
export type AuditActionFilter = (typeof AUDIT_ACTION_FILTERS)[number];

export const SECURITY_SEVERITY_LEVELS = ['critical', 'high', 'medium', 'low'] as const;
export type SecuritySeverityLevel = (typeof SECURITY_SEVERITY_LEVELS)[number];

export type HealthStatus = 'healthy' | 'warning' | 'critical';

interface CountDto {
  count: number;
}

/**
 * GET /api/admin/metrics. Requests and response times cover the last 24 hours of every replica
 * (performance_logs). Every answer is in one of the spec's buckets, so total = success + errors +
 * rateLimited: success below 400, rateLimited the 429 answers, errors every other answer of 400 or
 * more, split into clientErrors (4xx) and serverErrors (5xx). dbQueries and system describe the
 * process that answered (its Prometheus registry): uptime in seconds, memory in MB (resident set),
 * activeConnections the requests in flight.
 */
export interface AdminMetricsDto {
  requests: {
    total: CountDto;
    success: CountDto;
    errors: CountDto;
    rateLimited: CountDto;
    /** 4xx answers other than 429 (part of errors). */
    clientErrors: CountDto;
    /** 5xx answers (part of errors). */
    serverErrors: CountDto;
  };
  performance: {
    /** Milliseconds. */
    responseTime: { avg: number; min: number; max: number };
    /** avg in milliseconds, count since the process started. */
    dbQueries: { avg: number; count: number };
  };
  /** Last 24 hours: failed logins, security events other than failed logins, all security events. */
  security: { failedLogins: number; suspiciousActivity: number; recentEvents: number };
  system: { uptime: number; memoryUsage: number; activeConnections: number };
}

/** What raised a health issue: the figure or the records the owner should look at. */
type HealthIssueCause = 'error-rate' | 'memory' | 'response-time' | 'security-events' | 'mail-queue';

/** One active health issue with its level and its cause. */
export interface HealthIssueDto {
  /** The same text as in details.issues. */
  text: string;
  level: Exclude<HealthStatus, 'healthy'>;
  cause: HealthIssueCause;
  /** For 'security-events': the severity of the unresolved events behind the issue. */
  severity?: SecuritySeverityLevel;
}

/** GET /api/admin/health */
export interface SystemHealthDto {
  status: HealthStatus;
  details: {
    /** Seconds. */
    uptime: number;
    /**
     * Percent of requests answered with a server error (5xx) in the last hour, one decimal. Client
     * errors (4xx) are not counted: a signed-out visitor's session check is a 401, not a failure.
     */
    errorRate: number;
    /** MB (resident set). */
    memoryUsage: number;
    issues: string[];
    /** The issues again, in the same order, each with what caused it (absent from an older API). */
    issueCauses?: HealthIssueDto[];
  };
}

interface SlowEndpointDto {
  /** 'GET /api/bookings/:id': method and route template. */
  endpoint: string;
  /** Milliseconds. */
  avgTime: number;
}

/** GET /api/admin/dashboard-metrics?days= */
export interface DashboardMetricsDto {
  performance: {
    avgResponseTime: number;
    totalRequests: number;
    /** Percent of the range's requests answered with a server error (5xx), one decimal; 4xx are not counted. */
    errorRate: number;
    /** Slowest first (at most 5). */
    slowestEndpoints: SlowEndpointDto[];
  };
  securityAlerts: number;
}

export interface DailyStatDto {
  /** yyyy-MM-dd (UTC day). */
  date: string;
  requests: number;
  avgResponseTime: number;
  /** Server errors (5xx). */
  errors: number;
  securityEvents: number;
}

/** The daily rows always reach back this many days, whatever the range (docs/PRODUCT.md: the last 7 daily rows). */
export const HISTORICAL_DAILY_ROWS = 7;

/**
 * GET /api/admin/historical-trends?days=: the totals cover the range; dailyStats has one row per day
 * of the range and at least the last HISTORICAL_DAILY_ROWS days, oldest first (today last).
 */
export interface HistoricalTrendsDto {
  totalRequests: number;
  totalAuditEvents: number;
  totalSecurityEvents: number;
  dailyStats: DailyStatDto[];
}

/** One row of GET /api/admin/audit-logs (newest first). */
export interface AuditLogDto {
  id: number;
  /** ISO 8601. */
  timestamp: string;
  userId: number | null;
  email: string | null;
  action: string;
  resource: string | null;
  resourceId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  success: boolean;
  details: string | null;
  organizationId: number | null;
}

/**
 * One row of GET /api/admin/persistent-security-events (newest first; the unresolved list most severe
 * first, then newest). Repeated events of one kind
 * from one client within a clock hour are one row: `timestamp` is the first, `lastSeen` the latest,
 * `occurrences` how many (both absent from an API older than this folding).
 */
export interface SecurityEventDto {
  id: number;
  /** ISO 8601: the first occurrence. */
  timestamp: string;
  /** ISO 8601: the latest occurrence. */
  lastSeen?: string;
  occurrences?: number;
  eventType: string;
  ipAddress: string | null;
  userAgent: string | null;
  email: string | null;
  severity: SecuritySeverityLevel;
  details: string | null;
  resolved: boolean;
}

/** GET /api/admin/site-visits?days=&page= */
export interface SiteVisitsDto {
  totalVisits: number;
  uniqueVisitors: number;
}

/** POST /api/public/visits: the public schedule reports a page view (no cookie is set or read). */
export interface SiteVisitRequest {
  page: string;
  referrer?: string | null;
  /** A random id the page keeps for its tab (optional). */
  sessionId?: string | null;
}

/** The Mail Delivery card lists at most this many mails that failed for good, newest first. */
export const FAILED_MAILS_SHOWN = 20;

/** One mail the portal gave up on: the server refused it (5xx), or it still failed 24 hours after queueing. */
export interface FailedMailDto {
  id: number;
  recipient: string;
  /** Why it was sent: 'invitation', 'registration_link', 'password_reset', 'performer_digest', ... */
  kind: string;
  subject: string;
  /** The organization the mail concerned, if any. */
  organization: { id: number; name: string } | null;
  /** ISO 8601: when it was queued, and when it was given up. */
  queuedAt: string;
  failedAt: string;
  /** Delivery attempts made. */
  attempts: number;
  /** The SMTP server's last reply or the network problem. */
  lastError: string | null;
}

/**
 * GET /api/admin/mail-delivery: the outbox as every replica sees it. The System Health card raises
 * an issue ('mail-queue') when the oldest queued mail has waited over 15 minutes.
 */
export interface MailDeliveryDto {
  /** Mails waiting to be sent (new ones and retries). */
  queued: number;
  /** Seconds since the oldest of them was queued; 0 when none waits. */
  oldestQueuedAgeSeconds: number;
  /** The latest mails given up for good, newest first (at most FAILED_MAILS_SHOWN). */
  failed: FailedMailDto[];
}
