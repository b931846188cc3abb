import type { Knex } from 'knex';
import type { AuditEntry, LogDetails, SecurityEventEntry } from './telemetry.types';

function detailsText(details: LogDetails | null | undefined): string | null {
  if (details === null || details === undefined) return null;
  return typeof details === 'string' ? details : JSON.stringify(details);
}

/** An audit row's columns but its resource id (camelCase: knex's mapping makes them snake_case). */
function auditColumnsOf(entry: Omit<AuditEntry, 'resourceId'>) {
  return {
    action: entry.action,
    success: entry.success,
    userId: entry.userId ?? null,
    email: entry.email ?? null,
    resource: entry.resource ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: entry.userAgent ?? null,
    details: detailsText(entry.details),
    organizationId: entry.organizationId ?? null,
  };
}

/**
 * `insert into audit_logs ... select ... from <writtenTable>`: one audit row per row of the
 * statement's own WITH table, its resource id that row's id. Column names go through knex's
 * identifier mapping (`??`), as every other statement's do.
 */
export function insertAuditPerWrittenRow(
  db: Knex | Knex.Transaction,
  entry: Omit<AuditEntry, 'resourceId'>,
  writtenTable: string,
): Knex.Raw {
  const columns = Object.entries(auditColumnsOf(entry));
  const placeholders = (mark: string) => columns.map(() => mark).join(', ');
  return db.raw(
    `insert into audit_logs (${placeholders('??')}, resource_id)
     select ${placeholders('?')}, ??.id::text from ??`,
    [...columns.map(([name]) => name), ...columns.map(([, value]) => value), writtenTable, writtenTable],
  );
}

export function createTelemetryRepository(knex: Knex) {
  return {
    async insertAudit(entry: AuditEntry, db: Knex | Knex.Transaction = knex): Promise<void> {
      const { resourceId } = entry;
      await db('audit_logs').insert({
        ...auditColumnsOf(entry),
        resourceId: resourceId === undefined || resourceId === null ? null : String(resourceId),
      });
    },

    async insertSecurityEvent(event: SecurityEventEntry): Promise<void> {
      await knex('security_events').insert({
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
