import type { Knex } from 'knex';
import type { AuditLogDto, SecurityEventDto } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import type { AuditLogFilter, AuditLogRepository } from './audit-log.repository';
import type { SecurityEventFilter, SecurityEventRepository } from './security-event.repository';
import type { TelemetryFacade } from './telemetry.service';

export interface ActivityLogServiceDeps {
  knex: Knex;
  auditLogs: AuditLogRepository;
  securityEvents: SecurityEventRepository;
  telemetry: TelemetryFacade;
}

/** The audit log and the security events as the owner reads them, and resolving an event. */
export function createActivityLogService(deps: ActivityLogServiceDeps) {
  return {
    listAuditLogs: (filter: AuditLogFilter): Promise<AuditLogDto[]> => deps.auditLogs.list(filter),

    listSecurityEvents: (filter: SecurityEventFilter): Promise<SecurityEventDto[]> =>
      deps.securityEvents.list(filter),

    async resolveSecurityEvent(context: WriteContext, id: number): Promise<SecurityEventDto> {
      return deps.knex.transaction(async (trx) => {
        const resolved = await deps.securityEvents.resolve(trx, id, context.actor.userId);
        if (!resolved) throw new NotFoundError();
        await deps.telemetry.auditWrite(trx, context, {
          action: 'security_event_resolved',
          resource: 'security_event',
          resourceId: id,
          organizationId: context.actor.organizationId,
          details: { eventType: resolved.eventType, severity: resolved.severity },
        });
        return resolved;
      });
    },
  };
}

export type ActivityLogService = ReturnType<typeof createActivityLogService>;
