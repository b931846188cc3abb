import type { Knex } from 'knex';
import { SECURITY_SEVERITY_LEVELS, type SecurityEventDto, type SecuritySeverityLevel } from '../../contract';
import { numberOf, windowStart } from './sql-values';

export interface SecurityEventFilter {
  /** Absent means resolved and unresolved alike. */
  resolved?: boolean;
  limit: number;
}

/** Figures of security_events over a trailing window. */
export interface SecuritySummary {
  failedLogins: number;
  /** Every event other than a plain failed login: throttling, lockouts, denials, rate limits, refused origins. */
  suspicious: number;
  total: number;
}

export type UnresolvedBySeverity = Record<SecuritySeverityLevel, number>;

const FAILED_LOGIN_EVENT = 'login_failed';

function severityOf(value: string): SecuritySeverityLevel {
  return SECURITY_SEVERITY_LEVELS.find((level) => level === value) ?? 'low';
}

/** A security_events row as knex reads it: the DTO's fields, id, timestamp and severity as stored. */
type SecurityEventRow = Omit<SecurityEventDto, 'id' | 'timestamp' | 'severity'> & {
  id: number | string;
  timestamp: Date | string;
  severity: string;
};

function toSecurityEventDto(row: SecurityEventRow): SecurityEventDto {
  return {
    id: Number(row.id),
    timestamp: new Date(row.timestamp).toISOString(),
    eventType: row.eventType,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    email: row.email,
    severity: severityOf(row.severity),
    details: row.details,
    resolved: row.resolved,
  };
}

/** Reads of security_events and their resolution (the writes go through the facade). */
export function createSecurityEventRepository(knex: Knex) {
  return {
    /** Newest first. */
    async list(filter: SecurityEventFilter): Promise<SecurityEventDto[]> {
      const query = knex<SecurityEventRow>('security_events')
        .select('*')
        .orderBy([
          { column: 'timestamp', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit);
      if (filter.resolved !== undefined) query.where('resolved', filter.resolved);
      const rows: SecurityEventRow[] = await query;
      return rows.map(toSecurityEventDto);
    },

    /** Marks an event resolved (once: resolving it again keeps the first resolution). Null when unknown. */
    async resolve(trx: Knex.Transaction, id: number, resolvedBy: number): Promise<SecurityEventDto | null> {
      await trx('security_events')
        .update({ resolved: true, resolvedAt: trx.fn.now(), resolvedBy })
        .where({ id, resolved: false });
      const row: SecurityEventRow | undefined = await trx('security_events').first('*').where({ id });
      return row ? toSecurityEventDto(row) : null;
    },

    async summarize(windowSeconds: number): Promise<SecuritySummary> {
      const row: Record<string, unknown> | undefined = await knex('security_events')
        .first(
          knex.raw('count(*) filter (where event_type = ?) as "failedLogins"', [FAILED_LOGIN_EVENT]),
          knex.raw('count(*) filter (where event_type <> ?) as "suspicious"', [FAILED_LOGIN_EVENT]),
          knex.raw('count(*) as "total"'),
        )
        .where('timestamp', '>=', windowStart(knex, windowSeconds));
      return {
        failedLogins: numberOf(row?.failedLogins),
        suspicious: numberOf(row?.suspicious),
        total: numberOf(row?.total),
      };
    },

    async countInWindow(windowSeconds: number): Promise<number> {
      const row: Record<string, unknown> | undefined = await knex('security_events')
        .first(knex.raw('count(*) as "count"'))
        .where('timestamp', '>=', windowStart(knex, windowSeconds));
      return numberOf(row?.count);
    },

    async unresolvedBySeverity(): Promise<UnresolvedBySeverity> {
      const rows: Record<string, unknown>[] = await knex('security_events')
        .select('severity', knex.raw('count(*) as "count"'))
        .where('resolved', false)
        .groupBy('severity');
      const counts: UnresolvedBySeverity = { critical: 0, high: 0, medium: 0, low: 0 };
      for (const row of rows) counts[severityOf(String(row.severity))] += numberOf(row.count);
      return counts;
    },
  };
}

export type SecurityEventRepository = ReturnType<typeof createSecurityEventRepository>;
