import type { Knex } from 'knex';

/**
 * Hourly rollups of request telemetry, security events and site visits, so the owner's dashboard
 * reads at most one row per hour of its window (90 x 24 for 90 days) instead of every raw row of a
 * year of history:
 * - request_hourly: one row per UTC hour, the answers by status class, their summed time, min, max;
 * - request_endpoint_hourly: per hour, method and route, the answers and their summed time, and
 *   request_endpoint_daily the same per UTC day (the slowest routes over 90 days read days);
 * - security_event_hourly: per hour of first occurrence, failed sign-ins and every other event, in
 *   SECURITY_SHARDS rows by event id: concurrent first occurrences (a flood of failed sign-ins for
 *   different e-mails) add to different rows instead of queueing on one row's lock through their commits;
 * - site_visit_hourly and site_page_visit_hourly: visits per hour (and per hour and page);
 * - site_visitors and site_page_visitors: each visitor's last visit (overall, and per page), so
 *   unique visitors over a window are the visitors last seen in it: an exact count that needs no
 *   count(distinct) over the window's visits.
 *
 * Triggers keep them in the writer's own statement: whatever writes the raw tables (the portal's
 * replicas, the retention job, a bulk load) moves the rollups with it, in the same transaction.
 * Inserts add to the hour's row (an upsert, so replicas writing the same hour add up); sums are
 * moved by deltas on update and delete too. A minimum, a maximum or a visitor's last visit cannot be
 * taken back by a delta: an update or delete of those raw rows (retention, hand edits) recomputes
 * the hours and visitors it touched from the rows that remain. Rows that drop to nothing are
 * deleted, so retention prunes the rollups with the raw rows.
 */

/** The hour a timestamp falls in, in UTC whatever the session's time zone. */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;

const REQUEST_TRIGGER = `
create function telemetry_roll_up_requests() returns trigger language plpgsql as $body$
declare
  touched timestamptz[];
begin
  if tg_op = 'INSERT' then
    insert into request_hourly as r
      (hour, requests, success, client_errors, server_errors, rate_limited, total_ms, min_ms, max_ms)
    select ${HOUR('timestamp')}, sum(request_count),
           coalesce(sum(request_count) filter (where status_code < 400), 0),
           coalesce(sum(request_count) filter (where status_code between 400 and 499 and status_code <> 429), 0),
           coalesce(sum(request_count) filter (where status_code >= 500), 0),
           coalesce(sum(request_count) filter (where status_code = 429), 0),
           sum(response_time * request_count),
           min(coalesce(min_response_time, response_time)), max(coalesce(max_response_time, response_time))
    from added group by 1 order by 1
    on conflict (hour) do update set
      requests = r.requests + excluded.requests, success = r.success + excluded.success,
      client_errors = r.client_errors + excluded.client_errors,
      server_errors = r.server_errors + excluded.server_errors,
      rate_limited = r.rate_limited + excluded.rate_limited, total_ms = r.total_ms + excluded.total_ms,
      min_ms = least(r.min_ms, excluded.min_ms), max_ms = greatest(r.max_ms, excluded.max_ms);
    insert into request_endpoint_hourly as r (hour, method, endpoint, requests, total_ms)
    select ${HOUR('timestamp')}, method, endpoint, sum(request_count), sum(response_time * request_count)
    from added group by 1, 2, 3 order by 1, 2, 3
    on conflict (hour, method, endpoint) do update set
      requests = r.requests + excluded.requests, total_ms = r.total_ms + excluded.total_ms;
    insert into request_endpoint_daily as r (day, method, endpoint, requests, total_ms)
    select (timestamp at time zone 'UTC')::date, method, endpoint, sum(request_count),
           sum(response_time * request_count)
    from added group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, method, endpoint) do update set
      requests = r.requests + excluded.requests, total_ms = r.total_ms + excluded.total_ms;
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(distinct h) into touched from (
      select ${HOUR('timestamp')} as h from removed union all select ${HOUR('timestamp')} from added) hours;
  else
    select array_agg(distinct ${HOUR('timestamp')}) into touched from removed;
  end if;
  if touched is null then return null; end if;
  delete from request_hourly where hour = any(touched);
  delete from request_endpoint_hourly where hour = any(touched);
  insert into request_hourly
    (hour, requests, success, client_errors, server_errors, rate_limited, total_ms, min_ms, max_ms)
  select t.hour, sum(p.request_count),
         coalesce(sum(p.request_count) filter (where p.status_code < 400), 0),
         coalesce(sum(p.request_count) filter (where p.status_code between 400 and 499 and p.status_code <> 429), 0),
         coalesce(sum(p.request_count) filter (where p.status_code >= 500), 0),
         coalesce(sum(p.request_count) filter (where p.status_code = 429), 0),
         sum(p.response_time * p.request_count),
         min(coalesce(p.min_response_time, p.response_time)), max(coalesce(p.max_response_time, p.response_time))
  from unnest(touched) t(hour)
  join performance_logs p on p.timestamp >= t.hour and p.timestamp < t.hour + interval '1 hour'
  group by t.hour;
  insert into request_endpoint_hourly (hour, method, endpoint, requests, total_ms)
  select t.hour, p.method, p.endpoint, sum(p.request_count), sum(p.response_time * p.request_count)
  from unnest(touched) t(hour)
  join performance_logs p on p.timestamp >= t.hour and p.timestamp < t.hour + interval '1 hour'
  group by 1, 2, 3;
  -- A day is the sum of its hours, just recomputed.
  delete from request_endpoint_daily
  where day in (select distinct (t.hour at time zone 'UTC')::date from unnest(touched) t(hour));
  insert into request_endpoint_daily (day, method, endpoint, requests, total_ms)
  select (d.start at time zone 'UTC')::date, e.method, e.endpoint, sum(e.requests), sum(e.total_ms)
  from (select distinct date_trunc('day', t.hour, 'UTC') as start from unnest(touched) t(hour)) d
  join request_endpoint_hourly e on e.hour >= d.start and e.hour < d.start + interval '1 day'
  group by 1, 2, 3;
  return null;
end
$body$`;

