import type { Knex } from 'knex';
import type { AuditLogDto } from '../../contract';
import { calendarWindowStart, numberOf } from './sql-values';

export interface AuditLogFilter {
  limit: number;
  offset: number;
  /** Exact action name; absent means every action. */
  action?: string;
  /** Case-insensitive text looked for in the e-mail, the action and the details. */
  search?: string;
  /** Only entries older than this one (keyset paging: the last id of the page before). */
  before?: number;
}

/**
 * The e-mail, action and details as one text: exactly the expression of the trigram index made by
 * telemetry's migration 20250601002300 (the planner uses the index only for the same expression).
 */
const SEARCH_TEXT_SQL = "coalesce(email, '') || E'\\n' || action || E'\\n' || coalesce(details, '')";

/** `%`, `_` and `\` are ILIKE wildcards: a search for "50%" must find "50%", not everything. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** An audit_logs row as knex reads it: the DTO's fields, with the id and timestamp as the driver gives them. */
type AuditLogRow = Omit<AuditLogDto, 'id' | 'timestamp'> & { id: number | string; timestamp: Date | string };

function toAuditLogDto(row: AuditLogRow): AuditLogDto {
  return {
    id: Number(row.id),
    timestamp: new Date(row.timestamp).toISOString(),
    userId: row.userId,
    email: row.email,
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    success: row.success,
    details: row.details,
    organizationId: row.organizationId,
  };
}

/** Reads of audit_logs (the writes go through the facade). */
export function createAuditLogRepository(knex: Knex) {
  return {
    /** Newest first. */
    async list(filter: AuditLogFilter): Promise<AuditLogDto[]> {
      const query = knex<AuditLogRow>('audit_logs')
        .select('*')
        .orderBy([
          { column: 'timestamp', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit)
        .offset(filter.offset);
      if (filter.action) query.where('action', filter.action);
      if (filter.search) query.whereRaw(`${SEARCH_TEXT_SQL} ILIKE ?`, [containsPattern(filter.search)]);
      if (filter.before !== undefined) {
        // The row's own stored timestamp (microseconds), not the millisecond ISO text a client saw.
        query.whereRaw('("timestamp", id) < (SELECT "timestamp", id FROM audit_logs WHERE id = ?)', [
          filter.before,
        ]);
      }
      const rows: AuditLogRow[] = await query;
      return rows.map(toAuditLogDto);
    },

    /** Audit rows of the last `days` UTC calendar days, today included. */
    async countInCalendarDays(days: number): Promise<number> {
      const row: Record<string, unknown> | undefined = await knex('audit_logs')
        .first(knex.raw('count(*) as "count"'))
        .where('timestamp', '>=', calendarWindowStart(knex, days));
      return numberOf(row?.count);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
