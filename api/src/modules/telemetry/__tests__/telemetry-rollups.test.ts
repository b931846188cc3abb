import type { Knex } from 'knex';
import { openCeilingForTheHour } from '../../../test-support/minute-ceilings';
import { API_TEST_TIMEOUT_MS, provideTestDatabase } from '../../../test-support/test-database';
import { createPerformanceLogRepository } from '../performance-log.repository';
import { createRequestStatsRepository } from '../request-stats.repository';
import { createRetentionRepository } from '../retention.repository';
import { createSecurityEventRepository } from '../security-event.repository';
import { createSiteVisitRepository } from '../site-visit.repository';
import { rowsOf, SECONDS_PER_DAY } from '../sql-values';
import { createTelemetryRepository } from '../telemetry.repository';

jest.setTimeout(API_TEST_TIMEOUT_MS * 3);

const testDatabase = provideTestDatabase();

const knex = (): Knex => testDatabase().database.knex;

const WINDOWS_IN_DAYS = [1, 7, 30, 90];
const PAGES = ['/public', '/public/week', '/embed'];

async function rows(db: Knex | Knex.Transaction, sql: string, values: readonly Knex.RawBinding[] = []) {
  return rowsOf(await db.raw(sql, values));
}

/**
 * The dashboard's figures as they were read before the rollups, straight from the raw rows (the
 * queries the rollups replaced): what the rollup answers must equal.
 */
async function rawAnswers(trx: Knex.Transaction, windowSeconds: number, page: string | undefined) {
  const start = 'now() - make_interval(secs => ?)';
  const [summary] = await rows(
    trx,
    `select coalesce(sum(request_count), 0)::int as total,
            coalesce(sum(request_count) filter (where status_code < 400), 0)::int as success,
            coalesce(sum(request_count) filter (where status_code between 400 and 499 and status_code <> 429), 0)::int as client_errors,
            coalesce(sum(request_count) filter (where status_code >= 500), 0)::int as server_errors,
            coalesce(sum(request_count) filter (where status_code = 429), 0)::int as rate_limited,
            coalesce(sum(response_time * request_count) / nullif(sum(request_count), 0), 0)::float8 as avg_ms,
            coalesce(min(coalesce(min_response_time, response_time)), 0)::float8 as min_ms,
            coalesce(max(coalesce(max_response_time, response_time)), 0)::float8 as max_ms
     from performance_logs where timestamp >= ${start}`,
    [windowSeconds],
  );
  const slowest = await rows(
    trx,
    `select method, endpoint, (sum(response_time * request_count) / nullif(sum(request_count), 0))::float8 as avg_ms
     from performance_logs where timestamp >= ${start} and endpoint <> 'unmatched'
     group by method, endpoint order by avg_ms desc, endpoint, method limit 5`,
    [windowSeconds],
  );
  const [security] = await rows(
    trx,
    `select coalesce(sum(occurrences) filter (where event_type = 'login_failed'), 0)::int as failed,
            coalesce(sum(occurrences) filter (where event_type <> 'login_failed'), 0)::int as other
     from security_events where timestamp >= ${start}`,
    [windowSeconds],
  );
  const [visits] = await rows(
    trx,
    `select count(*)::int as total, count(distinct visitor_hash)::int as visitors
     from site_visits where timestamp >= ${start} ${page === undefined ? '' : 'and page = ?'}`,
    page === undefined ? [windowSeconds] : [windowSeconds, page],
  );
  return {
    summary: {
      total: Number(summary?.total),
      success: Number(summary?.success),
      clientErrors: Number(summary?.client_errors),
      serverErrors: Number(summary?.server_errors),
      rateLimited: Number(summary?.rate_limited),
      avgMs: Number(summary?.avg_ms),
      minMs: Number(summary?.min_ms),
      maxMs: Number(summary?.max_ms),
    },
    slowest: slowest.map((row) => ({
      method: String(row.method),
      endpoint: String(row.endpoint),
      avgMs: Number(row.avg_ms),
    })),
    security: {
      failedLogins: Number(security?.failed),
      suspicious: Number(security?.other),
      total: Number(security?.failed) + Number(security?.other),
    },
    visits: { totalVisits: Number(visits?.total), uniqueVisitors: Number(visits?.visitors) },
  };
}

