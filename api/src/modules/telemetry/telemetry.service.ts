import type { Knex } from 'knex';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import type { RepeatedEventGuard } from './repeated-event-guard';
import type { TelemetryRepository } from './telemetry.repository';
import type { AuditEntry, SecurityEventEntry, WrittenRowAudit } from './telemetry.types';

export interface TelemetryFacade {
  /**
   * Writes an audit_logs row. A failure is logged, never thrown: telemetry must not fail the request.
   * Given the caller's transaction, the row is written in it and a failure is thrown instead, so the
   * change and its audit row are committed together or not at all.
   */
  recordAudit(entry: AuditEntry, trx?: Knex.Transaction): Promise<void>;
  /**
   * The audit row of a write as part of the write's own statement, for a module whose write is one
   * statement: the change and its row commit together, or neither, without the BEGIN and COMMIT
   * round trips a transaction costs. The resource id is the written row's id.
   */
  auditOfWrittenRow(entry: Omit<AuditEntry, 'resourceId'>): WrittenRowAudit;
  /**
   * Writes a security_events row (unresolved) and counts it in security_events_total. Failures are
   * logged, never thrown. Floods of cheap identical events (refused origins) are held back per minute.
   */
  recordSecurityEvent(event: SecurityEventEntry): Promise<void>;
}

export interface TelemetryServiceDeps {
  repository: TelemetryRepository;
  logger: Logger;
  metrics: PortalMetrics;
  repeatedEvents: RepeatedEventGuard;
}

const LOGIN_FAILED_ACTION = 'login_failed';

export function createTelemetryService(deps: TelemetryServiceDeps): TelemetryFacade {
  const { repository, logger, metrics, repeatedEvents } = deps;
  return {
    async recordAudit(entry, trx) {
      if (entry.action === LOGIN_FAILED_ACTION) metrics.loginFailures.inc();
      if (trx) {
        await repository.insertAudit(entry, trx);
        return;
      }
      try {
        await repository.insertAudit(entry);
      } catch (error) {
        logger.error({ err: error, action: entry.action }, 'audit entry not written');
      }
    },
    auditOfWrittenRow(entry) {
      return (db, writtenTable) => repository.auditOfWritten(db, entry, writtenTable);
    },
    async recordSecurityEvent(event) {
      metrics.securityEvents.inc({ event_type: event.eventType, severity: event.severity });
      if (!repeatedEvents.shouldRecord(event.eventType, event.ipAddress)) return;
      try {
        await repository.insertSecurityEvent(event);
      } catch (error) {
        logger.error({ err: error, eventType: event.eventType }, 'security event not written');
      }
    },
  };
}
