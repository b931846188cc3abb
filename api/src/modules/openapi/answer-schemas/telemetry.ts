import { SECURITY_SEVERITY_LEVELS } from '../../../contract';
import type { JsonSchema } from '../json-schema';
import {
  amount,
  arrayOf,
  calendarDate,
  closedObject,
  count,
  flag,
  id,
  isoTimestamp,
  nullable,
  oneOfValues,
  optionalId,
  optionalText,
  text,
} from './schema-parts';

const counted = closedObject({ count });
const issueLevel = oneOfValues(['warning', 'critical']);

/** The owner's System Dashboard (telemetry.dto.ts). */
export const TELEMETRY_SCHEMAS = {
  /** AdminMetricsDto: the last 24 hours' requests; the answering process's queries and figures. */
  AdminMetrics: closedObject({
    requests: closedObject({
      total: counted,
      success: counted,
      errors: counted,
      rateLimited: counted,
      clientErrors: counted,
      serverErrors: counted,
    }),
    performance: closedObject({
      responseTime: closedObject({ avg: amount, min: amount, max: amount }),
      dbQueries: closedObject({ avg: amount, count }),
    }),
    security: closedObject({ failedLogins: count, suspiciousActivity: count, recentEvents: count }),
    system: closedObject({ uptime: amount, memoryUsage: amount, activeConnections: count }),
  }),
  /** SystemHealthDto. */
  SystemHealth: closedObject({
    status: oneOfValues(['healthy', 'warning', 'critical']),
    details: closedObject(
      {
        uptime: amount,
        errorRate: amount,
        memoryUsage: amount,
        issues: arrayOf(text),
        issueCauses: arrayOf(
          closedObject(
            {
              text,
              level: issueLevel,
              cause: oneOfValues(['error-rate', 'memory', 'response-time', 'security-events', 'mail-queue']),
              severity: oneOfValues(SECURITY_SEVERITY_LEVELS),
            },
            ['severity'],
          ),
        ),
      },
      ['issueCauses'],
    ),
  }),
  /** DashboardMetricsDto. */
  DashboardMetrics: closedObject({
    performance: closedObject({
      avgResponseTime: amount,
      totalRequests: count,
      errorRate: amount,
      slowestEndpoints: arrayOf(closedObject({ endpoint: text, avgTime: amount })),
    }),
    securityAlerts: count,
  }),
  /** HistoricalTrendsDto: totals of the range and a row per day, oldest first. */
  HistoricalTrends: closedObject({
    totalRequests: count,
    totalAuditEvents: count,
    totalSecurityEvents: count,
    dailyStats: arrayOf(
      closedObject({
        date: calendarDate,
        requests: count,
        avgResponseTime: amount,
        errors: count,
        securityEvents: count,
      }),
    ),
  }),
  /** AuditLogDto: one row of the audit trail. */
  AuditLog: closedObject({
    id,
    timestamp: isoTimestamp,
    userId: optionalId,
    email: optionalText,
    action: text,
    resource: optionalText,
    resourceId: optionalText,
    ipAddress: optionalText,
    userAgent: optionalText,
    success: flag,
    details: optionalText,
    organizationId: optionalId,
  }),
  /** SecurityEventDto: events of one kind from one client within a clock hour are one row. */
  SecurityEvent: closedObject(
    {
      id,
      timestamp: isoTimestamp,
      lastSeen: isoTimestamp,
      occurrences: { type: 'integer', minimum: 1 },
      eventType: text,
      ipAddress: optionalText,
      userAgent: optionalText,
      email: optionalText,
      severity: oneOfValues(SECURITY_SEVERITY_LEVELS),
      details: optionalText,
      resolved: flag,
    },
    ['lastSeen', 'occurrences'],
  ),
  /** MailDeliveryDto: the outbox as every replica sees it. */
  MailDelivery: closedObject({
    queued: count,
    oldestQueuedAgeSeconds: amount,
    failed: arrayOf(
      closedObject({
        id,
        recipient: text,
        kind: text,
        subject: text,
        organization: nullable(closedObject({ id, name: text })),
        queuedAt: isoTimestamp,
        failedAt: isoTimestamp,
        attempts: count,
        lastError: optionalText,
      }),
    ),
  }),
  /** SiteVisitsDto. */
  SiteVisits: closedObject({ totalVisits: count, uniqueVisitors: count }),
} as const satisfies Record<string, JsonSchema>;