/**
 * The signed changes of a statement's rows (`sign * column` per row), by transition table: an
 * insert adds its new rows, a delete takes its old ones away, an update does both. A trigger
 * function names only the transition tables its event has, so each event gets its own statement.
 */
function changesByEvent(select: (rows: 'added' | 'removed', sign: '' | '-') => string): {
  insert: string;
  update: string;
  delete: string;
} {
  return {
    insert: select('added', ''),
    update: `${select('added', '')} union all ${select('removed', '-')}`,
    delete: select('removed', '-'),
  };
}

/** A plpgsql `if` running `statement(changes)` with the changes of the trigger's event. */
function perEvent(
  statement: (changes: string) => string,
  changes: ReturnType<typeof changesByEvent>,
): string {
  return `if tg_op = 'INSERT' then
    ${statement(changes.insert)};
  elsif tg_op = 'UPDATE' then
    ${statement(changes.update)};
  else
    ${statement(changes.delete)};
  end if;`;
}

/** Rows per hour of security_event_hourly (an event's row is its id modulo this); reads sum them. */
const SECURITY_SHARDS = 8;

const SECURITY_CHANGES = changesByEvent(
  (rows, sign) =>
    `select ${HOUR('timestamp')} as hour, (id % ${SECURITY_SHARDS})::smallint as shard,
            case when event_type = 'login_failed' then ${sign}occurrences else 0 end as failed_logins,
            case when event_type = 'login_failed' then 0 else ${sign}occurrences end as other_events
     from ${rows}`,
);

/**
 * Security figures are sums of occurrences: every change is a delta, added to its hour's row.
 * Inserts and deletes (first occurrences, the ceiling, retention, bulk loads) are rolled up per
 * statement.
 */
const SECURITY_TRIGGER = `
create function telemetry_roll_up_security_events() returns trigger language plpgsql as $body$
declare
  touched timestamptz[];
begin
  ${perEvent(
    (changes) => `with net as (
      select hour, shard, sum(failed_logins) as failed_logins, sum(other_events) as other_events
      from (${changes}) changes group by hour, shard
      having sum(failed_logins) <> 0 or sum(other_events) <> 0
    ),
    moved as (
      insert into security_event_hourly as s (hour, shard, failed_logins, other_events)
      select hour, shard, failed_logins, other_events from net order by hour, shard
      on conflict (hour, shard) do update set failed_logins = s.failed_logins + excluded.failed_logins,
        other_events = s.other_events + excluded.other_events
      returning hour
    )
    select array_agg(hour) into touched from moved`,
    SECURITY_CHANGES,
  )}
  if touched is not null then
    delete from security_event_hourly where hour = any(touched) and failed_logins = 0 and other_events = 0;
  end if;
  return null;
end
$body$`;

