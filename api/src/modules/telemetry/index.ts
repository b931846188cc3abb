import type { Knex } from 'knex';
import type { Logger } from '../../platform/logger';
import { createTelemetryRepository } from './telemetry.repository';
import { createTelemetryService, type TelemetryFacade } from './telemetry.service';

export type { TelemetryFacade } from './telemetry.service';
export type { AuditEntry, LogDetails, SecurityEventEntry, SecuritySeverity } from './telemetry.types';
export { SECURITY_SEVERITIES } from './telemetry.types';

export interface TelemetryModuleDeps {
  knex: Knex;
  logger: Logger;
}

/**
 * The telemetry module: owns audit_logs, performance_logs, system_metrics, security_events and
 * site_visits. For now it offers the facade other modules write through; the owner dashboard's
 * routes arrive with the dashboard.
 */
export function createTelemetryModule(deps: TelemetryModuleDeps): { facade: TelemetryFacade } {
  const logger = deps.logger.child({ module: 'telemetry' });
  return { facade: createTelemetryService(createTelemetryRepository(deps.knex), logger) };
}
