import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

/** Retention of 30 days for this app. */
const app = provideTestApp({ env: { TELEMETRY_RETENTION_DAYS: '30' } });

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
      await knex('audit_logs').insert({ timestamp, action: 'login_success', success: true });
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

    for (const table of ['performance_logs', 'audit_logs', 'site_visits', 'system_metrics']) {
      expect({ table, rows: await countOf(table) }).toEqual({ table, rows: 1 });
    }
    const events: { eventType: string }[] = await knex('security_events').select('eventType').orderBy('id');
    expect(events.map((event) => event.eventType)).toEqual(['login_failed', 'account_locked']);
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
