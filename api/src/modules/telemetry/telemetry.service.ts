import type { Knex } from 'knex';
import type { Logger } from '../../platform/logger';
import type { PortalMetrics } from '../../platform/metrics';
import type { RepeatedEventGuard } from './repeated-event-guard';
import type { TelemetryRepository } from './telemetry.repository';
import type { AuditAuthor, AuditedChange, AuditEntry, SecurityEventEntry } from './telemetry.types';
import { writeAuditEntry } from './write-audit';

export interface TelemetryFacade {
  /**
   * The audit row of a write, inside the write's own transaction: the change and its row commit
   * together or not at all, and a failure to write the row is thrown (rolling the write back).
   * `author` is the write's context: who wrote, from where.
   */
  auditWrite(trx: Knex.Transaction, author: AuditAuthor, change: AuditedChange): Promise<void>;
  /**
   * An audit row of something that is not a write of the caller's (sign-in attempts). A failure is
   * logged, never thrown: telemetry must not fail the request.
   */
  recordAudit(entry: AuditEntry): Promise<void>;
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
    async auditWrite(trx, author, change) {
      await repository.insertAudit(
        { ...writeAuditEntry(author, change), resourceId: change.resourceId },
        trx,
      );
    },
    async recordAudit(entry) {
      if (entry.action === LOGIN_FAILED_ACTION) metrics.loginFailures.inc();
      try {
        await repository.insertAudit(entry);
      } catch (error) {
        logger.error({ err: error, action: entry.action }, 'audit entry not written');
      }
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