/** Adds `sign` times a security_events row's occurrences to its hour (plpgsql, NEW or OLD as `row`). */
function securityDelta(row: 'new' | 'old', sign: '' | '-'): string {
  return `insert into security_event_hourly as s (hour, shard, failed_logins, other_events)
    values (${HOUR(`${row}.timestamp`)}, (${row}.id % ${SECURITY_SHARDS})::smallint,
            case when ${row}.event_type = 'login_failed' then ${sign}${row}.occurrences else 0 end,
            case when ${row}.event_type = 'login_failed' then 0 else ${sign}${row}.occurrences end)
    on conflict (hour, shard) do update set failed_logins = s.failed_logins + excluded.failed_logins,
      other_events = s.other_events + excluded.other_events`;
}

/**
 * An update is a fold (one more occurrence on the row the upsert found) nearly always, and it holds
 * that row's lock: one row-level upsert with a cached plan keeps the lock short while a flood folds
 * into one row. The trigger's WHEN skips updates that move no figure (resolving, last_seen).
 */
const SECURITY_UPDATE_TRIGGER = `
create function telemetry_roll_up_security_event_update() returns trigger language plpgsql as $body$
begin
  if ${HOUR('new.timestamp')} = ${HOUR('old.timestamp')} and new.event_type = old.event_type then
    insert into security_event_hourly as s (hour, shard, failed_logins, other_events)
    values (${HOUR('new.timestamp')}, (new.id % ${SECURITY_SHARDS})::smallint,
            case when new.event_type = 'login_failed' then new.occurrences - old.occurrences else 0 end,
            case when new.event_type = 'login_failed' then 0 else new.occurrences - old.occurrences end)
    on conflict (hour, shard) do update set failed_logins = s.failed_logins + excluded.failed_logins,
      other_events = s.other_events + excluded.other_events;
  else
    ${securityDelta('new', '')};
    ${securityDelta('old', '-')};
  end if;
  if new.occurrences < old.occurrences or ${HOUR('new.timestamp')} <> ${HOUR('old.timestamp')} then
    delete from security_event_hourly
    where hour = ${HOUR('old.timestamp')} and failed_logins = 0 and other_events = 0;
  end if;
  return null;
end
$body$`;

const VISIT_CHANGES = changesByEvent(
  (rows, sign) => `select ${HOUR('timestamp')} as hour, page, ${sign}1 as visits from ${rows}`,
);

/**
 * Visit counts move by deltas; a visitor's last visit grows on insert and is recomputed, for the
 * visitors an update or delete touched, from their remaining visits (site_visits_visitor).
 */
const VISIT_TRIGGER = `
create function telemetry_roll_up_site_visits() returns trigger language plpgsql as $body$
declare
  hours timestamptz[];
  hashes text[];
  pages text[];
begin
  ${perEvent(
    (changes) => `with net as (
      select hour, page, sum(visits) as visits from (${changes}) changes
      group by hour, page having sum(visits) <> 0
    ),
    by_hour as (
      insert into site_visit_hourly as v (hour, visits)
      select hour, sum(visits) from net group by hour having sum(visits) <> 0 order by hour
      on conflict (hour) do update set visits = v.visits + excluded.visits
      returning hour
    ),
    by_page as (
      insert into site_page_visit_hourly as v (hour, page, visits)
      select hour, page, visits from net order by hour, page
      on conflict (hour, page) do update set visits = v.visits + excluded.visits
      returning hour
    )
    select array_agg(hour) into hours from (select hour from by_hour union all select hour from by_page) moved`,
    VISIT_CHANGES,
  )}
  if hours is not null then
    delete from site_visit_hourly where hour = any(hours) and visits = 0;
    delete from site_page_visit_hourly where hour = any(hours) and visits = 0;
  end if;

  if tg_op = 'INSERT' then
    insert into site_visitors as s (visitor_hash, last_visit)
    select visitor_hash, max(timestamp) from added where visitor_hash is not null group by 1 order by 1
    on conflict (visitor_hash) do update set last_visit = greatest(s.last_visit, excluded.last_visit);
    insert into site_page_visitors as s (page, visitor_hash, last_visit)
    select page, visitor_hash, max(timestamp) from added where visitor_hash is not null group by 1, 2 order by 1, 2
    on conflict (page, visitor_hash) do update set last_visit = greatest(s.last_visit, excluded.last_visit);
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(visitor_hash), array_agg(page) into hashes, pages from (
      select visitor_hash, page from removed where visitor_hash is not null
      union select visitor_hash, page from added where visitor_hash is not null) touched;
  else
    select array_agg(visitor_hash), array_agg(page) into hashes, pages from (
      select distinct visitor_hash, page from removed where visitor_hash is not null) touched;
  end if;
  if hashes is null then return null; end if;
  delete from site_visitors where visitor_hash = any(hashes);
  delete from site_page_visitors p using unnest(pages, hashes) t(page, visitor_hash)
    where p.page = t.page and p.visitor_hash = t.visitor_hash;
  insert into site_visitors as s (visitor_hash, last_visit)
  select visitor_hash, max(timestamp) from site_visits
  where visitor_hash = any(hashes) group by 1 order by 1
  on conflict (visitor_hash) do update set last_visit = greatest(s.last_visit, excluded.last_visit);
  insert into site_page_visitors as s (page, visitor_hash, last_visit)
  select v.page, v.visitor_hash, max(v.timestamp) from site_visits v
  join (select distinct page, visitor_hash from unnest(pages, hashes) t(page, visitor_hash)) t
    on t.visitor_hash = v.visitor_hash and t.page = v.page
  group by 1, 2 order by 1, 2
  on conflict (page, visitor_hash) do update set last_visit = greatest(s.last_visit, excluded.last_visit);
  return null;
end
$body$`;

