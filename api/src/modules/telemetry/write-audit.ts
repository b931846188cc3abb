import type { Knex } from 'knex';
import { insertAuditOfStatementRow } from './telemetry.repository';
import type { TelemetryFacade } from './telemetry.service';
import type { AuditedChange, AuditEntry, LogDetails, WriteAuthor } from './telemetry.types';

/** The audit row of a successful write but its resource id: who wrote, from where, what changed. */
export function writeAuditEntry(
  author: WriteAuthor,
  change: Omit<AuditedChange, 'resourceId'>,
): Omit<AuditEntry, 'resourceId'> {
  return {
    action: change.action,
    success: true,
    userId: author.actor.userId,
    email: author.actor.email,
    resource: change.resource,
    ipAddress: author.client.ip,
    userAgent: author.client.userAgent,
    organizationId: change.organizationId,
    details: change.details ?? null,
  };
}

/**
 * Stands in a details object for the id of a row the audit row's own statement writes (e.g. the id of
 * a change set in details.changeSet.id): the statement puts the id in its place. No JSON text of
 * ours holds it unescaped but the value itself, and it is longer than any id, so the details' text
 * never outgrows its limit.
 */
export const WRITTEN_ROW_ID = '<id of the row written>';

/**
 * The audit row of a write made by one statement whose details name a row the statement writes: a
 * WITH clause to run after the ones that write `detailsTable` (its id replaces WRITTEN_ROW_ID in the
 * details) and, when given, `resourceTable` (its id is the resource id; otherwise the change's own).
 * A write that is one statement commits with its audit row without a transaction.
 */
export function auditOfStatementRow(
  author: WriteAuthor,
  change: Omit<AuditedChange, 'resourceId'> & { resourceId?: string | number | null },
  tables: { resourceTable: string | null; detailsTable: string },
): (db: Knex | Knex.Transaction) => Knex.Raw {
  const entry = { ...writeAuditEntry(author, change), resourceId: change.resourceId ?? null };
  return (db) =>
    insertAuditOfStatementRow(db, entry, { ...tables, placeholder: JSON.stringify(WRITTEN_ROW_ID) });
}

/** What an audited row tells of itself: its id and its organization. */
export interface AuditedRow {
  id: string | number;
  organizationId: number | null;
}

/**
 * The facade's auditWrite for a service whose writes all change one kind of resource:
 * `audit(trx, context, action, row, details)` records the row's id and organization.
 */
export function auditWritesOf(telemetry: Pick<TelemetryFacade, 'auditWrite'>, resource: string) {
  return (
    trx: Knex.Transaction,
    context: WriteAuthor,
    action: string,
    row: AuditedRow,
    details: LogDetails,
  ): Promise<void> =>
    telemetry.auditWrite(trx, context, {
      action,
      resource,
      resourceId: row.id,
      organizationId: row.organizationId,
      details,
    });
}
