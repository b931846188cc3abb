import {
  FAILED_MAILS_SHOWN,
  HISTORICAL_DAILY_ROWS,
  type AdminMetricsDto,
  type DashboardMetricsDto,
  type HistoricalTrendsDto,
  type MailDeliveryDto,
  type SystemHealthDto,
} from '../../contract';
import { readProcessFigures, type PortalMetrics } from '../../platform/metrics';
import type { AuditLogRepository } from './audit-log.repository';
import type { DashboardSources } from './mail-watch';
import type { PerformanceLogWriter } from './performance-log.writer';
import type { RequestStatsRepository } from './request-stats.repository';
import type { SecurityEventRepository } from './security-event.repository';
import { roundTo, SECONDS_PER_DAY } from './sql-values';
import { assessHealth } from './system-health';

const LAST_HOUR_SECONDS = 60 * 60;
const SLOWEST_ENDPOINTS = 5;

export interface DashboardServiceDeps {
  requests: RequestStatsRepository;
  securityEvents: SecurityEventRepository;
  auditLogs: AuditLogRepository;
  performanceLog: PerformanceLogWriter;
  metrics: PortalMetrics;
  sources: DashboardSources;
}

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : roundTo((part / whole) * 100, 1);
}

/**
 * The figures of the owner's dashboard. Request and security figures come from the tables every
 * replica writes (so any replica answers the same); process figures come from the answering
 * process's registry. Each read first writes this process's queued performance rows, so a
 * dashboard read sees the requests made just before it.
 */
export function createDashboardService(deps: DashboardServiceDeps) {
  const { requests, securityEvents, auditLogs, performanceLog, metrics } = deps;
  const { mail, organizations } = deps.sources;

  return {
    async metrics(): Promise<AdminMetricsDto> {
      await performanceLog.flush();
      const [summary, security, figures] = await Promise.all([
        requests.summarize(SECONDS_PER_DAY),
        securityEvents.summarize(SECONDS_PER_DAY),
        readProcessFigures(metrics),
      ]);
      return {
        requests: {
          total: { count: summary.total },
          success: { count: summary.success },
          errors: { count: summary.clientErrors + summary.serverErrors },
          rateLimited: { count: summary.rateLimited },
          clientErrors: { count: summary.clientErrors },
          serverErrors: { count: summary.serverErrors },
        },
        performance: {
          responseTime: {
            avg: roundTo(summary.avgMs, 1),
            min: roundTo(summary.minMs, 1),
            max: roundTo(summary.maxMs, 1),
          },
          dbQueries: { avg: figures.dbQueries.avgMs, count: figures.dbQueries.count },
        },
        security: {
          failedLogins: security.failedLogins,
          suspiciousActivity: security.suspicious,
          recentEvents: security.total,
        },
        system: {
          uptime: figures.uptimeSeconds,
          memoryUsage: figures.memoryMb,
          activeConnections: figures.requestsInFlight,
        },
      };
    },

    async health(): Promise<SystemHealthDto> {
      await performanceLog.flush();
      const [lastHour, unresolved, figures, mailQueue] = await Promise.all([
        requests.summarize(LAST_HOUR_SECONDS),
        securityEvents.unresolvedBySeverity(),
        readProcessFigures(metrics),
        mail.queueFigures(),
      ]);
      return assessHealth({
        process: figures,
        lastHour: { requests: lastHour.total, serverErrors: lastHour.serverErrors, avgMs: lastHour.avgMs },
        unresolved,
        mailQueue,
      });
    },

    async mailDelivery(): Promise<MailDeliveryDto> {
      const [queue, failed] = await Promise.all([mail.queueFigures(), mail.failedMails(FAILED_MAILS_SHOWN)]);
      const organizationIds = [
        ...new Set(failed.flatMap((entry) => (entry.organizationId === null ? [] : [entry.organizationId]))),
      ];
      const names = new Map(
        (organizationIds.length === 0 ? [] : await organizations.findOrganizationsByIds(organizationIds)).map(
          (organization) => [organization.id, organization.name] as const,
        ),
      );
      return {
        queued: queue.queued,
        oldestQueuedAgeSeconds: queue.oldestQueuedAgeSeconds,
        failed: failed.map((entry) => {
          const name = entry.organizationId === null ? undefined : names.get(entry.organizationId);
          return {
            id: entry.id,
            recipient: entry.recipient,
            kind: entry.kind,
            subject: entry.subject,
            // A deleted organization's mail still shows, without a name to give.
            organization:
              entry.organizationId !== null && name !== undefined ? { id: entry.organizationId, name } : null,
            queuedAt: new Date(entry.createdAt).toISOString(),
            failedAt: new Date(entry.failedAt).toISOString(),
            attempts: entry.attempts,
            lastError: entry.lastError,
          };
        }),
      };
    },

    async dashboardMetrics(days: number): Promise<DashboardMetricsDto> {
      await performanceLog.flush();
      const windowSeconds = days * SECONDS_PER_DAY;
      const [summary, slowest, alerts] = await Promise.all([
        requests.summarize(windowSeconds),
        requests.slowestEndpoints(windowSeconds, SLOWEST_ENDPOINTS),
        securityEvents.countInWindow(windowSeconds),
      ]);
      return {
        performance: {
          avgResponseTime: roundTo(summary.avgMs, 1),
          totalRequests: summary.total,
          errorRate: percentOf(summary.serverErrors, summary.total),
          slowestEndpoints: slowest.map((timing) => ({
            endpoint: `${timing.method} ${timing.endpoint}`,
            avgTime: roundTo(timing.avgMs, 1),
          })),
        },
        securityAlerts: alerts,
      };
    },

    async historicalTrends(days: number): Promise<HistoricalTrendsDto> {
      await performanceLog.flush();
      // The table always shows the last 7 days, even when the range is shorter (Last 24 hours).
      const [daily, auditEvents] = await Promise.all([
        requests.daily(Math.max(days, HISTORICAL_DAILY_ROWS)),
        auditLogs.countInCalendarDays(days),
      ]);
      const inRange = daily.slice(-days);
      return {
        totalRequests: inRange.reduce((sum, day) => sum + day.requests, 0),
        totalAuditEvents: auditEvents,
        totalSecurityEvents: inRange.reduce((sum, day) => sum + day.securityEvents, 0),
        dailyStats: daily.map((day) => ({
          date: day.date,
          requests: day.requests,
          avgResponseTime: roundTo(day.avgMs, 1),
          errors: day.serverErrors,
          securityEvents: day.securityEvents,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
