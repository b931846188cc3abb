import { statementsDuring } from '../../../test-support/sql-statements';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { DELETE_BATCH } from '../retention.repository';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** Request telemetry kept 30 days, the activity log 400 days, in this app. */
const app = provideTestApp({ env: { TELEMETRY_RETENTION_DAYS: '30', AUDIT_RETENTION_DAYS: '400' } });

function daysAgo(days: number) {
  return app().knex.raw(`now() - make_interval(days => ?)`, [days]);
}

async function countOf(table: string): Promise<number> {
  const [row] = await app().knex(table).count({ count: '*' });
  return Number(row?.count);
}

describe('telemetry retention', () => {
  it('when rows are older than TELEMETRY_RETENTION_DAYS, then pruning deletes them and keeps newer ones and unresolved events', async () => {
    const { knex } = app();
    for (const timestamp of [daysAgo(31), daysAgo(29)]) {
      await knex('performance_logs').insert({
        timestamp,
        endpoint: '/api/bookings',
        method: 'GET',
        responseTime: 3,
        statusCode: 200,
      });
      await knex('security_events').insert({
        timestamp,
        eventType: 'login_failed',
        severity: 'low',
        resolved: true,
      });
      await knex('site_visits').insert({ timestamp, page: '/public', visitorHash: 'a'.repeat(32) });
      await knex('system_metrics').insert({ timestamp, metricType: 'memory_rss_mb', value: 100 });
    }
    await knex('security_events').insert({
      timestamp: daysAgo(400),
      eventType: 'account_locked',
      severity: 'high',
    });

    await app().portal.telemetryJobs.pruneOldRows();

    for (const table of ['performance_logs', 'site_visits', 'system_metrics']) {
      expect({ table, rows: await countOf(table) }).toEqual({ table, rows: 1 });
    }
    const events: { eventType: string }[] = await knex('security_events').select('eventType').orderBy('id');
    expect(events.map((event) => event.eventType)).toEqual(['login_failed', 'account_locked']);
  });

  it("when visits counted past the beacon's ceiling are older than TELEMETRY_RETENTION_DAYS, then pruning deletes their hours and keeps newer ones", async () => {
    const { knex } = app();
    for (const days of [31, 29]) {
      await knex('site_visit_folds').insert({
        hour: knex.raw(`date_trunc('hour', now() - make_interval(days => ?), 'UTC')`, [days]),
        page: '/public',
        visits: days,
      });
    }

    await app().portal.telemetryJobs.pruneOldRows();

    const left: { visits: number | string }[] = await knex('site_visit_folds').select('visits');
    expect(left.map((row) => Number(row.visits))).toEqual([29]);
  });

  it('when activity log rows are older than TELEMETRY_RETENTION_DAYS but younger than AUDIT_RETENTION_DAYS, then pruning keeps them; older than AUDIT_RETENTION_DAYS, it deletes them', async () => {
    const { knex } = app();
    await knex('audit_logs').delete();
    for (const [days, action] of [
      [29, 'booking_updated'],
      [31, 'booking_deleted'],
      [399, 'user_deleted'],
      [401, 'performer_deleted'],
      [800, 'department_deleted'],
    ] as const) {
      await knex('audit_logs').insert({ timestamp: daysAgo(days), action, success: true });
    }
    await knex('performance_logs').insert({
      timestamp: daysAgo(31),
      endpoint: '/api/bookings',
      method: 'DELETE',
      responseTime: 3,
      statusCode: 204,
    });

    await app().portal.telemetryJobs.pruneOldRows();

    const kept: { action: string }[] = await knex('audit_logs').select('action').orderBy('timestamp', 'desc');
    expect(kept.map((row) => row.action)).toEqual(['booking_updated', 'booking_deleted', 'user_deleted']);
    const oldRequests = await knex('performance_logs')
      .count({ count: '*' })
      .where('timestamp', '<', daysAgo(30));
    expect(Number(oldRequests[0]?.count)).toBe(0);
  });

  it('when more activity log rows are past AUDIT_RETENTION_DAYS than one delete may take, then pruning deletes them all in statements of a bounded batch each', async () => {
    const { knex } = app();
    await knex('audit_logs').delete();
    const oldRows = 2 * DELETE_BATCH + 1;
    await knex.raw(
      `insert into audit_logs ("timestamp", action, success)
       select now() - make_interval(days => 401) - make_interval(secs => g), 'booking_updated', true
       from generate_series(1, ?) as g`,
      [oldRows],
    );
    await knex('audit_logs').insert({ timestamp: daysAgo(399), action: 'booking_created', success: true });

    const statements = await statementsDuring(knex, () => app().portal.telemetryJobs.pruneOldRows());

    const kept: { action: string }[] = await knex('audit_logs').select('action');
    expect(kept).toEqual([{ action: 'booking_created' }]);
    // One statement per batch of at most DELETE_BATCH rows: never one delete holding every old row.
    const auditDeletes = statements.filter((sql) => /^delete from "audit_logs"/i.test(sql));
    expect(auditDeletes).toHaveLength(Math.ceil(oldRows / DELETE_BATCH));
    expect(auditDeletes.every((sql) => /limit \?|limit \$?\d+/i.test(sql))).toBe(true);
  });

  it("when a client's counted view of a page is older than a visit's 30 minutes, then pruning forgets it and keeps newer ones", async () => {
    const { knex } = app();
    await knex('site_visit_windows').insert([
      { visitorHash: 'b'.repeat(32), page: '/public', countedAt: knex.raw(`now() - interval '31 minutes'`) },
      { visitorHash: 'c'.repeat(32), page: '/public', countedAt: knex.raw(`now() - interval '29 minutes'`) },
    ]);

    await app().portal.telemetryJobs.pruneOldRows();

    const left: { visitorHash: string }[] = await knex('site_visit_windows').select('visitorHash');
    expect(left).toEqual([{ visitorHash: 'c'.repeat(32) }]);
  });

  it('when a system snapshot is taken, then one system_metrics row per figure names the process', async () => {
    await app().portal.telemetryJobs.takeSnapshot();

    const rows: { metricType: string; value: number; details: string }[] = await app()
      .knex('system_metrics')
      .select('metricType', 'value', 'details')
      .where('timestamp', '>', daysAgo(1));
    expect(rows.map((row) => row.metricType).sort()).toEqual([
      'active_sessions',
      'db_queries_total',
      'heap_used_percent',
      'memory_rss_mb',
      'requests_in_flight',
      'uptime_seconds',
    ]);
    expect(rows.find((row) => row.metricType === 'memory_rss_mb')?.value).toBeGreaterThan(0);
    expect(JSON.parse(rows[0]?.details ?? '{}')).toEqual({ host: expect.any(String), pid: process.pid });
  });
});