async function rawDaily(trx: Knex.Transaction, days: number) {
  return (
    await rows(
      trx,
      `with calendar as (
         select generate_series(date_trunc('day', now() at time zone 'UTC') - make_interval(days => ?::int - 1),
                                date_trunc('day', now() at time zone 'UTC'), interval '1 day')::date as day
       )
       select to_char(c.day, 'YYYY-MM-DD') as date,
              (select coalesce(sum(request_count), 0) from performance_logs p
                where (p.timestamp at time zone 'UTC')::date = c.day)::int as requests,
              (select coalesce(sum(response_time * request_count) / nullif(sum(request_count), 0), 0) from performance_logs p
                where (p.timestamp at time zone 'UTC')::date = c.day)::float8 as avg_ms,
              (select coalesce(sum(request_count), 0) from performance_logs p
                where (p.timestamp at time zone 'UTC')::date = c.day and status_code >= 500)::int as server_errors,
              (select coalesce(sum(occurrences), 0) from security_events s
                where (s.timestamp at time zone 'UTC')::date = c.day)::int as security_events
       from calendar c order by c.day`,
      [days],
    )
  ).map((row) => ({
    date: String(row.date),
    requests: Number(row.requests),
    avgMs: Number(row.avg_ms),
    serverErrors: Number(row.server_errors),
    securityEvents: Number(row.security_events),
  }));
}

/** Averages are sums divided in another order: equal to many digits, not always to the last bit. */
function rounded<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, field: unknown) =>
      typeof field === 'number' && !Number.isInteger(field) ? Math.round(field * 1e6) / 1e6 : field,
    ),
  ) as T;
}

/** Every figure of every window, read through the repositories the dashboard uses, against the raw rows. */
async function expectRollupAnswersEqualRaw(): Promise<void> {
  await knex().transaction(async (trx) => {
    // One transaction: now() is the same for both reads.
    const requests = createRequestStatsRepository(trx);
    const security = createSecurityEventRepository(trx);
    const visits = createSiteVisitRepository(trx);
    const windows = [...WINDOWS_IN_DAYS.map((days) => days * SECONDS_PER_DAY), 60 * 60];
    for (const windowSeconds of windows) {
      for (const page of [undefined, ...PAGES]) {
        const raw = await rawAnswers(trx, windowSeconds, page);
        const fromRollups = {
          summary: await requests.summarize(windowSeconds),
          slowest: await requests.slowestEndpoints(windowSeconds, 5),
          security: await security.summarize(windowSeconds),
          visits: await visits.summarize(windowSeconds, page),
        };
        expect({ windowSeconds, page, ...rounded(fromRollups) }).toEqual({
          windowSeconds,
          page,
          ...rounded(raw),
        });
        expect(await security.countInWindow(windowSeconds)).toBe(raw.security.total);
      }
    }
    for (const days of [1, 7, 90]) {
      expect(rounded(await requests.daily(days))).toEqual(rounded(await rawDaily(trx, days)));
    }
  });
}

/** Each rollup table against the same rollup built again from the raw rows. */
async function expectRollupsEqualRebuilt(): Promise<void> {
  const pairs: [string, string][] = [
    [
      `select hour, requests::int, success::int, client_errors::int, server_errors::int, rate_limited::int,
              round(total_ms::numeric, 6)::float8 as total_ms, min_ms, max_ms from request_hourly order by hour`,
      `select date_trunc('hour', timestamp, 'UTC') as hour, sum(request_count)::int as requests,
              coalesce(sum(request_count) filter (where status_code < 400), 0)::int as success,
              coalesce(sum(request_count) filter (where status_code between 400 and 499 and status_code <> 429), 0)::int as client_errors,
              coalesce(sum(request_count) filter (where status_code >= 500), 0)::int as server_errors,
              coalesce(sum(request_count) filter (where status_code = 429), 0)::int as rate_limited,
              round(sum(response_time * request_count)::numeric, 6)::float8 as total_ms,
              min(coalesce(min_response_time, response_time)) as min_ms,
              max(coalesce(max_response_time, response_time)) as max_ms
       from performance_logs group by 1 order by 1`,
    ],
    [
      `select hour, method, endpoint, requests::int, round(total_ms::numeric, 6)::float8 as total_ms
       from request_endpoint_hourly order by 1, 2, 3`,
      `select date_trunc('hour', timestamp, 'UTC') as hour, method, endpoint, sum(request_count)::int as requests,
              round(sum(response_time * request_count)::numeric, 6)::float8 as total_ms
       from performance_logs group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      `select to_char(day, 'YYYY-MM-DD') as day, method, endpoint, requests::int,
              round(total_ms::numeric, 6)::float8 as total_ms
       from request_endpoint_daily order by 1, 2, 3`,
      `select to_char((timestamp at time zone 'UTC')::date, 'YYYY-MM-DD') as day, method, endpoint,
              sum(request_count)::int as requests, round(sum(response_time * request_count)::numeric, 6)::float8 as total_ms
       from performance_logs group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      `select hour, sum(failed_logins)::int as failed_logins, sum(other_events)::int as other_events
       from security_event_hourly group by hour order by hour`,
      `select date_trunc('hour', timestamp, 'UTC') as hour,
              coalesce(sum(occurrences) filter (where event_type = 'login_failed'), 0)::int as failed_logins,
              coalesce(sum(occurrences) filter (where event_type <> 'login_failed'), 0)::int as other_events
       from security_events group by 1 order by 1`,
    ],
    [
      'select hour, visits::int from site_visit_hourly order by hour',
      `select date_trunc('hour', timestamp, 'UTC') as hour, count(*)::int as visits from site_visits group by 1 order by 1`,
    ],
    [
      'select hour, page, visits::int from site_page_visit_hourly order by hour, page',
      `select date_trunc('hour', timestamp, 'UTC') as hour, page, count(*)::int as visits
       from site_visits group by 1, 2 order by 1, 2`,
    ],
    [
      'select visitor_hash, last_visit from site_visitors order by 1',
      `select visitor_hash, max(timestamp) as last_visit from site_visits
       where visitor_hash is not null group by 1 order by 1`,
    ],
    [
      'select page, visitor_hash, last_visit from site_page_visitors order by 1, 2',
      `select page, visitor_hash, max(timestamp) as last_visit from site_visits
       where visitor_hash is not null group by 1, 2 order by 1, 2`,
    ],
  ];
  for (const [rollup, rebuilt] of pairs) {
    expect({ rollup, rows: await rows(knex(), rollup) }).toEqual({
      rollup,
      rows: await rows(knex(), rebuilt),
    });
  }
}

