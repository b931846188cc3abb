import type { Knex } from 'knex';
import { storedDetails, storedEmail, storedUserAgent } from './stored-text';
import { lastAuditedWriteOf, type AuditedWrite } from './last-audited-write';
import { admitStrangerRows } from './stranger-trail';
import type { AuditEntry, SecurityEventEntry } from './telemetry.types';

/**
 * An audit row's columns but its resource id (camelCase: knex's mapping makes them snake_case),
 * client-sent text capped: every audit row is written through here.
 */
function auditColumnsOf(entry: Omit<AuditEntry, 'resourceId'>) {
  return {
    action: entry.action,
    success: entry.success,
    userId: entry.userId ?? null,
    email: storedEmail(entry.email),
    resource: entry.resource ?? null,
    ipAddress: entry.ipAddress ?? null,
    userAgent: storedUserAgent(entry.userAgent),
    details: storedDetails(entry.details),
    organizationId: entry.organizationId ?? null,
  };
}

/**
 * The fold key of security_events (its unique index security_events_fold, made by the migration
 * that folds events): the same type and severity from the same address for the same e-mail, first
 * seen in the same clock hour, is one unresolved row.
 */
const SECURITY_EVENT_FOLD_KEY = `event_type, severity, coalesce(ip_address, ''), coalesce(email, ''),
  date_trunc('hour', timezone('UTC', "timestamp"))`;

/**
 * `insert into audit_logs ... select ... from <tables>` for one row another WITH clause of the same
 * statement writes: the resource id is `resourceTable`'s row's id (or the entry's own), and the
 * details' text gets `detailsTable`'s row's id in place of `placeholder` (the details name what the
 * statement wrote). Each WITH table must hold one row.
 */
export function insertAuditOfStatementRow(
  db: Knex | Knex.Transaction,
  entry: AuditEntry,
  tables: { resourceTable: string | null; detailsTable: string; placeholder: string },
): Knex.Raw {
  const { details, ...rest } = auditColumnsOf(entry);
  const columns = Object.entries(rest);
  const placeholders = (mark: string) => columns.map(() => mark).join(', ');
  const resourceId =
    tables.resourceTable === null
      ? [entry.resourceId === undefined || entry.resourceId === null ? null : String(entry.resourceId)]
      : [];
  const from = [...new Set([tables.detailsTable, tables.resourceTable ?? tables.detailsTable])];
  return db.raw(
    `insert into audit_logs (${placeholders('??')}, resource_id, details)
     select ${placeholders('?')}, ${tables.resourceTable === null ? '?::text' : '??.id::text'},
            replace(?::text, ?, ??.id::text)
       from ${from.map(() => '??').join(', ')}`,
    [
      ...columns.map(([name]) => name),
      ...columns.map(([, value]) => value),
      ...(tables.resourceTable === null ? resourceId : [tables.resourceTable]),
      details,
      tables.placeholder,
      tables.detailsTable,
      ...from,
    ],
  );
}

export function createTelemetryRepository(knex: Knex) {
  return {
    /** Whether `rows` more rows of refused requests fit under the minute's ceiling (stranger-trail.ts). */
    admitStrangerRows: (rows: number): Promise<boolean> => admitStrangerRows(knex, rows),

    /** The newest successful audit row of one resource; null when none is kept. */
    lastAuditedWriteOf: (resource: string, resourceId: string | number): Promise<AuditedWrite | null> =>
      lastAuditedWriteOf(knex, resource, resourceId),

    async insertAudit(entry: AuditEntry, db: Knex | Knex.Transaction = knex): Promise<void> {
      const { resourceId } = entry;
      await db('audit_logs').insert({
        ...auditColumnsOf(entry),
        resourceId: resourceId === undefined || resourceId === null ? null : String(resourceId),
      });
    },

    /**
     * Records one occurrence: a new unresolved row, or one more on the row its fold key already has
     * (the first occurrence's agent and details stay). One statement, atomic across replicas.
     */
    async recordSecurityEvent(event: SecurityEventEntry): Promise<void> {
      await knex.raw(
        `insert into security_events as e (event_type, severity, ip_address, user_agent, email, details)
         values (?, ?, ?, ?, ?, ?)
         on conflict (${SECURITY_EVENT_FOLD_KEY}) where not resolved
         do update set occurrences = e.occurrences + 1, last_seen = now()`,
        [
          event.eventType,
          event.severity,
          event.ipAddress ?? null,
          storedUserAgent(event.userAgent),
          storedEmail(event.email),
          storedDetails(event.details),
        ],
      );
    },
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
