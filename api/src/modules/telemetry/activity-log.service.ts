import type { AuditLogDto, SecurityEventDto } from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import type { AuditLogFilter, AuditLogRepository } from './audit-log.repository';
import type { SecurityEventFilter, SecurityEventRepository } from './security-event.repository';
import type { TelemetryFacade } from './telemetry.service';

/** Who resolved an event, from where: the audit row of the resolution. */
export interface ResolutionContext {
  actor: Actor;
  ipAddress: string;
  userAgent: string | null;
}

export interface ActivityLogServiceDeps {
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

    async resolveSecurityEvent(context: ResolutionContext, id: number): Promise<SecurityEventDto> {
      const resolved = await deps.securityEvents.resolve(id, context.actor.userId);
      if (!resolved) throw new NotFoundError();
      await deps.telemetry.recordAudit({
        action: 'security_event_resolved',
        success: true,
        userId: context.actor.userId,
        email: context.actor.email,
        resource: 'security_event',
        resourceId: id,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
        organizationId: context.actor.organizationId,
        details: { eventType: resolved.eventType, severity: resolved.severity },
      });
      return resolved;
    },
  };
}

export type ActivityLogService = ReturnType<typeof createActivityLogService>;
