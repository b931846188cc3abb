#!/usr/bin/env node
/**
 * The five-year data set of docs/ARCHITECTURE.md section 6, built by set-based SQL (generate_series, INSERT ...
 * SELECT) on top of a database the built CLI has migrated and seeded with the demo data: client
 * organizations with their departments, users, the provider's performers, five years of bookings with
 * their performers, the performers' unavailable periods and the venues' closures, the audit log,
 * security events, a year of request telemetry at the grain the portal writes it, and a year of
 * public-page visits. Its size is a scale factor; 1 is the full set.
 *
 *   node e2e/bench/five-year-data.mjs --database-url=postgres://... [--scale=0.1]
 *
 * Every row keeps the schema's rules (client organizations, departments named by bookings and users,
 * statuses, ensembles, the contract's instruments, performers of the provider) and looks like the demo
 * data, so the portal's reads answer what they would after five years of use. Random choices come from
 * a seeded generator: the same scale on the same day builds the same set.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { repositoryRoot } from './bench-paths.mjs';

// The contract's own lists (instruments, ensembles, venue colours) from the build the bench runs.
const contract = createRequire(import.meta.url)(join(repositoryRoot, 'api/dist/contract/index.js'));

/**
 * The full set (scale 1). Telemetry: the issue's five-year database scanned 7.7 M request-telemetry
 * rows for the 90-day dashboard, about 85,000 rows a day at the portal's grain (one row per method,
 * route, status, user and organization per one-second flush).
 */
const FULL_SET = {
  clientOrganizations: 100,
  departmentsPerOrganization: 8,
  users: 2000,
  performers: 300,
  bookings: 500_000,
  /** The public organization (Palm Cove) is the biggest client. */
  publicOrganizationBookings: 30_000,
  auditRows: 2_000_000,
  securityEvents: 500_000,
  telemetryDays: 365,
  telemetryRowsPerDay: 85_000,
  siteVisits: 1_000_000,
  /** Distinct clients among the site visits (a visitor comes back about seven times a year). */
  visitors: 150_000,
  /** About two unavailable periods a month per performer (evenings off, days, holidays). */
  unavailablePeriods: 36_000,
  /** About one closure a month per client organization (of a venue or the whole organization). */
  venueClosures: 6_000,
};

const YEARS_OF_HISTORY = 5;

/** Totals at a scale factor; never below what the demo data already holds. */
function fiveYearSizes(scale = 1) {
  if (!(scale > 0)) throw new Error(`scale must be a positive number, not ${scale}`);
  const of = (full, minimum) => Math.max(minimum, Math.round(full * scale));
  return {
    scale,
    clientOrganizations: of(FULL_SET.clientOrganizations, 3),
    departmentsPerOrganization: FULL_SET.departmentsPerOrganization,
    users: of(FULL_SET.users, 20),
    performers: of(FULL_SET.performers, 16),
    bookings: of(FULL_SET.bookings, 1000),
    publicOrganizationBookings: of(FULL_SET.publicOrganizationBookings, 100),
    auditRows: of(FULL_SET.auditRows, 1000),
    securityEvents: of(FULL_SET.securityEvents, 100),
    telemetryDays: FULL_SET.telemetryDays,
    telemetryRowsPerDay: of(FULL_SET.telemetryRowsPerDay, 100),
    siteVisits: of(FULL_SET.siteVisits, 1000),
    visitors: of(FULL_SET.visitors, 100),
    unavailablePeriods: of(FULL_SET.unavailablePeriods, 100),
    venueClosures: of(FULL_SET.venueClosures, 30),
  };
}

const ORGANIZATION_NAMES = {
  first: [
    'Harbor View',
    'Summit',
    'Lakeside',
    'Coral Reef',
    'Willow Creek',
    'Grand Oak',
    'Ocean Crest',
    'Silver Pines',
    'Maple Ridge',
    'Sunset Bay',
  ],
  second: [
    'Resort',
    'Country Club',
    'Hotel',
    'Yacht Club',
    'Golf Club',
    'Inn',
    'Beach Club',
    'Lodge',
    'Casino',
    'Spa',
  ],
};
const TIME_ZONES = [
  'America/New_York',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];