/** Statement-level triggers, one per event: transition tables name one event's rows each. */
function triggersOn(table: string, fn: string): string[] {
  return [
    `create trigger ${table}_roll_up_insert after insert on ${table}
       referencing new table as added for each statement execute function ${fn}()`,
    `create trigger ${table}_roll_up_update after update on ${table}
       referencing old table as removed new table as added for each statement execute function ${fn}()`,
    `create trigger ${table}_roll_up_delete after delete on ${table}
       referencing old table as removed for each statement execute function ${fn}()`,
  ];
}

/** The rollups of the rows already written, then the triggers: the tables are locked in between. */
const BACKFILL = [
  `insert into request_hourly
     (hour, requests, success, client_errors, server_errors, rate_limited, total_ms, min_ms, max_ms)
   select ${HOUR('timestamp')}, sum(request_count),
          coalesce(sum(request_count) filter (where status_code < 400), 0),
          coalesce(sum(request_count) filter (where status_code between 400 and 499 and status_code <> 429), 0),
          coalesce(sum(request_count) filter (where status_code >= 500), 0),
          coalesce(sum(request_count) filter (where status_code = 429), 0),
          sum(response_time * request_count),
          min(coalesce(min_response_time, response_time)), max(coalesce(max_response_time, response_time))
   from performance_logs group by 1`,
  `insert into request_endpoint_hourly (hour, method, endpoint, requests, total_ms)
   select ${HOUR('timestamp')}, method, endpoint, sum(request_count), sum(response_time * request_count)
   from performance_logs group by 1, 2, 3`,
  `insert into request_endpoint_daily (day, method, endpoint, requests, total_ms)
   select (hour at time zone 'UTC')::date, method, endpoint, sum(requests), sum(total_ms)
   from request_endpoint_hourly group by 1, 2, 3`,
  `insert into security_event_hourly (hour, shard, failed_logins, other_events)
   select ${HOUR('timestamp')}, (id % ${SECURITY_SHARDS})::smallint,
          coalesce(sum(occurrences) filter (where event_type = 'login_failed'), 0),
          coalesce(sum(occurrences) filter (where event_type <> 'login_failed'), 0)
   from security_events group by 1, 2`,
  `insert into site_visit_hourly (hour, visits) select ${HOUR('timestamp')}, count(*) from site_visits group by 1`,
  `insert into site_page_visit_hourly (hour, page, visits)
   select ${HOUR('timestamp')}, page, count(*) from site_visits group by 1, 2`,
  `insert into site_visitors (visitor_hash, last_visit)
   select visitor_hash, max(timestamp) from site_visits where visitor_hash is not null group by 1`,
  `insert into site_page_visitors (page, visitor_hash, last_visit)
   select page, visitor_hash, max(timestamp) from site_visits where visitor_hash is not null group by 1, 2`,
];

