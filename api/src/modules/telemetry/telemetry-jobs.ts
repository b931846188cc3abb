import os from 'node:os';
import { createPeriodicJobs } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import { readProcessFigures, type PortalMetrics } from '../../platform/metrics';
import type { RetentionRepository } from './retention.repository';
import { SITE_VISIT_WINDOW_SECONDS } from './site-visit.repository';
import type { SystemMetricsRepository } from './system-metrics.repository';

const SNAPSHOT_EVERY_MS = 60_000;
const PRUNE_FIRST_AFTER_MS = 60_000;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
/** The security log's ceiling is kept every minute: between checks it can only grow by a minute's new rows. */
const BOUND_SECURITY_LOG_EVERY_MS = 60_000;

export interface TelemetryJobsDeps {
  snapshots: SystemMetricsRepository;
  retention: RetentionRepository;
  metrics: PortalMetrics;
  logger: Logger;
  /** Request telemetry (logs, security events, visits, snapshots) is kept this many days. */
  retentionDays: number;
  /** The activity log is kept this many days. */
  auditRetentionDays: number;
}

export interface TelemetryJobs {
  /** Starts the periodic snapshot and pruning (main.ts only: tests run the jobs by hand). */
  start(): void;
  stop(): void;
  /** Writes one system_metrics row per figure of this process. */
  takeSnapshot(): Promise<void>;
  /** Deletes telemetry rows older than the retention period, and activity log rows older than theirs. */
  pruneOldRows(): Promise<void>;
  /** Deletes the security events over the security log's ceiling, least important first. */
  boundSecurityLog(): Promise<void>;
}

export function createTelemetryJobs(deps: TelemetryJobsDeps): TelemetryJobs {
  const { every, stop } = createPeriodicJobs(deps.logger);
  // Each replica writes its own snapshots: the details say which process took them.
  const origin = JSON.stringify({ host: os.hostname(), pid: process.pid });

  async function takeSnapshot(): Promise<void> {
    const figures = await readProcessFigures(deps.metrics);
    const sessions = await deps.metrics.activeSessions.get();
    await deps.snapshots.insertSnapshot([
      { metricType: 'uptime_seconds', value: figures.uptimeSeconds, details: origin },
      { metricType: 'memory_rss_mb', value: figures.memoryMb, details: origin },
      { metricType: 'heap_used_percent', value: figures.heapUsedPercent, details: origin },
      { metricType: 'requests_in_flight', value: figures.requestsInFlight, details: origin },
      { metricType: 'db_queries_total', value: figures.dbQueries.count, details: origin },
      { metricType: 'active_sessions', value: sessions.values[0]?.value ?? 0, details: origin },
    ]);
  }

  async function pruneOldRows(): Promise<void> {
    const deleted = {
      ...(await deps.retention.prune(deps.retentionDays)),
      audit_logs: await deps.retention.pruneAuditLog(deps.auditRetentionDays),
    };
    const visitWindows = await deps.retention.pruneSiteVisitWindows(SITE_VISIT_WINDOW_SECONDS);
    deps.logger.info(
      {
        deleted,
        visitWindows,
        retentionDays: deps.retentionDays,
        auditRetentionDays: deps.auditRetentionDays,
      },
      'old telemetry rows pruned',
    );
  }

  async function boundSecurityLog(): Promise<void> {
    const deleted = await deps.retention.boundSecurityLog();
    if (deleted > 0) deps.logger.warn({ deleted }, 'security log over its ceiling: oldest events pruned');
  }

  return {
    start() {
      every(SNAPSHOT_EVERY_MS, SNAPSHOT_EVERY_MS, 'system snapshot', takeSnapshot);
      every(PRUNE_EVERY_MS, PRUNE_FIRST_AFTER_MS, 'retention', pruneOldRows);
      every(
        BOUND_SECURITY_LOG_EVERY_MS,
        BOUND_SECURITY_LOG_EVERY_MS,
        'security log ceiling',
        boundSecurityLog,
      );
    },
    stop,
    takeSnapshot,
    pruneOldRows,
    boundSecurityLog,
  };
}