const DEPARTMENT_NAMES = [
  'Main Dining',
  'Terrace',
  'Ballroom',
  'Lobby Lounge',
  'Pool Deck',
  'Garden',
  'Rooftop',
  'Wine Bar',
  'Grill Room',
  'Clubhouse',
  'Beach Bar',
  'Library Bar',
];
const DEPARTMENT_COLORS = [
  '#a7c7e7',
  '#f4c2a1',
  '#b5ead7',
  '#e2c2f0',
  '#ffdac1',
  '#c7ceea',
  '#f3acd2',
  '#86cffd',
  '#ffbb64',
  '#86f0ae',
];
const PERFORMER_NAMES = {
  first: [
    'Ava',
    'Liam',
    'Sofia',
    'Noah',
    'Maya',
    'Elijah',
    'Chloe',
    'Mateo',
    'Zoe',
    'Julian',
    'Nora',
    'Caleb',
    'Aria',
    'Miles',
    'Iris',
    'Owen',
    'Lena',
    'Felix',
    'Ruby',
    'Theo',
  ],
  last: [
    'Alvarez',
    'Bennett',
    'Castillo',
    'Dubois',
    'Eriksen',
    'Fontaine',
    'Greco',
    'Haddad',
    'Ito',
    'Jansen',
    'Kowalski',
    'Laurent',
    'Moreau',
    'Nakamura',
    'Okafor',
    'Petrov',
    'Quinn',
    'Rossi',
    'Santos',
    'Tanaka',
  ],
};
/** The demo's start times, durations and mix of ensembles (about a third Solo, a third Duo). */
const START_TIMES = ['11:00', '12:30', '16:00', '17:30', '18:00', '19:00', '19:30', '20:00', '21:00'];
const DURATIONS = [60, 90, 120, 180, 240];
const ENSEMBLE_MIX = [
  'Solo',
  'Solo',
  'Solo',
  'Duo',
  'Duo',
  'Duo',
  'Trio',
  'Trio',
  'Quartet',
  'Quintet',
  null,
];
/** Unavailable periods: an evening off, a day or two, a week's holiday; weighted like a working musician's. */
const PERIOD_HOURS = [3, 4, 5, 6, 6, 24, 24, 48, 72, 168, 336];
const PERIOD_REASONS = [null, null, 'Holiday', 'Teaching', 'Studio session', 'Family', 'Touring'];
/** Closures: an evening's private event, a day's maintenance, a refurbishment of a week or two. */
const CLOSURE_HOURS = [5, 6, 24, 24, 48, 168, 336];
const CLOSURE_REASONS = [
  'Private event',
  'Maintenance',
  'Refurbishment',
  'Holiday closure',
  'Staff training',
];
const NOTES = [
  null,
  null,
  null,
  'Dress code: all white.',
  'Outdoor set; rain plan is the lobby.',
  'Birthday dedication at 8 PM.',
  'Anniversary dinner: first dance at 9.',
  null,
];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
];

/** Picks `[value, weight]` entries in proportion to their weights: one array slot per unit of weight. */
function weighted(entries) {
  return entries.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
}

/** Audit actions as the portal writes them, in proportion (sign-ins and booking writes dominate). */
const AUDIT_ACTIONS = weighted([
  ['login_success', 34],
  ['login_failed', 7],
  ['booking_created', 16],
  ['booking_updated', 16],
  ['booking_deleted', 3],
  ['read_user_permissions', 8],
  ['user_updated', 4],
  ['user_invited', 2],
  ['user_registered', 2],
  ['password_reset', 1],
  ['user_deleted', 1],
  ['user_disabled', 1],
  ['user_enabled', 1],
  ['performer_created', 1],
  ['performer_updated', 2],
  ['booking_policy_updated', 1],
]);

/** Security event types in proportion; each gets the severity the portal gives it. */
const SECURITY_EVENTS = weighted([
  ['login_failed', 58],
  ['login_throttled', 10],
  ['authorization_denied', 15],
  ['rate_limited', 9],
  ['account_locked', 4],
  ['origin_refused', 4],
]);

/**
 * API routes as performance_logs names them (route templates), with their share of the traffic,
 * status and typical time in ms: the calendar's reads and the users poll dominate, then the
 * dashboard's polling, the public schedule, and writes.
 */
const TELEMETRY_ROUTES = weighted([
  ['GET /api/bookings 200 12 user', 220],
  ['GET /api/auth/session 200 3 user', 140],
  ['GET /api/users 200 5 user', 120],
  ['GET /api/organizations 200 3 user', 45],
  ['GET /api/organizations/:id/departments 200 3 user', 45],
  ['GET /api/performers 200 4 user', 45],
  ['GET /api/booking-policies/:organizationId 200 3 user', 20],
  ['POST /api/bookings 201 25 user', 18],
  ['POST /api/bookings 400 6 user', 2],
  ['PATCH /api/bookings/:id 200 22 user', 16],
  ['DELETE /api/bookings/:id 204 15 user', 4],
  ['POST /api/bookings/:id/duplicate 201 40 user', 3],
  ['GET /api/bookings.csv 200 60 user', 2],
  ['POST /api/auth/login 200 95 anonymous', 16],
  ['POST /api/auth/login 401 90 anonymous', 3],
  ['POST /api/auth/logout 204 4 user', 6],
  ['GET /api/admin/metrics 200 9 user', 25],
  ['GET /api/admin/health 200 7 user', 45],
  ['GET /api/admin/dashboard-metrics 200 12 user', 12],
  ['GET /api/admin/historical-trends 200 14 user', 3],
  ['GET /api/admin/audit-logs 200 5 user', 25],
  ['GET /api/admin/persistent-security-events 200 4 user', 25],
  ['GET /api/admin/site-visits 200 6 user', 12],
  ['PATCH /api/users/:id 200 14 user', 3],
  ['GET /api/public/bookings 200 5 anonymous', 70],
  ['GET /api/public/venue 200 2 anonymous', 30],
  ['POST /api/public/visits 204 4 anonymous', 40],
  ['GET /api/public/feeds/departments/:departmentId.ics 200 11 anonymous', 8],
  ['GET /api/bookings 401 2 anonymous', 6],
  ['GET unmatched 404 1 anonymous', 5],
  ['GET /api/bookings 503 5000 user', 1],
]);

