import type { Knex } from 'knex';

export interface SystemMetricSnapshot {
  metricType: string;
  /** Whole number, as system_metrics.value is. */
  value: number;
  details: string | null;
}

export function createSystemMetricsRepository(knex: Knex) {
  return {
    async insertSnapshot(rows: readonly SystemMetricSnapshot[]): Promise<void> {
      if (rows.length === 0) return;
      await knex('system_metrics').insert(
        rows.map((row) => ({
          metricType: row.metricType,
          value: Math.round(row.value),
          details: row.details,
        })),
      );
    },
  };
}

export type SystemMetricsRepository = ReturnType<typeof createSystemMetricsRepository>;
