/**
 * The availability check's bar (issue: "the check answers in at most 30 ms p95 for 300 performers
 * and 10 dates, on the benchmark's data"). The bench database (the demo data) is topped up to 300
 * performers of the provider; ten consecutive evenings from next week get the bookings, unavailable
 * periods and closures a busy season has (this organization's and others', so 'booked elsewhere'
 * too). GET /api/availability is asked, as the booking form asks it, for 19:00, two hours, on the ten
 * dates, for every performer at once, in the compact shape the calendar reads. The month read (the
 * calendar's own read of the same organization, about 200 bookings) is the same-run baseline, the two
 * requests alternating one by one on one kept-alive connection so both see the same machine.
 */
import moment from 'moment';
import http from 'node:http';
import pg from 'pg';
import { atMostBar, percentile, round1 } from './bench-figures.mjs';
import { insertBenchBookings } from './bench-bookings.mjs';
import { monthGridRange } from './bookings-read.bench.mjs';
import { signIn } from './load.mjs';
import { processCpuMicroseconds, startPortal } from './portal-process.mjs';

const PORT = 8410;
const PORTAL = `http://127.0.0.1:${PORT}`;
const ORGANIZATION_ID = 1;
const OTHER_ORGANIZATION_ID = 3;
const PERFORMERS = 300;
const DATES = 10;
const TIME = '19:00';
const DURATION = 120;
/** Bookings per asked evening: this organization's and another's, two performers each. */
const EVENING_BOOKINGS = 12;
/** Performers away for part of the ten days. */
const AWAY_PERFORMERS = 40;
const MONTH_ROWS = 200;
const BAR_P95_MS = 30;
const WARM_UP_REQUESTS = 50;
const PHASE_MS = 1000;
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** Adds performers of the provider until it has PERFORMERS; gives all their ids. */
async function topUpPerformers(client) {
  await client.query(
    `insert into performers (name, instruments, organization_id)
     select 'Bench Performer ' || n, array['piano']::text[], (select id from organizations where kind = 'provider')
       from generate_series(1, greatest(0, $1 - (select count(*) from performers
                                                  where organization_id = (select id from organizations where kind = 'provider')))) as n`,
    [PERFORMERS],
  );
  const { rows } = await client.query(
    `select id from performers where organization_id = (select id from organizations where kind = 'provider') order by id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Each asked evening: EVENING_BOOKINGS bookings from 17:00 to 22:00 (half of this organization, half
 * of another), two performers each, the performers moving on from evening to evening.
 */
async function fillEvenings(client, dates, performerIds) {
  const { rows: departments } = await client.query(
    'select organization_id as "organizationId", name from departments where organization_id in ($1, $2) order by id',
    [ORGANIZATION_ID, OTHER_ORGANIZATION_ID],
  );
  const venues = [ORGANIZATION_ID, OTHER_ORGANIZATION_ID].map((organizationId) =>
    departments.filter((department) => department.organizationId === organizationId),
  );
  let seat = 0;
  await client.query('begin');
  for (const date of dates) {
    for (let index = 0; index < EVENING_BOOKINGS; index += 1) {
      const own = venues[index % 2];
      const department = own[index % own.length];
      const { rows } = await client.query(
        `insert into bookings (title, date, time, duration, department, ensemble, organization_id, status)
         values ($1, $2, $3, 120, $4, 'Duo', $5, 'confirmed') returning id`,
        [
          `Duo - ${department.name}`,
          date,
          `${String(17 + (index % 5)).padStart(2, '0')}:00`,
          department.name,
          department.organizationId,
        ],
      );
      for (let position = 0; position < 2; position += 1) {
        await client.query(
          `insert into booking_performers (booking_id, performer_id, instrument, position) values ($1, $2, 'piano', $3)`,
          [rows[0].id, performerIds[seat % performerIds.length], position],
        );
        seat += 7;
      }
    }
  }
  await client.query('commit');
}

/** Away periods of one to four days over the ten dates, and two closures of the organization. */
async function addAbsencesAndClosures(client, dates, performerIds) {
  for (let index = 0; index < AWAY_PERFORMERS; index += 1) {
    const start = moment(dates[index % DATES]);
    await client.query(
      `insert into performer_unavailability (performer_id, starts_at, ends_at, reason)
       values ($1, ($2::timestamp) at time zone (select time_zone from organizations where kind = 'provider'),
                   ($3::timestamp) at time zone (select time_zone from organizations where kind = 'provider'), $4)`,
      [
        performerIds[(index * 11) % performerIds.length],
        start.format('YYYY-MM-DD 00:00'),
        start
          .clone()
          .add(1 + (index % 4), 'days')
          .format('YYYY-MM-DD 00:00'),
        index % 3 === 0 ? null : 'Bench: away',
      ],
    );
  }
  const { rows } = await client.query(
    'select id from departments where organization_id = $1 order by id limit 1',
    [ORGANIZATION_ID],
  );
  await client.query(
    `insert into venue_closures (organization_id, department_id, starts_at, ends_at, reason)
     values ($1, $2, $3, $4, 'Bench: private event'), ($1, null, $5, $6, 'Bench: renovation')`,
    [
      ORGANIZATION_ID,
      rows[0].id,
      `${dates[2]} 00:00`,
      `${dates[3]} 00:00`,
      `${dates[6]} 18:00`,
      `${dates[6]} 23:00`,
    ],
  );
  return rows;
}

/** One GET on the kept-alive connection: its time to the last byte, its status and its bytes. */
function timedGet(agent, path, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${PORTAL}${path}`,
      {
        agent,
        headers: { Cookie: cookie, Accept: 'application/json', 'Accept-Encoding': BROWSER_ENCODINGS },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ ms: performance.now() - started, status: response.statusCode, bytes }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function figuresOf({ samples, cpuUs }) {
  const times = samples.map((sample) => sample.ms);
  return {
    p50Ms: round1(percentile(times, 0.5)),
    p95Ms: round1(percentile(times, 0.95)),
    cpuUsPerRequest: Math.round(cpuUs / samples.length),
    requests: samples.length,
  };
}

export async function benchAvailabilityCheck({ databaseUrl, durationSeconds }) {
  const firstDate = moment().add(1, 'week').startOf('isoWeek');
  const dates = Array.from({ length: DATES }, (_, day) =>
    firstDate.clone().add(day, 'days').format('YYYY-MM-DD'),
  );
  const month = monthGridRange(moment());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let department;
  try {
    const performerIds = await topUpPerformers(client);
    if (performerIds.length < PERFORMERS) throw new Error(`only ${performerIds.length} performers`);
    const { rows: monthRows } = await client.query(
      'select count(*)::int as count from bookings where organization_id = $1 and date between $2 and $3',
      [ORGANIZATION_ID, month.from, month.to],
    );
    await insertBenchBookings(client, {
      organizationId: ORGANIZATION_ID,
      from: month.from,
      days: moment(month.to).diff(moment(month.from), 'days') + 1,
      count: Math.max(0, MONTH_ROWS - monthRows[0].count),
      ensemble: 'Solo',
      duration: 60,
      performersPerBooking: 1,
      pendingEvery: 5,
      timeOf: (index) => `${String(10 + (index % 12)).padStart(2, '0')}:00`,
    });
    await fillEvenings(client, dates, performerIds);
    const [closedDepartment] = await addAbsencesAndClosures(client, dates, performerIds);
    const { rows } = await client.query('select name from departments where id = $1', [closedDepartment.id]);
    department = rows[0].name;
  } finally {
    await client.end();
  }

  const check =
    `/api/availability?organizationId=${ORGANIZATION_ID}&department=${encodeURIComponent(department)}` +
    `&dates=${dates.join(',')}&time=${TIME}&duration=${DURATION}&shape=compact`;
  const monthRead = `/api/bookings?from=${month.from}&to=${month.to}&organizationId=${ORGANIZATION_ID}`;
  const portal = await startPortal({ databaseUrl, port: PORT });
  try {
    const cookie = await signIn(PORTAL);
    const answer = await fetch(`${PORTAL}${check}`, { headers: { cookie } });
    if (answer.status !== 200) throw new Error(`the check answered ${answer.status}: ${await answer.text()}`);
    const { booked, unavailable, closed } = await answer.json();
    const monthAnswer = await fetch(`${PORTAL}${monthRead}`, { headers: { cookie } });
    const monthBookings = (await monthAnswer.json()).length;

    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let index = 0; index < WARM_UP_REQUESTS; index += 1) {
      await timedGet(agent, check, cookie);
      await timedGet(agent, monthRead, cookie);
    }
    // Short phases of one kind, alternated: both kinds see the same machine, and the portal's CPU
    // per request (which does not depend on what else the shared cores run) is read per kind.
    const checks = { samples: [], cpuUs: 0 };
    const reads = { samples: [], cpuUs: 0 };
    const phase = async (path, into) => {
      const cpuBefore = processCpuMicroseconds(portal.pid);
      const end = performance.now() + PHASE_MS;
      while (performance.now() < end) into.samples.push(await timedGet(agent, path, cookie));
      into.cpuUs += processCpuMicroseconds(portal.pid) - cpuBefore;
    };
    const until = performance.now() + durationSeconds * 1000;
    while (performance.now() < until) {
      await phase(check, checks);
      await phase(monthRead, reads);
    }
    agent.destroy();
    const failed = [...checks.samples, ...reads.samples].filter((sample) => sample.status !== 200).length;
    if (failed > 0) throw new Error(`${failed} requests did not answer 200`);

    const measured = figuresOf(checks);
    const baseline = figuresOf(reads);
    const ratio = baseline.p95Ms > 0 ? measured.p95Ms / baseline.p95Ms : 0;
    return {
      name: 'Availability check (300 performers, 10 dates)',
      detail:
        `GET ${check.split('?')[0]} as the owner for ${TIME}, ${DURATION} minutes, on ${DATES} dates (${dates[0]} to ${dates[DATES - 1]}), ` +
        `${PERFORMERS} performers; compact answer (the calendar's) of ${booked.length} bookings in the way, ` +
        `${unavailable.length} unavailable periods, ${closed.length} closures, ` +
        `${round1(checks.samples[0].bytes / 1024)} KB as sent (${BROWSER_ENCODINGS}). One kept-alive connection, the check and the month read ` +
        `(${monthBookings} bookings) in alternating ${PHASE_MS} ms phases; p95 x${ratio.toFixed(2)} of the month read's`,
      baselineName: `the month read of the same organization (GET /api/bookings, ${monthBookings} bookings)`,
      baseline,
      measured,
      bars: [atMostBar('p95', BAR_P95_MS, 'ms', measured.p95Ms, baseline.p95Ms)],
    };
  } finally {
    await portal.stop();
  }
}
