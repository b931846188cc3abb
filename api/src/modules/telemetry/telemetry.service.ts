import type { Logger } from '../../platform/logger';
import type { TelemetryRepository } from './telemetry.repository';
import type { AuditEntry, SecurityEventEntry } from './telemetry.types';

export interface TelemetryFacade {
  /** Writes an audit_logs row. A failure is logged, never thrown: telemetry must not fail the request. */
  recordAudit(entry: AuditEntry): Promise<void>;
  /** Writes a security_events row (unresolved). Failures are logged, never thrown. */
  recordSecurityEvent(event: SecurityEventEntry): Promise<void>;
}

export function createTelemetryService(repository: TelemetryRepository, logger: Logger): TelemetryFacade {
  return {
    async recordAudit(entry) {
      try {
        await repository.insertAudit(entry);
      } catch (error) {
        logger.error({ err: error, action: entry.action }, 'audit entry not written');
      }
    },
    async recordSecurityEvent(event) {
      try {
        await repository.insertSecurityEvent(event);
      } catch (error) {
        logger.error({ err: error, eventType: event.eventType }, 'security event not written');
      }
    },
  };
}
