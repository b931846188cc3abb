import type { Knex } from 'knex';
import { SECURITY_SEVERITY_LEVELS, type SecurityEventDto, type SecuritySeverityLevel } from '../../contract';
import { numberOf, rowsOf, WHOLE_HOURS_FROM, WINDOW_START } from './sql-values';
import { storedDetails, storedEmail, storedUserAgent } from './stored-text';

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

/**
 * The owner's read of security events stays under 100 KB (docs/CONFIGURATION.md's Security limits), whatever
 * the limit asked for: rows past this many bytes of JSON are left for a narrower read.
 */
const SECURITY_EVENT_READ_BUDGET_BYTES = 96 * 1024;

/** A folded row stands for `occurrences` events: every count sums them (over the rows `where` picks). */
function occurrencesSql(where?: string): string {
  return `coalesce(sum(occurrences)${where ? ` filter (where ${where})` : ''}, 0)`;
}

/**
 * critical 0, high 1, medium 2, low 3: ORDER BY it for the most severe first. The unresolved list's
 * index (security_events_unresolved_order) is on this exact expression.
 */
const SEVERITY_RANK = `case severity ${SECURITY_SEVERITY_LEVELS.map((level, rank) => `when '${level}' then ${rank}`).join(' ')} else ${SECURITY_SEVERITY_LEVELS.length} end`;

function severityOf(value: string): SecuritySeverityLevel {
  return SECURITY_SEVERITY_LEVELS.find((level) => level === value) ?? 'low';
}

/** A security_events row as knex reads it: the DTO's fields, id, times and severity as stored. */
type SecurityEventRow = Omit<SecurityEventDto, 'id' | 'timestamp' | 'lastSeen' | 'severity'> & {
  id: number | string;
  timestamp: Date | string;
  lastSeen: Date | string;
  severity: string;
};

const DTO_COLUMNS: string[] = [
  'id',
  'timestamp',
  'lastSeen',
  'occurrences',
  'eventType',
  'ipAddress',
  'userAgent',
  'email',
  'severity',
  'details',
  'resolved',
];

/** Text fields as stored now: rows written before the caps existed are capped on the way out. */
function toSecurityEventDto(row: SecurityEventRow): SecurityEventDto {
  return {
    id: Number(row.id),
    timestamp: new Date(row.timestamp).toISOString(),
    lastSeen: new Date(row.lastSeen).toISOString(),
    occurrences: Number(row.occurrences),
    eventType: row.eventType,
    ipAddress: row.ipAddress,
    userAgent: storedUserAgent(row.userAgent),
    email: storedEmail(row.email),
    severity: severityOf(row.severity),
    details: storedDetails(row.details),
    resolved: row.resolved,
  };
}

/** The newest rows whose JSON fits the read's byte budget. */
function withinReadBudget(events: SecurityEventDto[]): SecurityEventDto[] {
  let bytes = 2;
  const kept: SecurityEventDto[] = [];
  for (const event of events) {
    bytes += Buffer.byteLength(JSON.stringify(event)) + 1;
    if (bytes > SECURITY_EVENT_READ_BUDGET_BYTES) break;
    kept.push(event);
  }
  return kept;
}

/**
 * Occurrences over a trailing window by first occurrence: the hours wholly inside it from
 * security_event_hourly, the rows of the hour it starts in from security_events (as
 * request-stats.repository reads its window), so the answer is the raw rows' exactly.
 */
async function summarizeWindow(
  knex: Knex,
  windowSeconds: number,
): Promise<Record<string, unknown> | undefined> {
  const result: unknown = await knex.raw(
    `with parts as (
       select failed_logins, other_events
       from security_event_hourly where hour >= ${WHOLE_HOURS_FROM}
       union all
       select ${occurrencesSql('event_type = ?')}, ${occurrencesSql('event_type <> ?')}
       from security_events
       where timestamp >= ${WINDOW_START} and timestamp < ${WHOLE_HOURS_FROM}
     )
     select coalesce(sum(failed_logins), 0) as "failedLogins", coalesce(sum(other_events), 0) as "otherEvents"
     from parts`,
    [windowSeconds, FAILED_LOGIN_EVENT, FAILED_LOGIN_EVENT, windowSeconds, windowSeconds],
  );
  return rowsOf(result)[0];
}

/** Reads of security_events and their resolution (the writes go through the facade). */
export function createSecurityEventRepository(knex: Knex) {
  return {
    /**
     * Newest first (by first occurrence), within the read's byte budget; the unresolved list most
     * severe first, then newest.
     */
    async list(filter: SecurityEventFilter): Promise<SecurityEventDto[]> {
      const query = knex('security_events').select(DTO_COLUMNS);
      // A health warning's event must not be pushed out of the unresolved list by newer minor ones.
      if (filter.resolved === false) query.orderByRaw(SEVERITY_RANK);
      query
        .orderBy([
          { column: 'timestamp', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit);
      if (filter.resolved !== undefined) query.where('resolved', filter.resolved);
      const rows: SecurityEventRow[] = await query;
      return withinReadBudget(rows.map(toSecurityEventDto));
    },

    /** Marks an event resolved (once: resolving it again keeps the first resolution). Null when unknown. */
    async resolve(trx: Knex.Transaction, id: number, resolvedBy: number): Promise<SecurityEventDto | null> {
      await trx('security_events')
        .update({ resolved: true, resolvedAt: trx.fn.now(), resolvedBy })
        .where({ id, resolved: false });
      const row: SecurityEventRow | undefined = await trx('security_events').first(DTO_COLUMNS).where({ id });
      return row ? toSecurityEventDto(row) : null;
    },

    async summarize(windowSeconds: number): Promise<SecuritySummary> {
      const row = await summarizeWindow(knex, windowSeconds);
      return {
        failedLogins: numberOf(row?.failedLogins),
        suspicious: numberOf(row?.otherEvents),
        total: numberOf(row?.failedLogins) + numberOf(row?.otherEvents),
      };
    },

    async countInWindow(windowSeconds: number): Promise<number> {
      const row = await summarizeWindow(knex, windowSeconds);
      return numberOf(row?.failedLogins) + numberOf(row?.otherEvents);
    },

    async unresolvedBySeverity(): Promise<UnresolvedBySeverity> {
      const rows: Record<string, unknown>[] = await knex('security_events')
        .select('severity', knex.raw(`${occurrencesSql()} as "count"`))
        .where('resolved', false)
        .groupBy('severity');
      const counts: UnresolvedBySeverity = { critical: 0, high: 0, medium: 0, low: 0 };
      for (const row of rows) counts[severityOf(String(row.severity))] += numberOf(row.count);
      return counts;
    },
  };
}

export type SecurityEventRepository = ReturnType<typeof createSecurityEventRepository>;