/** Share of each UTC hour in a day's requests: the clients' afternoons and evenings (US time zones). */
const HOURLY_SHARE = [6, 5, 4, 3, 2, 1, 1, 1, 1, 2, 3, 5, 7, 9, 10, 10, 10, 10, 9, 9, 8, 8, 8, 7];
const WEEKEND_SHARE = 0.6;

/** Each step: its name and the statement(s) that build it; `rows` counts what it wrote. */
function steps(sizes) {
  const params = {
    historyStart: `now() - interval '${YEARS_OF_HISTORY} years'`,
  };
  return [
    {
      name: 'client organizations',
      sql: `
        insert into organizations (name, slug, domains, time_zone, kind, created_at)
        select name, slug, array[slug || '.test'], ($3::text[])[1 + i % cardinality($3::text[])], 'client',
               ${params.historyStart} - interval '90 days' + (i * 7) * interval '1 day' * random()
        from (
          select i, ($1::text[])[1 + i % cardinality($1::text[])] || ' ' ||
                    ($2::text[])[1 + (i / cardinality($1::text[])) % cardinality($2::text[])] as name
          from generate_series(1, $4::int) i
        ) named,
        lateral (select lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || i as slug) slugged`,
      values: [ORGANIZATION_NAMES.first, ORGANIZATION_NAMES.second, TIME_ZONES, 'newClientOrganizations'],
    },
    {
      name: 'departments',
      sql: `
        insert into departments (name, color, organization_id, created_at, updated_at)
        select ($1::text[])[1 + (o.id + k) % cardinality($1::text[])],
               case when k = $3::int - 1 then null else ($2::text[])[1 + (o.id * 3 + k) % cardinality($2::text[])] end,
               o.id, o.created_at, o.created_at
        from organizations o cross join generate_series(0, $3::int - 1) k
        where o.kind = 'client' and not exists (select 1 from departments d where d.organization_id = o.id)`,
      values: [DEPARTMENT_NAMES, DEPARTMENT_COLORS, sizes.departmentsPerOrganization],
    },
    {
      name: 'performers',
      sql: `
        insert into performers (name, instruments, bio, organization_id, created_at)
        select ($1::text[])[1 + i % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (i / cardinality($1::text[])) % cardinality($2::text[])],
               (select array_agg(($3::text[])[1 + (i * 5 + j) % cardinality($3::text[])] order by j)
                  from generate_series(0, i % 3) j),
               'Plays hotels, clubs and private events.',
               (select id from organizations where kind = 'provider'),
               ${params.historyStart} + random() * interval '5 years'
        from generate_series(1, $4::int) i`,
      values: [PERFORMER_NAMES.first, PERFORMER_NAMES.last, [...contract.INSTRUMENTS], 'newPerformers'],
    },
    {
      name: 'clients (working table)',
      sql: `
        create temp table gen_clients as
        select o.id, o.slug, o.created_at, (row_number() over (order by o.id) - 1)::int as slot,
               (select array_agg(d.name order by d.id) from departments d where d.organization_id = o.id) as departments
        from organizations o where o.kind = 'client'`,
    },
    {
      name: 'users',
      sql: `
        insert into users (username, email, password_hash, firebase_uid, organization_id, department, disabled_at, created_at,
                           invitation_sent_at)
        select format('member%s-%s', i, c.slug), format('member%s@%s.test', i, c.slug),
               case when member.rank % 20 = 19 then null else (select password_hash from users where email = 'owner@encore.test') end,
               case when member.rank % 20 = 19 then null else gen_random_uuid()::text end,
               c.id,
               case when member.rank % 10 < 2 then null else c.departments[1 + member.rank % cardinality(c.departments)] end,
               case when member.rank % 50 = 7 then now() - random() * interval '300 days' end,
               member.added_at,
               -- A pending user was added (and mailed an invitation) and never registered.
               case when member.rank % 20 = 19 then member.added_at end
        from generate_series(1, $1::int) i
        join gen_clients c on c.slot = i % (select count(*) from gen_clients)
        -- Users are dealt to organizations in turn: rank is the user's place in their organization.
        cross join lateral (select i / (select count(*) from gen_clients) as rank,
                                   c.created_at + random() * (now() - c.created_at) as added_at) member`,
      values: ['newUsers'],
    },
    {
      name: 'org admin permissions',
      sql: `
        insert into admin_permissions (user_id, permission_level, organization_id, granted_by, granted_at)
        select id, 'org_admin', organization_id, (select id from users where email = 'owner@encore.test'), created_at
        from (
          select u.id, u.organization_id, u.created_at,
                 row_number() over (partition by u.organization_id order by u.id) as rank
          from users u
          where u.email like 'member%' and u.department is null and u.password_hash is not null and u.disabled_at is null
        ) admins
        where rank <= 2`,
    },
    {
      name: 'bookings',
      table: 'bookings',
      sql: `
        with shares as (
          select c.id, c.departments,
                 case when c.id = 1 then 0 else 1 + (c.slot * 7) % 10 end as weight
          from gen_clients c
        ),
        counts as (
          select id, departments,
                 case when id = 1 then $1::int
                      else round(($2::int - $1::int) * weight::numeric / (select sum(weight) from shares))::int end as bookings
          from shares
        ),
        drawn as (
          select c.id as organization_id,
                 c.departments[1 + floor(random() * cardinality(c.departments))::int] as department,
                 $3::date + floor(random() * $4::int)::int as date,
                 ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] as time,
                 ($6::int[])[1 + floor(random() * cardinality($6::int[]))::int] as duration,
                 ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] as ensemble,
                 ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int] as notes,
                 ($9::int[])[1 + floor(random() * cardinality($9::int[]))::int] as user_id,
                 random() as status_draw, random() as lead_days, random() as edited
          from counts c cross join lateral generate_series(1, c.bookings) n
        ),
        dated as (
          select *, least(now() - lead_days * interval '20 days',
                          date - (1 + lead_days * 90)::int + time '09:00' + random() * interval '9 hours') as created_at
          from drawn
        )
        insert into bookings (title, date, time, duration, notes, department, ensemble, user_id, organization_id, status, created_at, updated_at)
        select coalesce(ensemble, 'Live music') || ' - ' || department, date, time, duration, notes, department,
               ensemble, user_id, organization_id,
               case when status_draw < (case when date >= current_date then 0.2 else 0.02 end) then 'pending' else 'confirmed' end,
               created_at, least(now(), created_at + case when edited < 0.3 then edited * interval '10 days' else interval '0' end)
        from dated
        order by created_at`,
      values: [
        'publicOrganizationBookings',
        'newBookings',
        'firstBookingDate',
        'bookingDays',
        START_TIMES,
        DURATIONS,
        ENSEMBLE_MIX,
        NOTES,
        'bookerIds',
      ],
    },
    {
      name: 'performers (working table)',
      sql: `
        create temp table gen_performers as
        select (row_number() over (order by id) - 1)::int as slot, id, instruments
        from performers where organization_id = (select id from organizations where kind = 'provider')`,
    },
    {
      name: 'booking performers',
      table: 'booking_performers',
      // Seats are dealt to performers in turn through each day's bookings in start order, so a
      // performer plays at most once a day until every performer has a booking that day.
      sql: `
        with staffed as (
          select b.id, s.seats,
                 sum(s.seats) over (partition by b.date order by b.time, b.id) - s.seats as first_seat
          from bookings b
          join (values ('Solo', 1), ('Duo', 2), ('Trio', 3), ('Quartet', 4), ('Quintet', 5), ('', 1)) s(ensemble, seats)
            on s.ensemble = coalesce(b.ensemble, '')
          where b.id > $1::int and not (b.status = 'pending' and b.id % 2 = 0)
        )
        insert into booking_performers (booking_id, performer_id, instrument, position)
        select st.id, p.id, p.instruments[1 + (st.id + seat) % cardinality(p.instruments)], seat
        from staffed st
        cross join lateral generate_series(0, st.seats - 1) seat
        join gen_performers p on p.slot = (st.first_seat + seat) % (select count(*) from gen_performers)`,
      values: ['bookingIdsAbove'],
    },
    {
      name: 'unavailable periods',
      table: 'performer_unavailability',
      // Spread over the five years and the two months ahead, starting on the hour; a performer's
      // periods may overlap one another, as the portal allows.
      sql: `
        with drawn as (
          select i, floor(random() * (select count(*) from gen_performers))::int as performer_slot,
                 date_trunc('hour', ${params.historyStart} + random() * (now() + interval '60 days' - (${params.historyStart}))) as starts_at,
                 ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int] as hours,
                 ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as reason
          from generate_series(1, $1::int) i
        )
        insert into performer_unavailability (performer_id, starts_at, ends_at, reason, created_at)
        select p.id, d.starts_at, d.starts_at + d.hours * interval '1 hour', d.reason,
               least(now(), d.starts_at - interval '14 days')
        from drawn d join gen_performers p on p.slot = d.performer_slot
        order by d.i`,
      values: ['unavailablePeriods', PERIOD_HOURS, PERIOD_REASONS],
    },
    {
      name: 'venue closures',
      table: 'venue_closures',
      // On the organization's wall clock; a third close the whole organization, the rest one venue.
      sql: `
        with drawn as (
          select i, floor(random() * (select count(*) from gen_clients))::int as client_slot, random() as venue_draw,
                 date_trunc('hour', (${params.historyStart} + random() * (now() + interval '60 days' - (${params.historyStart})))::timestamp) as starts_at,
                 ($2::int[])[1 + floor(random() * cardinality($2::int[]))::int] as hours,
                 ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as reason
          from generate_series(1, $1::int) i
        )
        insert into venue_closures (organization_id, department_id, starts_at, ends_at, reason, created_at)
        select c.id,
               case when d.venue_draw < 1.0 / 3 then null
                    else (select array_agg(v.id order by v.id) from departments v where v.organization_id = c.id)
                           [1 + floor(d.venue_draw * 1000)::int % cardinality(c.departments)] end,
               d.starts_at, d.starts_at + d.hours * interval '1 hour', d.reason,
               least(now(), d.starts_at::timestamptz - interval '30 days')
        from drawn d join gen_clients c on c.slot = d.client_slot
        order by d.i`,
      values: ['venueClosures', CLOSURE_HOURS, CLOSURE_REASONS],
    },
    {
      name: 'users (working table)',
      sql: `
        create temp table gen_users as
        select (row_number() over (order by id) - 1)::int as slot, id, email, organization_id
        from users where password_hash is not null`,
    },
    {
      name: 'audit rows',
      table: 'audit_logs',
      sql: `
        with drawn as (
          select i,
                 ${params.historyStart} + (i::float8 / $1::int) * (now() - (${params.historyStart})) as timestamp,
                 ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as action,
                 floor(random() * (select count(*) from gen_users))::int as user_slot,
                 floor(random() * (select count(*) from gen_clients))::int as client_slot,
                 ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as user_agent,
                 ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] as ensemble,
                 ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] as time,
                 ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] as instrument,
                 random() as draw
          from generate_series(1, $1::int) i
        )
        insert into audit_logs (timestamp, user_id, email, action, resource, resource_id, ip_address, user_agent, success, details, organization_id)
        select d.timestamp,
               case when d.action = 'login_failed' and d.draw < 0.3 then null else u.id end,
               case when d.action = 'login_failed' and d.draw < 0.3 then format('guest%s@example.com', d.i % 997) else u.email end,
               d.action,
               case when d.action like 'booking_policy%' then 'booking_policy'
                    when d.action like 'booking%' then 'booking'
                    when d.action like 'performer%' then 'performer'
                    when d.action like 'login%' then 'session'
                    when d.action = 'read_user_permissions' then 'user_permissions'
                    else 'user' end,
               case when d.action like 'login%' then null else (1 + floor(d.draw * (select max(id) from bookings)))::int::text end,
               format('%s.%s.%s.%s', 24 + d.i % 180, (d.i / 7) % 250, (d.i / 11) % 250, 1 + d.i % 253),
               d.user_agent,
               d.action <> 'login_failed',
               case when d.action like 'booking%' and d.action <> 'booking_policy_updated' then
                      -- Compact JSON, as JSON.stringify writes the portal's details.
                      format('{"title":%s,"date":"%s","time":"%s","duration":%s,"notes":null,"department":%s,"ensemble":%s,"status":"%s","organizationId":%s,"performers":[{"performerId":%s,"instrument":%s}]}',
                        to_json(coalesce(d.ensemble, 'Live music') || ' - ' || c.departments[1 + d.i % cardinality(c.departments)]),
                        to_char(d.timestamp + (d.draw * 60)::int * interval '1 day', 'YYYY-MM-DD'), d.time,
                        60 + 30 * (d.i % 5), to_json(c.departments[1 + d.i % cardinality(c.departments)]),
                        coalesce(to_json(d.ensemble)::text, 'null'),
                        case when d.draw < 0.1 then 'pending' else 'confirmed' end, c.id,
                        1 + d.i % 300, to_json(d.instrument))
                    when d.action = 'login_failed' then '{"reason":"invalid_password"}'
                    when d.action like 'user%' or d.action = 'password_reset' then format('{"email":%s}', to_json(u.email))
                    when d.action like 'performer%' then format('{"name":"Performer %s"}', 1 + d.i % 300)
                    when d.action = 'booking_policy_updated' then '{"conflictPolicy":"block"}'
               end,
               case when d.action like 'booking%' then c.id else u.organization_id end
        from drawn d
        join gen_users u on u.slot = d.user_slot
        join gen_clients c on c.slot = d.client_slot
        order by d.i`,
      values: ['auditRows', AUDIT_ACTIONS, USER_AGENTS, ENSEMBLE_MIX, START_TIMES, [...contract.INSTRUMENTS]],
    },
    {
      name: 'security events',
      table: 'security_events',
      // Older events were resolved by the owner; of the last 30 days' about half are still open. The
      // address is unique per row, so open rows never share the fold key of the portal's upsert.
      sql: `
        with drawn as (
          select i,
                 ${params.historyStart} + (i::float8 / $1::int) * (now() - (${params.historyStart})) as timestamp,
                 ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as event_type,
                 floor(random() * (select count(*) from gen_users))::int as user_slot,
                 ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as user_agent,
                 random() as draw, random() as resolve_draw
          from generate_series(1, $1::int) i
        ),
        typed as (
          select d.*, case d.event_type when 'login_failed' then 'low' when 'login_throttled' then 'medium'
                        when 'authorization_denied' then 'medium' when 'rate_limited' then 'medium'
                        when 'account_locked' then 'high'
                        else case when d.draw < 0.5 then 'critical' else 'high' end end as severity,
                 1 + case when d.draw < 0.1 then floor(d.draw * 190)::int else 0 end as occurrences,
                 case when d.timestamp < now() - interval '30 days' then d.resolve_draw > 0.005
                      else d.resolve_draw > 0.5 end as resolved
          from drawn d
        )
        insert into security_events (timestamp, event_type, ip_address, user_agent, email, severity, details, resolved,
                                     resolved_at, resolved_by, occurrences, last_seen)
        select t.timestamp, t.event_type,
               format('%s.%s.%s.%s', 100 + (t.i >> 24), (t.i >> 16) & 255, (t.i >> 8) & 255, t.i & 255),
               t.user_agent,
               case when t.event_type in ('login_failed', 'login_throttled', 'account_locked', 'authorization_denied') then u.email end,
               t.severity,
               case t.event_type
                 when 'login_failed' then '{"reason":"invalid_password"}'
                 when 'authorization_denied' then '{"method":"GET","path":"/api/admin/metrics"}'
                 when 'rate_limited' then '{"limiter":"public-schedule"}'
                 when 'origin_refused' then '{"origin":"https://unknown.example","path":"/api/auth/login"}'
               end,
               t.resolved,
               case when t.resolved then least(now(), t.timestamp + t.resolve_draw * interval '3 days') end,
               case when t.resolved then (select id from users where email = 'owner@encore.test') end,
               t.occurrences,
               least(now(), t.timestamp + (t.occurrences - 1) * interval '20 seconds')
        from typed t join gen_users u on u.slot = t.user_slot
        order by t.i`,
      values: ['securityEvents', SECURITY_EVENTS, USER_AGENTS],
    },
    {
      name: 'routes (working table)',
      sql: `
        create temp table gen_routes as
        select (n - 1)::int as slot, split_part(route, ' ', 1) as method, split_part(route, ' ', 2) as endpoint,
               split_part(route, ' ', 3)::int as status_code, split_part(route, ' ', 4)::float8 as typical_ms,
               split_part(route, ' ', 5) = 'user' as signed_in
        from unnest($1::text[]) with ordinality as r(route, n)`,
      values: [TELEMETRY_ROUTES],
    },
    {
      name: 'request telemetry',
      table: 'performance_logs',
      // A year of rows at the writer's grain: each row is one route, status, user and organization
      // within one second, with its request count, mean, minimum and maximum. Rows come out in time order.
      sql: `
        with days as (
          select day, case when extract(isodow from day) >= 6 then $2::float8 else 1 end as share
          from generate_series(date_trunc('day', now()) - ($1::int - 1) * interval '1 day', date_trunc('day', now()), interval '1 day') day
        ),
        normalized as (
          select day, share / (select avg(share) from days) as share from days
        ),
        hours as (
          select hour - 1 as hour, weight::float8 / (select sum(w) from unnest($3::int[]) w) as share
          from unnest($3::int[]) with ordinality as h(weight, hour)
        ),
        slots as (
          select d.day + h.hour * interval '1 hour' as hour_start,
                 greatest(1, round($4::int * d.share * h.share))::int as rows
          from normalized d cross join hours h
        ),
        drawn as (
          select s.hour_start + ((k - random()) / s.rows) * interval '1 hour' as timestamp,
                 floor(random() * (select count(*) from gen_routes))::int as route_slot,
                 floor(random() * (select count(*) from gen_users))::int as user_slot,
                 random() as count_draw, random() as time_draw
          from slots s
          cross join lateral generate_series(1, s.rows) k
        ),
        timed as (
          select d.*, r.method, r.endpoint, r.status_code, r.signed_in, case when d.count_draw < 0.8 then 1 when d.count_draw < 0.95 then 2
                           else 3 + floor(d.count_draw * 100)::int % 6 end as request_count,
                 r.typical_ms * (0.6 + d.time_draw * 0.8) * case when d.time_draw > 0.98 then 4 else 1 end as mean_ms
          from drawn d join gen_routes r on r.slot = d.route_slot
          where d.timestamp <= now()
        )
        insert into performance_logs (timestamp, endpoint, method, response_time, min_response_time, max_response_time,
                                      request_count, status_code, user_id, organization_id, error_message)
        select t.timestamp, t.endpoint, t.method, t.mean_ms,
               case when t.request_count = 1 then t.mean_ms else t.mean_ms * 0.7 end,
               case when t.request_count = 1 then t.mean_ms else t.mean_ms * 1.5 end,
               t.request_count, t.status_code,
               case when t.signed_in then u.id end, case when t.signed_in then u.organization_id end,
               case when t.status_code >= 500 then 'canceling statement due to statement timeout' end
        from timed t join gen_users u on u.slot = t.user_slot`,
      values: ['telemetryDays', WEEKEND_SHARE, HOURLY_SHARE, 'telemetryRowsPerDay'],
    },
    {
      name: 'site visits',
      table: 'site_visits',
      // A year of views of the public schedule, spread like the telemetry over days and hours; some
      // visitors come back often. No address is stored, only the keyed hash (as the portal does).
      sql: `
        with days as (
          select day from generate_series(date_trunc('day', now()) - 364 * interval '1 day', date_trunc('day', now()), interval '1 day') day
        ),
        hours as (
          select hour - 1 as hour, weight::float8 / (select sum(w) from unnest($2::int[]) w) as share
          from unnest($2::int[]) with ordinality as h(weight, hour)
        ),
        slots as (
          select d.day + h.hour * interval '1 hour' as hour_start, greatest(1, round($1::int / 365.0 * h.share))::int as rows
          from days d cross join hours h
        ),
        drawn as (
          select s.hour_start + ((k - random()) / s.rows) * interval '1 hour' as timestamp,
                 floor(power(random(), 2) * $3::int)::int as visitor, random() as draw,
                 ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] as user_agent
          from slots s cross join lateral generate_series(1, s.rows) k
        )
        insert into site_visits (timestamp, ip_address, user_agent, page, referrer, session_id, visitor_hash)
        select d.timestamp, null, d.user_agent, '/public',
               case when d.draw < 0.6 then null when d.draw < 0.8 then 'https://www.google.com' else 'https://www.palmcove.test' end,
               md5(d.visitor || ':' || d.timestamp::date)::uuid::text,
               left(md5('visitor:' || d.visitor), 32)
        from drawn d where d.timestamp <= now()`,
      values: ['siteVisits', HOURLY_SHARE, 'visitors', USER_AGENTS],
    },
    {
      name: 'site visit windows',
      // The visitors counted in the last 30 minutes hold their window, as the portal's upsert leaves it.
      sql: `
        insert into site_visit_windows (visitor_hash, page, counted_at)
        select distinct on (visitor_hash, page) visitor_hash, page, timestamp
        from site_visits where timestamp > now() - interval '30 minutes'
        order by visitor_hash, page, timestamp desc
        on conflict do nothing`,
    },
  ];
}