export async function up(knex: Knex): Promise<void> {
  // The backfill reads every raw row once: a year of request telemetry takes longer than the
  // portal's statement timeout. SET LOCAL ends with this migration's transaction.
  await knex.raw('set local statement_timeout = 0');
  // No writer may slip a row in between the backfill's read and the triggers.
  await knex.raw('lock table performance_logs, security_events, site_visits in share row exclusive mode');
  await knex.schema.createTable('request_hourly', (table) => {
    table.timestamp('hour', { useTz: true }).primary();
    table.bigInteger('requests').notNullable();
    table.bigInteger('success').notNullable();
    table.bigInteger('client_errors').notNullable();
    table.bigInteger('server_errors').notNullable();
    table.bigInteger('rate_limited').notNullable();
    table.double('total_ms').notNullable();
    table.double('min_ms');
    table.double('max_ms');
  });
  await knex.schema.createTable('request_endpoint_hourly', (table) => {
    table.timestamp('hour', { useTz: true }).notNullable();
    table.text('method').notNullable();
    table.text('endpoint').notNullable();
    table.bigInteger('requests').notNullable();
    table.double('total_ms').notNullable();
    table.primary(['hour', 'method', 'endpoint']);
  });
  await knex.schema.createTable('request_endpoint_daily', (table) => {
    table.date('day').notNullable();
    table.text('method').notNullable();
    table.text('endpoint').notNullable();
    table.bigInteger('requests').notNullable();
    table.double('total_ms').notNullable();
    table.primary(['day', 'method', 'endpoint']);
  });
  await knex.schema.createTable('security_event_hourly', (table) => {
    table.timestamp('hour', { useTz: true }).notNullable();
    table.smallint('shard').notNullable();
    table.primary(['hour', 'shard']);
    table.bigInteger('failed_logins').notNullable();
    table.bigInteger('other_events').notNullable();
  });
  await knex.schema.createTable('site_visit_hourly', (table) => {
    table.timestamp('hour', { useTz: true }).primary();
    table.bigInteger('visits').notNullable();
  });
  await knex.schema.createTable('site_page_visit_hourly', (table) => {
    table.text('page').notNullable();
    table.timestamp('hour', { useTz: true }).notNullable();
    table.bigInteger('visits').notNullable();
    table.primary(['page', 'hour']);
  });
  await knex.raw('create index site_page_visit_hourly_hour on site_page_visit_hourly (hour)');
  await knex.schema.createTable('site_visitors', (table) => {
    table.text('visitor_hash').primary();
    table.timestamp('last_visit', { useTz: true }).notNullable();
    table.index(['last_visit']);
  });
  await knex.schema.createTable('site_page_visitors', (table) => {
    table.text('page').notNullable();
    table.text('visitor_hash').notNullable();
    table.timestamp('last_visit', { useTz: true }).notNullable();
    table.primary(['page', 'visitor_hash']);
    table.index(['page', 'last_visit']);
  });
  // A visitor's last visit is recomputed from their remaining visits after an update or delete.
  await knex.raw('create index site_visits_visitor on site_visits (visitor_hash, "timestamp")');
  for (const statement of BACKFILL) await knex.raw(statement);
  await knex.raw(REQUEST_TRIGGER);
  await knex.raw(SECURITY_TRIGGER);
  await knex.raw(SECURITY_UPDATE_TRIGGER);
  await knex.raw(VISIT_TRIGGER);
  for (const statement of [
    ...triggersOn('performance_logs', 'telemetry_roll_up_requests'),
    ...triggersOn('security_events', 'telemetry_roll_up_security_events').filter(
      (statement) => !statement.includes('after update'),
    ),
    `create trigger security_events_roll_up_update after update on security_events for each row
       when (old.occurrences is distinct from new.occurrences or old.timestamp is distinct from new.timestamp
             or old.event_type is distinct from new.event_type)
       execute function telemetry_roll_up_security_event_update()`,
    ...triggersOn('site_visits', 'telemetry_roll_up_site_visits'),
  ])
    await knex.raw(statement);
  // Statistics now: the first dashboard reads plan index ranges instead of guessing.
  await knex.raw(
    `analyze request_hourly, request_endpoint_hourly, request_endpoint_daily, security_event_hourly,
       site_visit_hourly, site_page_visit_hourly, site_visitors, site_page_visitors`,
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['performance_logs', 'security_events', 'site_visits']) {
    for (const event of ['insert', 'update', 'delete'])
      await knex.raw(`drop trigger ${table}_roll_up_${event} on ${table}`);
  }
  await knex.raw('drop function telemetry_roll_up_requests()');
  await knex.raw('drop function telemetry_roll_up_security_events()');
  await knex.raw('drop function telemetry_roll_up_security_event_update()');
  await knex.raw('drop function telemetry_roll_up_site_visits()');
  await knex.raw('drop index site_visits_visitor');
  for (const table of [
    'site_page_visitors',
    'site_visitors',
    'site_page_visit_hourly',
    'site_visit_hourly',
    'security_event_hourly',
    'request_endpoint_daily',
    'request_endpoint_hourly',
    'request_hourly',
  ])
    await knex.schema.dropTable(table);
}
