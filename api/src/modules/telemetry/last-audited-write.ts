import type { Knex } from 'knex';

/** The newest successful audit row of one resource: who wrote it (as the row recorded them), and when. */
export interface AuditedWrite {
  userId: number | null;
  email: string | null;
  /** ISO 8601. */
  at: string;
  /** The organization the row was filed under (a deleted entity's, for whom may hear of it). */
  organizationId: number | null;
}

interface AuditedWriteRow {
  userId: number | null;
  email: string | null;
  timestamp: Date | string;
  organizationId: number | null;
}

/**
 * The newest successful row of one resource: one index entry of audit_logs_resource_writes (telemetry's migration 20250601005400): the
 * `where success` must stay a literal of the index's own predicate, and the order its id, for the
 * planner to read the first entry instead of every row of the resource.
 */
export function newestAuditedWriteQuery(knex: Knex, resource: string, resourceId: string | number) {
  return knex('audit_logs')
    .first('userId', 'email', 'timestamp', 'organizationId')
    .where('resource', resource)
    .where('resourceId', String(resourceId))
    .whereRaw('success')
    .orderBy('id', 'desc');
}

export async function lastAuditedWriteOf(
  knex: Knex,
  resource: string,
  resourceId: string | number,
): Promise<AuditedWrite | null> {
  const row: AuditedWriteRow | undefined = await newestAuditedWriteQuery(knex, resource, resourceId);
  if (!row) return null;
  return {
    userId: row.userId,
    email: row.email,
    at: new Date(row.timestamp).toISOString(),
    organizationId: row.organizationId,
  };
}