/** Values the statements name by key, computed from the sizes and what the database already holds. */
async function namedValues(client, sizes, today) {
  const count = async (sql) => Number((await client.query(sql)).rows[0].count);
  const clients = await count(`select count(*) from organizations where kind = 'client'`);
  const users = await count('select count(*) from users');
  const performers = await count(`select count(*) from performers`);
  const bookings = await count('select count(*) from bookings');
  const publicBookings = await count('select count(*) from bookings where organization_id = 1');
  const bookingIdsAbove = Number(
    (await client.query('select coalesce(max(id), 0) as max from bookings')).rows[0].max,
  );
  const bookers = await client.query(
    `select id from users where email in ('owner@encore.test', 'admin@encore.test') order by id`,
  );
  if (bookers.rows.length === 0) throw new Error('the demo accounts are missing: seed the demo data first');

  const first = new Date(today);
  first.setUTCFullYear(first.getUTCFullYear() - YEARS_OF_HISTORY);
  // Bookings reach the end of next month, as the demo's do.
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0));
  const dayMs = 24 * 60 * 60 * 1000;
  return {
    newClientOrganizations: Math.max(0, sizes.clientOrganizations - clients),
    newUsers: Math.max(0, sizes.users - users),
    newPerformers: Math.max(0, sizes.performers - performers),
    publicOrganizationBookings: Math.max(0, sizes.publicOrganizationBookings - publicBookings),
    newBookings: Math.max(0, sizes.bookings - bookings),
    firstBookingDate: first.toISOString().slice(0, 10),
    bookingDays: Math.round((last.getTime() - first.getTime()) / dayMs) + 1,
    bookerIds: bookers.rows.map((row) => row.id),
    bookingIdsAbove,
    auditRows: sizes.auditRows,
    securityEvents: sizes.securityEvents,
    telemetryDays: sizes.telemetryDays,
    telemetryRowsPerDay: sizes.telemetryRowsPerDay,
    siteVisits: sizes.siteVisits,
    visitors: sizes.visitors,
    unavailablePeriods: sizes.unavailablePeriods,
    venueClosures: sizes.venueClosures,
  };
}