/**
 * A deterministic spread of raw rows over the last 100 days: requests of several routes, statuses
 * and counts; security events of both kinds with occurrences; visits of a few dozen visitors to three
 * pages. Rows fall in the current hour too, and on both sides of each window's start.
 */
async function writeHistory(): Promise<void> {
  // One transaction, one connection: the seed holds for every draw.
  await knex().transaction(async (trx) => {
    await trx.raw('select setseed(0.25)');
    await trx.raw(
      `insert into performance_logs (timestamp, endpoint, method, response_time, min_response_time,
                                   max_response_time, request_count, status_code)
     select now() - random() * interval '100 days',
            (array['/api/bookings', '/api/users', '/api/bookings/:id', 'unmatched'])[1 + floor(random() * 4)::int],
            (array['GET', 'POST'])[1 + floor(random() * 2)::int],
            t, t * 0.5, t * 2, 1 + floor(random() * 4)::int,
            (array[200, 201, 304, 400, 404, 429, 500, 503])[1 + floor(random() * 8)::int]
     from (select 1 + random() * 200 as t from generate_series(1, 3000)) drawn`,
    );
    await trx.raw(
      `insert into security_events (timestamp, event_type, severity, ip_address, occurrences, resolved)
     select now() - random() * interval '100 days',
            (array['login_failed', 'rate_limited', 'authorization_denied'])[1 + floor(random() * 3)::int],
            'medium', '10.0.0.' || i, 1 + floor(random() * 5)::int, random() < 0.5
     from generate_series(1, 800) i`,
    );
    await trx.raw(
      `insert into site_visits (timestamp, page, visitor_hash)
     select now() - random() * interval '100 days', (array['/public', '/public/week', '/embed'])[1 + floor(random() * 3)::int],
            case when random() < 0.05 then null else md5('visitor' || floor(random() * 60)::int) end
     from generate_series(1, 2000)`,
    );
  });
  // The current hour and the edges of each window (a minute inside and a minute outside).
  for (const secondsAgo of [
    1,
    30,
    ...WINDOWS_IN_DAYS.flatMap((days) => [days * SECONDS_PER_DAY - 60, days * SECONDS_PER_DAY + 60]),
    3600 - 60,
    3600 + 60,
  ]) {
    const at = knex().raw('now() - make_interval(secs => ?)', [secondsAgo]);
    await knex()('performance_logs').insert({
      timestamp: at,
      endpoint: '/api/edge',
      method: 'GET',
      responseTime: 1000 + secondsAgo / 1000,
      minResponseTime: 900,
      maxResponseTime: 5000 + secondsAgo / 1000,
      requestCount: 2,
      statusCode: 500,
    });
    await knex()('security_events').insert({
      timestamp: at,
      eventType: 'login_failed',
      severity: 'low',
      occurrences: 3,
      ipAddress: `10.1.0.${secondsAgo % 250}-${secondsAgo}`,
    });
    await knex()('site_visits').insert({ timestamp: at, page: '/public', visitorHash: `edge-${secondsAgo}` });
  }
}

