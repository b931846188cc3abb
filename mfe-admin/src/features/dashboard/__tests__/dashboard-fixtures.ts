import type {
  AdminMetricsDto,
  AuditLogDto,
  DailyStatDto,
  DashboardMetricsDto,
  HistoricalTrendsDto,
  MailDeliveryDto,
  SecurityEventDto,
  SiteVisitsDto,
  SystemHealthDto,
} from '@booking-portal/api/contract';
import { fakeNetwork, type FakeResponder } from '@booking-portal/shell/test-support';

export const ADMIN_PATHS = {
  metrics: '/api/admin/metrics',
  health: '/api/admin/health',
  dashboardMetrics: '/api/admin/dashboard-metrics',
  historicalTrends: '/api/admin/historical-trends',
  auditLogs: '/api/admin/audit-logs',
  securityEvents: '/api/admin/persistent-security-events',
  siteVisits: '/api/admin/site-visits',
  mailDelivery: '/api/admin/mail-delivery',
} as const;

export const METRICS: AdminMetricsDto = {
  requests: {
    total: { count: 1234 },
    success: { count: 1224 },
    errors: { count: 7 },
    rateLimited: { count: 3 },
    clientErrors: { count: 5 },
    serverErrors: { count: 2 },
  },
  performance: { responseTime: { avg: 12.3, min: 0.4, max: 870.2 }, dbQueries: { avg: 1.25, count: 5678 } },
  security: { failedLogins: 4, suspiciousActivity: 2, recentEvents: 6 },
  // 1 day, 2 hours and 3 minutes.
  system: { uptime: 93_780, memoryUsage: 142, activeConnections: 5 },
};

export const HEALTHY: SystemHealthDto = {
  status: 'healthy',
  details: { uptime: 3_720, errorRate: 0.4, memoryUsage: 142, issues: [] },
};

const DASHBOARD_METRICS: DashboardMetricsDto = {
  performance: {
    avgResponseTime: 15.5,
    totalRequests: 4321,
    errorRate: 1.2,
    slowestEndpoints: [
      { endpoint: 'GET /api/bookings.csv', avgTime: 250.5 },
      { endpoint: 'POST /api/bookings/:id/duplicate', avgTime: 120 },
      { endpoint: 'GET /api/bookings', avgTime: 45.2 },
      { endpoint: 'GET /api/users', avgTime: 20 },
      { endpoint: 'GET /api/performers', avgTime: 10 },
    ],
  },
  securityAlerts: 9,
};

/** Ten days ending 2026-03-10, oldest first, as the API sends them. */
const DAILY_STATS: DailyStatDto[] = Array.from({ length: 10 }, (_, index) => ({
  date: `2026-03-${String(index + 1).padStart(2, '0')}`,
  requests: 100 + index,
  avgResponseTime: 10 + index,
  errors: index,
  securityEvents: index % 3,
}));

const TRENDS: HistoricalTrendsDto = {
  totalRequests: DAILY_STATS.reduce((sum, day) => sum + day.requests, 0),
  totalAuditEvents: 77,
  totalSecurityEvents: DAILY_STATS.reduce((sum, day) => sum + day.securityEvents, 0),
  dailyStats: DAILY_STATS,
};

export function auditEntry(id: number, overrides: Partial<AuditLogDto> = {}): AuditLogDto {
  return {
    id,
    timestamp: new Date(Date.UTC(2026, 2, 10, 12, 0, 0) - id * 60_000).toISOString(),
    userId: 1,
    email: `user${id}@encore.test`,
    action: id % 2 === 0 ? 'booking_created' : 'login_success',
    resource: null,
    resourceId: null,
    ipAddress: '203.0.113.9',
    userAgent: null,
    success: true,
    details: null,
    organizationId: 2,
    ...overrides,
  };
}

export const RECENT_AUDIT: AuditLogDto[] = Array.from({ length: 50 }, (_, index) => auditEntry(index + 1));

export function securityEvent(id: number, overrides: Partial<SecurityEventDto> = {}): SecurityEventDto {
  const severities = ['critical', 'high', 'medium', 'low'] as const;
  return {
    id,
    timestamp: new Date(Date.UTC(2026, 2, 10, 11, 0, 0) - id * 60_000).toISOString(),
    eventType: `event_type_${id}`,
    ipAddress: `198.51.100.${id}`,
    userAgent: null,
    email: null,
    severity: severities[id % 4] ?? 'low',
    details: `{"attempt":${id}}`,
    resolved: false,
    ...overrides,
  };
}

export const SECURITY_EVENTS: SecurityEventDto[] = Array.from({ length: 12 }, (_, index) =>
  securityEvent(index + 1),
);

const SITE_VISITS: SiteVisitsDto = { totalVisits: 95, uniqueVisitors: 40 };

const MAIL_DELIVERY: MailDeliveryDto = { queued: 0, oldestQueuedAgeSeconds: 0, failed: [] };

export interface DashboardAnswers {
  metrics?: FakeResponder;
  health?: FakeResponder;
  dashboardMetrics?: FakeResponder;
  historicalTrends?: FakeResponder;
  auditLogs?: FakeResponder;
  securityEvents?: FakeResponder;
  siteVisits?: FakeResponder;
  mailDelivery?: FakeResponder;
}

/** Answers every dashboard read (query strings ignored); `answers` replaces some of them. */
export function answerDashboard(answers: DashboardAnswers = {}): void {
  fakeNetwork
    .on('GET', ADMIN_PATHS.metrics, answers.metrics ?? { status: 200, body: METRICS })
    .on('GET', ADMIN_PATHS.health, answers.health ?? { status: 200, body: HEALTHY })
    .on(
      'GET',
      ADMIN_PATHS.dashboardMetrics,
      answers.dashboardMetrics ?? { status: 200, body: DASHBOARD_METRICS },
    )
    .on('GET', ADMIN_PATHS.historicalTrends, answers.historicalTrends ?? { status: 200, body: TRENDS })
    .on('GET', ADMIN_PATHS.auditLogs, answers.auditLogs ?? { status: 200, body: RECENT_AUDIT })
    .on('GET', ADMIN_PATHS.securityEvents, answers.securityEvents ?? { status: 200, body: SECURITY_EVENTS })
    .on('GET', ADMIN_PATHS.siteVisits, answers.siteVisits ?? { status: 200, body: SITE_VISITS })
    .on('GET', ADMIN_PATHS.mailDelivery, answers.mailDelivery ?? { status: 200, body: MAIL_DELIVERY });
}