/**
 * A big table's indexes other than its constraints' are dropped before its rows go in and built again
 * after from their own definitions (pg_indexes): one sorted build is several times cheaper than
 * millions of single-row index inserts, and the schema ends up exactly as the migrations made it.
 */
async function dropSecondaryIndexes(client, table) {
  const { rows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = $1
        and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [table],
  );
  for (const row of rows) await client.query(`drop index "${row.indexname}"`);
  return rows.map((row) => row.indexdef);
}

/** Row counts of the tables the set fills, after it is built. */
export async function countFiveYearRows(client) {
  const tables = [
    'organizations',
    'departments',
    'users',
    'performers',
    'bookings',
    'booking_performers',
    'performer_unavailability',
    'venue_closures',
    'audit_logs',
    'security_events',
    'performance_logs',
    'site_visits',
    'site_visit_windows',
  ];
  const { rows } = await client.query(
    `select ${tables.map((table) => `(select count(*) from ${table})::bigint as "${table}"`).join(', ')}`,
  );
  return Object.fromEntries(tables.map((table) => [table, Number(rows[0][table])]));
}

/**
 * Builds the set in the database at `databaseUrl` (migrated and seeded with the demo data, nothing
 * else): refuses a database that holds more than the demo's organizations. Ends with VACUUM ANALYZE,
 * as a database in use for five years would be vacuumed and analyzed. Returns the sizes, the row
 * counts and the seconds each step took.
 */
