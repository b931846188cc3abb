import type { Knex } from 'knex';
import type { GuardedRouter } from '../../platform/http';
import type { Logger } from '../../platform/logger';
import type { CompletedRequest } from '../../platform/http';
import type { PortalMetrics } from '../../platform/metrics';
import type { AccessControl } from '../../platform/http';
import { createActivityLogService } from './activity-log.service';
import { createAuditLogRepository } from './audit-log.repository';
import { createDashboardService } from './dashboard.service';
import type { DashboardSources } from './mail-watch';
import { createPerformanceLogRepository } from './performance-log.repository';
import { createPerformanceLogWriter } from './performance-log.writer';
import { createRequestStatsRepository } from './request-stats.repository';
import { createRetentionRepository } from './retention.repository';
import { createSecurityEventRepository } from './security-event.repository';
import { createSiteVisitRepository } from './site-visit.repository';
import { createSiteVisitService } from './site-visit.service';
import { createSystemMetricsRepository } from './system-metrics.repository';
import { createTelemetryJobs, type TelemetryJobs } from './telemetry-jobs';
import { createTelemetryRepository } from './telemetry.repository';
import { createTelemetryRouter } from './telemetry.routes';
import { createTelemetryService, type TelemetryFacade } from './telemetry.service';

export type { TelemetryFacade } from './telemetry.service';
export type { TelemetryJobs } from './telemetry-jobs';
export type { AuditAuthor, WriteAuthor } from './telemetry.types';
export { auditOfStatementRow, auditWritesOf, WRITTEN_ROW_ID } from './write-audit';
export { STORED_TEXT_LIMITS, storedUserAgent } from './stored-text';
export { STRANGER_TRAIL_CEILING } from './stranger-trail';

export interface TelemetryModuleDeps {
  knex: Knex;
  logger: Logger;
  /** The process's one Prometheus registry. */
  metrics: PortalMetrics;
  /** Request telemetry rows older than this are pruned by the retention job. */
  retentionDays: number;
  /** Activity log rows older than this are pruned by the retention job. */
  auditRetentionDays: number;
  /** Keys the visitor hash of site visits (the session secret: the same on every replica). */
  visitorKeySecret: string;
}

export interface TelemetryModule {
  facade: TelemetryFacade;
  /** The HTTP telemetry middleware's hook: queues a performance_logs row for an answered API request. */
  recordRequest(request: CompletedRequest): void;
  /**
   * The owner's dashboard reads (/api/admin/...) and the public page-view beacon; `sources` gives
   * the figures other modules keep (the mail outbox, organization names).
   */
  createRouter(access: AccessControl, sources: DashboardSources): GuardedRouter;
  /** System snapshots and retention pruning on timers (started by main.ts). */
  jobs: TelemetryJobs;
  /** Stops the jobs and writes the queued performance rows. */
  close(): Promise<void>;
}

/**
 * The telemetry module: owns audit_logs, performance_logs, system_metrics, security_events,
 * site_visits and site_visit_windows. Other modules write through the facade; the owner's System
 * Dashboard reads them. Its router is made after identity's access control, which itself records through the facade.
 */
export function createTelemetryModule(deps: TelemetryModuleDeps): TelemetryModule {
  const { knex, metrics } = deps;
  const logger = deps.logger.child({ module: 'telemetry' });
  const facade = createTelemetryService({
    repository: createTelemetryRepository(knex),
    logger,
    metrics,
  });
  const performanceLog = createPerformanceLogWriter({
    repository: createPerformanceLogRepository(knex),
    logger,
    onDropped: (count) => metrics.droppedTelemetryRows.inc(count),
  });
  const auditLogs = createAuditLogRepository(knex);
  const securityEvents = createSecurityEventRepository(knex);
  const jobs = createTelemetryJobs({
    snapshots: createSystemMetricsRepository(knex),
    retention: createRetentionRepository(knex),
    metrics,
    logger,
    retentionDays: deps.retentionDays,
    auditRetentionDays: deps.auditRetentionDays,
  });

  return {
    facade,
    recordRequest: performanceLog.record,
    createRouter: (access, sources) =>
      createTelemetryRouter({
        access,
        dashboard: createDashboardService({
          requests: createRequestStatsRepository(knex),
          securityEvents,
          auditLogs,
          performanceLog,
          metrics,
          sources,
        }),
        activity: createActivityLogService({ knex, auditLogs, securityEvents, telemetry: facade }),
        siteVisits: createSiteVisitService(createSiteVisitRepository(knex), deps.visitorKeySecret),
      }),
    jobs,
    async close() {
      jobs.stop();
      await performanceLog.close();
    },
  };
}
