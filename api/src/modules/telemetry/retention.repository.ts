import type { Knex } from 'knex';
import { rowsOf } from './sql-values';

/** The request telemetry tables, each pruned by its timestamp after the telemetry retention. */
const TELEMETRY_TABLES = ['performance_logs', 'security_events', 'site_visits', 'system_metrics'] as const;
export type TelemetryTable = (typeof TELEMETRY_TABLES)[number];
/**
 * The activity log answers who changed what long after request telemetry is of use: it is pruned
 * after a retention of its own (AUDIT_RETENTION_DAYS), by the same batched deletes.
 */
const AUDIT_TABLE = 'audit_logs';
type PrunedTable = TelemetryTable | typeof AUDIT_TABLE;

/** Rows deleted per statement: short transactions that never hold long locks. */
export const DELETE_BATCH = 5000;

/**
 * The most rows security_events keeps (docs/CONFIGURATION.md's Security limits). Over it, rows go in this order:
 * resolved ones, oldest first; then unresolved ones by severity, low before medium before high
 * before critical, each oldest first (by last occurrence).
 *
 * @public Also read from the built API by the scale benchmark (e2e/bench/scale-reads.bench.mjs), a
 * require of api/dist that knip does not follow.
 */
export const SECURITY_LOG_CEILING = 10_000;

const PRUNING_ORDER = `resolved desc,
  case when resolved then 0 else array_position(array['low', 'medium', 'high', 'critical'], severity) end,
  last_seen, id`;

export function createRetentionRepository(knex: Knex) {
  async function pruneTable(table: PrunedTable, retentionDays: number): Promise<number> {
    const cutoff = knex.raw('now() - make_interval(days => ?)', [retentionDays]);
    let deleted = 0;
    for (;;) {
      // Oldest first, so each batch is read from the time index: without an order, a scan that starts
      // at the table's head passes over the rows earlier batches left dead (seconds a batch on a backlog).
      const oldRows = knex(table)
        .select('id')
        .where('timestamp', '<', cutoff)
        .orderBy('timestamp')
        .limit(DELETE_BATCH);
      // An unresolved security event stays until the owner resolves it, however old.
      if (table === 'security_events') oldRows.where('resolved', true);
      // Counted from the returned ids: PGlite's knex dialect does not report affected rows.
      const removed: unknown[] = await knex(table).whereIn('id', oldRows).del().returning('id');
      const count = removed.length;
      deleted += count;
      if (count < DELETE_BATCH) return deleted;
    }
  }

  return {
    /** Deletes the security events over the ceiling, in the pruning order; returns how many. */
    async boundSecurityLog(ceiling: number = SECURITY_LOG_CEILING): Promise<number> {
      const result: unknown = await knex.raw(
        `delete from security_events where id in (
           select id from security_events order by ${PRUNING_ORDER}
           limit greatest((select count(*) from security_events) - ?, 0)
         ) returning id`,
        [ceiling],
      );
      return rowsOf(result).length;
    },

    /** Forgets which pages clients viewed longer ago than a visit's window: they count again anyway. */
    async pruneSiteVisitWindows(windowSeconds: number): Promise<number> {
      const removed: unknown[] = await knex('site_visit_windows')
        .where('countedAt', '<', knex.raw('now() - make_interval(secs => ?)', [windowSeconds]))
        .del()
        .returning('visitorHash');
      return removed.length;
    },

    /** Deletes request telemetry rows older than the retention period; returns the count per table. */
    async prune(retentionDays: number): Promise<Record<TelemetryTable, number>> {
      const deleted: Record<TelemetryTable, number> = {
        performance_logs: 0,
        security_events: 0,
        site_visits: 0,
        system_metrics: 0,
      };
      for (const table of TELEMETRY_TABLES) deleted[table] = await pruneTable(table, retentionDays);
      // The visits counted past the beacon's ceiling go with the visits of their hour: one row per
      // hour and page, so one statement.
      await knex('site_visit_folds')
        .where(
          'hour',
          '<',
          knex.raw("date_trunc('hour', now() - make_interval(days => ?), 'UTC')", [retentionDays]),
        )
        .del();
      return deleted;
    },

    /** Deletes activity log rows older than the audit retention period; returns how many. */
    pruneAuditLog(auditRetentionDays: number): Promise<number> {
      return pruneTable(AUDIT_TABLE, auditRetentionDays);
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