export async function generateFiveYearData({ databaseUrl, scale = 1, log = () => {}, today = new Date() }) {
  const sizes = fiveYearSizes(scale);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  const timings = [];
  try {
    const organizations = Number((await client.query('select count(*) from organizations')).rows[0].count);
    if (organizations !== 4)
      throw new Error(
        `expected the demo data's 4 organizations, found ${organizations}: not a fresh demo database`,
      );
    // This session only: no statement timeout, no wait for each commit's flush, room to sort in memory.
    await client.query(`set statement_timeout = 0`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '64MB'`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('select setseed(0.25)');
    const named = await namedValues(client, sizes, today);
    for (const step of steps(sizes)) {
      const stepStarted = performance.now();
      const values = (step.values ?? []).map((value) =>
        typeof value === 'string' && value in named ? named[value] : value,
      );
      const rebuild = step.table ? await dropSecondaryIndexes(client, step.table) : [];
      const result = await client.query(step.sql, values);
      for (const definition of rebuild) await client.query(definition);
      // A working table gets its statistics at once: without them a join to it plans as a nested loop.
      const workingTable = /create temp table (\w+)/.exec(step.sql)?.[1];
      if (workingTable) await client.query(`analyze ${workingTable}`);
      const seconds = (performance.now() - stepStarted) / 1000;
      timings.push({ step: step.name, rows: result.rowCount ?? 0, seconds: Math.round(seconds * 10) / 10 });
      log(`  ${step.name}: ${result.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
    }
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze');
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    timings.push({ step: 'vacuum analyze', rows: 0, seconds: Math.round(vacuumSeconds * 10) / 10 });
    log(`  vacuum analyze: ${vacuumSeconds.toFixed(1)} s`);
    const rows = await countFiveYearRows(client);
    const databaseBytes = Number(
      (await client.query('select pg_database_size(current_database()) as bytes')).rows[0].bytes,
    );
    return {
      sizes,
      rows,
      databaseBytes,
      timings,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await client.end();
  }
}

function argumentValue(name) {
  return process.argv
    .find((argument) => argument.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = argumentValue('database-url') ?? process.env.DATABASE_URL;
  const scale = Number(argumentValue('scale') ?? '1');
  if (!databaseUrl) {
    console.error('usage: node e2e/bench/five-year-data.mjs --database-url=postgres://... [--scale=1]');
    process.exit(2);
  }
  console.log(`building the five-year data set at scale ${scale}:`);
  const built = await generateFiveYearData({ databaseUrl, scale, log: console.log });
  console.log(`built in ${built.seconds} s; rows:`, built.rows);
  console.log(`database size ${(built.databaseBytes / 2 ** 20).toFixed(0)} MB`);
}
