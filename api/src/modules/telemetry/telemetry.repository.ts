import type { Knex } from 'knex';
import { AuditLogModel } from './audit-log.model';
import { SecurityEventModel } from './security-event.model';
import type { AuditEntry, LogDetails, SecurityEventEntry } from './telemetry.types';

function detailsText(details: LogDetails | null | undefined): string | null {
  if (details === null || details === undefined) return null;
  return typeof details === 'string' ? details : JSON.stringify(details);
}

export function createTelemetryRepository(knex: Knex) {
  return {
    async insertAudit(entry: AuditEntry, trx?: Knex.Transaction): Promise<void> {
      await AuditLogModel.query(trx ?? knex).insert({
        action: entry.action,
        success: entry.success,
        userId: entry.userId ?? null,
        email: entry.email ?? null,
        resource: entry.resource ?? null,
        resourceId:
          entry.resourceId === undefined || entry.resourceId === null ? null : String(entry.resourceId),
        ipAddress: entry.ipAddress ?? null,
        userAgent: entry.userAgent ?? null,
        details: detailsText(entry.details),
        organizationId: entry.organizationId ?? null,
      });
    },

    /**
     * `insert into audit_logs ... select ... from <writtenTable>`: one audit row per row of the
     * statement's own WITH table, its resource id that row's id.
     */
    auditOfWritten(
      db: Knex | Knex.Transaction,
      entry: Omit<AuditEntry, 'resourceId'>,
      writtenTable: string,
    ): Knex.Raw {
      return db.raw(
        `insert into audit_logs
           (action, success, user_id, email, resource, resource_id, ip_address, user_agent, details, organization_id)
         select ?, ?, ?, ?, ?, ??.id::text, ?, ?, ?, ? from ??`,
        [
          entry.action,
          entry.success,
          entry.userId ?? null,
          entry.email ?? null,
          entry.resource ?? null,
          writtenTable,
          entry.ipAddress ?? null,
          entry.userAgent ?? null,
          detailsText(entry.details),
          entry.organizationId ?? null,
          writtenTable,
        ],
      );
    },

    async insertSecurityEvent(event: SecurityEventEntry): Promise<void> {
      await SecurityEventModel.query(knex).insert({
        eventType: event.eventType,
        severity: event.severity,
        ipAddress: event.ipAddress ?? null,
        userAgent: event.userAgent ?? null,
        email: event.email ?? null,
        details: detailsText(event.details),
      });
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