describe('hourly telemetry rollups', () => {
  beforeAll(writeHistory);

  it('when telemetry is written, then every dashboard figure read from the rollups equals the raw rows, the current partial hour and the hour a window starts in included', async () => {
    await expectRollupsEqualRebuilt();
    await expectRollupAnswersEqualRaw();
  });

  it('when raw rows are moved, resolved, folded and deleted, then the rollups follow and the answers stay equal', async () => {
    await knex().raw(
      `update performance_logs set timestamp = timestamp - interval '3 hours', status_code = 200
       where id % 7 = 0`,
    );
    await knex().raw(`update security_events set timestamp = timestamp - interval '2 days' where id % 5 = 0`);
    await knex().raw(
      `update security_events set resolved = true, occurrences = occurrences + 2 where id % 3 = 0`,
    );
    await knex().raw(
      `update site_visits set timestamp = timestamp - interval '40 days', page = '/embed' where id % 6 = 0`,
    );
    await knex().raw('delete from performance_logs where id % 11 = 0');
    await knex().raw('delete from site_visits where id % 9 = 0');
    const telemetry = createTelemetryRepository(knex());
    for (let occurrence = 0; occurrence < 4; occurrence += 1) {
      await telemetry.recordSecurityEvent({
        eventType: 'rate_limited',
        severity: 'medium',
        ipAddress: '10.9.9.9',
      });
    }

    await expectRollupsEqualRebuilt();
    await expectRollupAnswersEqualRaw();
  });

  it('when retention prunes old rows and the security log is bounded, then the rollups of what was deleted go too and the answers stay equal', async () => {
    const retention = createRetentionRepository(knex());
    const before = await rows(knex(), `select count(*)::int as hours from request_hourly`);

    await retention.prune(45);
    await retention.boundSecurityLog(300);

    const [oldest] = await rows(
      knex(),
      `select (select count(*) from request_hourly where hour < now() - interval '46 days')::int as requests,
              (select count(*) from site_visit_hourly where hour < now() - interval '46 days')::int as visits,
              (select count(*) from site_visitors where last_visit < now() - interval '46 days')::int as visitors,
              (select count(*) from request_hourly)::int as hours`,
    );
    expect(oldest).toMatchObject({ requests: 0, visits: 0, visitors: 0 });
    expect(Number(oldest?.hours)).toBeLessThan(Number(before[0]?.hours));
    await expectRollupsEqualRebuilt();
    await expectRollupAnswersEqualRaw();
  });

  it('when several replicas write the same hour at once, then the hour adds up every write of every replica', async () => {
    const replicas = 6;
    const writesEach = 15;
    // Room under the visits' minute ceiling for every write: each is stored as a visit, none folded.
    await openCeilingForTheHour(knex(), 'site_visit_ceiling_window', -replicas * writesEach);
    const replica = async (index: number) => {
      const performance = createPerformanceLogRepository(knex());
      const telemetry = createTelemetryRepository(knex());
      const visits = createSiteVisitRepository(knex());
      for (let write = 0; write < writesEach; write += 1) {
        await Promise.all([
          performance.insertMany([
            {
              timestamp: new Date(),
              endpoint: '/api/replicas',
              method: 'GET',
              responseTime: 10 + index,
              minResponseTime: 5,
              maxResponseTime: 20 + write,
              requestCount: 3,
              statusCode: 200,
              userId: null,
              organizationId: null,
              errorMessage: null,
            },
          ]),
          // Every replica folds into the same unresolved row (same type, address, e-mail and hour).
          telemetry.recordSecurityEvent({
            eventType: 'login_failed',
            severity: 'low',
            ipAddress: '10.7.7.7',
          }),
          visits.recordView({
            page: PAGES[write % PAGES.length] ?? '/public',
            referrer: null,
            userAgent: null,
            sessionId: null,
            visitorHash: `replica-${index}-${write}`,
          }),
        ]);
      }
    };
    await Promise.all(Array.from({ length: replicas }, (_, index) => replica(index)));

    const [written] = await rows(
      knex(),
      `select (select sum(requests)::int from request_endpoint_hourly where endpoint = '/api/replicas') as requests,
              (select sum(occurrences)::int from security_events where ip_address = '10.7.7.7') as occurrences`,
    );
    expect(written).toEqual({ requests: replicas * writesEach * 3, occurrences: replicas * writesEach });
    await expectRollupsEqualRebuilt();
    await expectRollupAnswersEqualRaw();
  });
});
