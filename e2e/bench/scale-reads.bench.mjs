/**
 * Scale (docs/ARCHITECTURE.md section 6): every read the UI makes, on the demo data and on the five-year data set,
 * each database served by its own production-build portal, requests alternating between the two.
 * Bar: each read's p95 on five years within 2x of its demo-data p95 and under 150 ms, with no 5xx
 * answer and no timeout. The five-year set is built once per run (five-year-data.mjs) and dropped after.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import zlib from 'node:zlib';
import moment from 'moment';
import pg from 'pg';
import { createBenchDatabase } from './bench-database.mjs';
import { percentile, round1 } from './bench-figures.mjs';
import { monthGridRange } from './bookings-read.bench.mjs';
import { repositoryRoot } from './bench-paths.mjs';
import { countFiveYearRows, generateFiveYearData } from './five-year-data.mjs';
import { OWNER, signIn } from './load.mjs';
import { startPortal } from './portal-process.mjs';

const DEMO_PORT = 8301;
const FIVE_YEAR_PORT = 8302;
const ORG_ADMIN = { email: 'manager@palmcove.test', password: OWNER.password };
const PUBLIC_ORGANIZATION_ID = 1;
/** The booking form and the performers page ask for the provider's performers (docs/ARCHITECTURE.md section 5). */
const PROVIDER_ORGANIZATION_ID = 2;

/** The bar: five-year p95 at most this many times the demo's, and under this many ms. */
const MAX_P95_RATIO = 2;
const MAX_P95_MS = 150;
/** Rounds per read (one request to each database per round), unless the read's time budget runs out first. */
const MAX_ROUNDS = 40;
const MIN_ROUNDS = 3;
const WARM_UP_ROUNDS = 2;
/**
 * A request not finished this long after it was sent is a timeout, even while bytes still trickle in
 * (the portal's statement timeout is 5 s).
 */
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * The spec's unranged reads and the CSV export are whole histories, streamed: their bar is that the
 * first bytes come at once and the answer finishes (no 5xx, no statement timeout), however long the
 * download takes; they get this long.
 */
const STREAMED_TIMEOUT_MS = 300_000;
/** How soon a streamed answer's first bytes must come (the first batch's statement). */
const MAX_FIRST_BYTE_MS = 150;

// The portal's security-log ceiling: it deletes events past it a minute after it starts.
const { SECURITY_LOG_CEILING } = createRequire(import.meta.url)(
  join(repositoryRoot, 'api/dist/modules/telemetry/retention.repository.js'),
);
const CEILING_WAIT_MS = 180_000;

/**
 * Applies the build's migrations that the database does not have yet (the build may be newer than
 * the one that migrated it before the long generation), through the portal's own migrator but on a
 * connection without the portal's 5 s statement timeout, as an operator runs a long migration.
 * Returns the names applied.
 */
async function applyPendingMigrations(databaseUrl) {
  const apiRequire = createRequire(join(repositoryRoot, 'api/package.json'));
  const knex = apiRequire('knex')({ client: 'pg', connection: databaseUrl });
  try {
    const { migrateToLatest } = apiRequire(join(repositoryRoot, 'api/dist/platform/db/migrator.js'));
    return await migrateToLatest(knex);
  } finally {
    await knex.destroy();
  }
}

/**
 * Both portals keep five years of telemetry and of the activity log (the retention job would
 * otherwise prune security events to 90 days and the audit log to 730 a minute after start) and do
 * not rate-limit the public reads this one client makes many of.
 */
const PORTAL_ENVIRONMENT = {
  TELEMETRY_RETENTION_DAYS: '3650',
  AUDIT_RETENTION_DAYS: '3650',
  PUBLIC_SCHEDULE_RATE_LIMIT: '0',
};

/**
 * One GET over a keep-alive connection, as a browser asks (accepting compressed answers): the time
 * to the last byte, the status, the bytes on the wire and the answer's size once decoded.
 */
function timedGet(agent, baseUrl, path, cookie, timeoutMs = REQUEST_TIMEOUT_MS) {
  return new Promise((resolve) => {
    const started = performance.now();
    let firstByteMs = null;
    const headers = { Accept: '*/*', 'Accept-Encoding': 'gzip, deflate, br' };
    if (cookie) headers.Cookie = cookie;
    const request = http.get(`${baseUrl}${path}`, { agent, headers }, (response) => {
      const encoding = response.headers['content-encoding'];
      const decoder =
        encoding === 'gzip' || encoding === 'deflate'
          ? zlib.createUnzip()
          : encoding === 'br'
            ? zlib.createBrotliDecompress()
            : null;
      let wireBytes = 0;
      let bodyBytes = 0;
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        wireBytes += chunk.length;
      });
      if (decoder) {
        decoder.on('data', (chunk) => {
          bodyBytes += chunk.length;
        });
        response.pipe(decoder);
      }
      const finished = decoder ?? response;
      finished.on('end', () => {
        const ms = performance.now() - started;
        resolve({
          ms,
          firstByteMs: firstByteMs ?? ms,
          status: response.statusCode ?? 0,
          wireBytes,
          bodyBytes: decoder ? bodyBytes : wireBytes,
          timedOut: false,
        });
      });
      finished.on('error', () =>
        resolve({ ms: performance.now() - started, status: 0, wireBytes, bodyBytes, timedOut: false }),
      );
    });
    // The first resolve wins: a destroyed request's error comes after this.
    const deadline = setTimeout(() => {
      resolve({ ms: performance.now() - started, status: 0, wireBytes: 0, bodyBytes: 0, timedOut: true });
      request.destroy();
    }, timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', () => {
      resolve({ ms: performance.now() - started, status: 0, wireBytes: 0, bodyBytes: 0, timedOut: false });
    });
  });
}

function summarize(samples) {
  const times = samples.map((sample) => sample.ms);
  const byBody = samples.map((sample) => sample.bodyBytes).sort((a, b) => a - b);
  const byWire = samples.map((sample) => sample.wireBytes).sort((a, b) => a - b);
  const middle = Math.floor(samples.length / 2);
  const firstBytes = samples.map((sample) => sample.firstByteMs ?? sample.ms);
  return {
    requests: samples.length,
    p50Ms: round1(percentile(times, 0.5)),
    p95Ms: round1(percentile(times, 0.95)),
    firstByteP95Ms: round1(percentile(firstBytes, 0.95)),
    bytes: byBody[middle],
    wireBytes: byWire[middle],
    serverErrors: samples.filter((sample) => sample.status >= 500).length,
    timeouts: samples.filter((sample) => sample.timedOut || sample.status === 0).length,
    otherStatuses: [
      ...new Set(samples.map((sample) => sample.status).filter((status) => status > 0 && status < 500)),
    ],
  };
}

/** One portal on one database, with the sessions its reads need. */
async function startSide(name, databaseUrl, port) {
  const portal = await startPortal({ databaseUrl, port, env: PORTAL_ENVIRONMENT });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const cookies = {
      owner: await signIn(baseUrl, OWNER),
      orgAdmin: await signIn(baseUrl, ORG_ADMIN),
      guest: null,
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'select id, name from departments where organization_id = $1 order by id limit 1',
      [PUBLIC_ORGANIZATION_ID],
    );
    const counts = (
      await client.query(
        `select (select count(*) from bookings)::int as bookings, (select count(*) from audit_logs)::int as audit_rows`,
      )
    ).rows[0];
    // The activity log pages by keyset: the entry that ends the page before the one at offset
    // 100,000 (the issue's), or halfway down a smaller log, is where a deep page starts.
    const deepOffset = Math.max(0, Math.min(100_000, Math.floor(counts.audit_rows / 2 / 20) * 20) - 1);
    const deepEntry = (
      await client.query('select id from audit_logs order by "timestamp" desc, id desc offset $1 limit 1', [
        deepOffset,
      ])
    ).rows[0];
    await client.end();
    return {
      name,
      portal,
      baseUrl,
      agent,
      cookies,
      venueId: rows[0].id,
      venueName: rows[0].name,
      counts,
      deepAuditId: deepEntry?.id,
    };
  } catch (error) {
    await portal.stop();
    throw error;
  }
}

async function stopSide(side) {
  side.agent.destroy();
  await side.portal.stop();
}

/**
 * Waits until the portal's own ceiling job has bounded the security log, so its big delete does not
 * run in the middle of the measurements. Returns what the log held before and after.
 */
async function awaitSecurityLogCeiling(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () =>
      Number((await client.query('select count(*) from security_events')).rows[0].count);
    const before = await count();
    const deadline = Date.now() + CEILING_WAIT_MS;
    let now = before;
    while (now > SECURITY_LOG_CEILING && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      now = await count();
    }
    return { before, after: now, bounded: now <= SECURITY_LOG_CEILING };
  } finally {
    await client.end();
  }
}

/**
 * The booking form's live availability check (GET /api/availability), as availability.bench.mjs
 * asks it: 19:00 for two hours at the public organization's first venue, for every performer at
 * once, on consecutive dates from a week ahead (the five-year set's bookings reach the end of next
 * month, so 60 dates run past them, as a season being planned does). One date, a dozen (the
 * duplicate dialog's usual), and the 60 the check allows; in the compact shape, which the calendar reads.
 */
const AVAILABILITY_DATE_COUNTS = [1, 12, 60];

function availabilityReads() {
  const firstDate = moment().add(7, 'days');
  return AVAILABILITY_DATE_COUNTS.map((count) => {
    const dates = Array.from({ length: count }, (_, index) =>
      firstDate.clone().add(index, 'days').format('YYYY-MM-DD'),
    );
    return {
      name: `availability check, ${count} date${count === 1 ? '' : 's'}`,
      path: (_round, side) =>
        `/api/availability?organizationId=${PUBLIC_ORGANIZATION_ID}&department=${encodeURIComponent(side.venueName)}` +
        `&dates=${dates.join(',')}&time=19:00&duration=120&shape=compact`,
      as: 'owner',
    };
  });
}

/** Every read the UI makes (and the spec's unranged ones), as the role that makes it. */
function readsOf({ auditRows }) {
  const month = monthGridRange(moment());
  const monthQuery = `from=${month.from}&to=${month.to}&organizationId=${PUBLIC_ORGANIZATION_ID}`;
  // The activity log's page at offset 100,000 (the issue's), or halfway down a smaller set's log.
  const deepOffset = Math.min(100_000, Math.floor(auditRows / 2 / 20) * 20);
  return [
    { name: 'dashboard: metrics', path: '/api/admin/metrics', as: 'owner' },
    { name: 'dashboard: health', path: '/api/admin/health', as: 'owner' },
    ...[1, 7, 30, 90].map((days) => ({
      name: `dashboard: dashboard-metrics, ${days} day${days === 1 ? '' : 's'}`,
      path: `/api/admin/dashboard-metrics?days=${days}`,
      as: 'owner',
    })),
    ...[7, 90].map((days) => ({
      name: `dashboard: historical-trends, ${days} days`,
      path: `/api/admin/historical-trends?days=${days}`,
      as: 'owner',
    })),
    { name: 'dashboard: audit log, first page', path: '/api/admin/audit-logs?limit=50', as: 'owner' },
    {
      name: 'activity log: search with no match',
      path: '/api/admin/audit-logs?limit=20&offset=0&action=all&search=zz-no-such-entry',
      as: 'owner',
    },
    {
      // As the Complete Activity Log asks for it: older than the last entry of the page before.
      name: `activity log: page ${(deepOffset / 20 + 1).toLocaleString('en-US')} (keyset, at offset ${deepOffset.toLocaleString('en-US')})`,
      path: (_round, side) => `/api/admin/audit-logs?limit=20&offset=0&before=${side.deepAuditId}&action=all`,
      as: 'owner',
    },
    {
      name: 'dashboard: security events (unresolved)',
      path: '/api/admin/persistent-security-events?resolved=false&limit=20',
      as: 'owner',
    },
    {
      name: 'dashboard: site visits, 30 days',
      path: '/api/admin/site-visits?days=30&page=/public',
      as: 'owner',
    },
    { name: 'calendar: month read, owner', path: `/api/bookings?${monthQuery}`, as: 'owner' },
    { name: 'calendar: month read, org admin', path: `/api/bookings?${monthQuery}`, as: 'orgAdmin' },
    { name: 'unranged GET /api/bookings, owner', path: '/api/bookings', as: 'owner', streamed: true },
    {
      name: `unranged GET /api/bookings?organizationId=${PUBLIC_ORGANIZATION_ID}`,
      path: `/api/bookings?organizationId=${PUBLIC_ORGANIZATION_ID}`,
      as: 'owner',
      streamed: true,
    },
    {
      name: `GET /api/bookings.csv?organizationId=${PUBLIC_ORGANIZATION_ID}`,
      path: `/api/bookings.csv?organizationId=${PUBLIC_ORGANIZATION_ID}`,
      as: 'owner',
      streamed: true,
    },
    { name: 'users, owner, unfiltered', path: '/api/users', as: 'owner' },
    {
      name: `users of organization ${PUBLIC_ORGANIZATION_ID} (User Management)`,
      path: `/api/users?organizationId=${PUBLIC_ORGANIZATION_ID}`,
      as: 'owner',
    },
    {
      name: 'departments with their counts (Department Manager)',
      path: `/api/organizations/${PUBLIC_ORGANIZATION_ID}/departments`,
      as: 'owner',
    },
    {
      name: 'departments without counts (calendar)',
      path: `/api/organizations/${PUBLIC_ORGANIZATION_ID}/departments?counts=none`,
      as: 'owner',
    },
    { name: 'performers', path: `/api/performers?organizationId=${PROVIDER_ORGANIZATION_ID}`, as: 'owner' },
    { name: 'organizations', path: '/api/organizations', as: 'owner' },
    { name: 'public schedule, default window (cached)', path: '/api/public/bookings', as: 'guest' },
    {
      name: 'public schedule, a range not cached yet',
      // Each round asks the month grid's range moved one day on from the last: every answer is read
      // from the database, and every range stays the grid's length (within the 62-day maximum).
      path: (round) => {
        const range = monthGridRange(moment());
        const moved = (date) => moment(date).add(round, 'days').format('YYYY-MM-DD');
        return `/api/public/bookings?from=${moved(range.from)}&to=${moved(range.to)}`;
      },
      as: 'guest',
    },
    { name: 'public venue', path: '/api/public/venue', as: 'guest' },
    {
      name: "one venue's .ics feed",
      path: (round, side) => `/api/public/feeds/departments/${side.venueId}.ics`,
      as: 'guest',
    },
    ...availabilityReads(),
    { name: 'session', path: '/api/auth/session', as: 'owner' },
  ];
}

function timeoutOf(read) {
  return read.streamed ? STREAMED_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

function pathOf(read, round, side) {
  return typeof read.path === 'function' ? read.path(round, side) : read.path;
}

/**
 * Rounds of one request to each side, the side asked first alternating, until MAX_ROUNDS or the
 * read's time budget (at least MIN_ROUNDS). Warm-up rounds are not counted.
 */
async function measureRead(read, sides, budgetMs) {
  const samples = sides.map(() => []);
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
    for (const side of sides)
      await timedGet(
        side.agent,
        side.baseUrl,
        pathOf(read, -1 - round, side),
        side.cookies[read.as],
        timeoutOf(read),
      );
  const started = Date.now();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (round >= MIN_ROUNDS && Date.now() - started > budgetMs) break;
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const index of order) {
      const side = sides[index];
      samples[index].push(
        await timedGet(
          side.agent,
          side.baseUrl,
          pathOf(read, round, side),
          side.cookies[read.as],
          timeoutOf(read),
        ),
      );
    }
  }
  return samples.map(summarize);
}

/**
 * A UI read: p95 within 2x of the demo's and under 150 ms, no failure. A streamed history (not a read
 * the UI makes): its first bytes within 150 ms, and no failure however long it runs.
 */
function verdictOf(read, demo, fiveYears) {
  const misses = [];
  if (read.streamed) {
    if (fiveYears.firstByteP95Ms >= MAX_FIRST_BYTE_MS)
      misses.push(`first byte p95 ${fiveYears.firstByteP95Ms} ms`);
    const failed = fiveYears.serverErrors + fiveYears.timeouts;
    if (failed > 0) misses.push(`${failed} of ${fiveYears.requests} answered 5xx or timed out`);
    const ratio = demo.p95Ms > 0 ? fiveYears.p95Ms / demo.p95Ms : Infinity;
    return { met: misses.length === 0, ratio: round1(ratio), misses, streamed: true };
  }
  const ratio = demo.p95Ms > 0 ? fiveYears.p95Ms / demo.p95Ms : Infinity;
  if (ratio > MAX_P95_RATIO) misses.push(`p95 x${ratio.toFixed(1)} of demo`);
  if (fiveYears.p95Ms >= MAX_P95_MS) misses.push(`p95 ${fiveYears.p95Ms} ms`);
  const failed = fiveYears.serverErrors + fiveYears.timeouts;
  if (failed > 0) misses.push(`${failed} of ${fiveYears.requests} answered 5xx or timed out`);
  return { met: misses.length === 0, ratio: round1(ratio), misses };
}

/**
 * The five-year set to measure: built now in a database of its own (dropped after), or, given
 * `url`, one built before by five-year-data.mjs and kept (its rows counted, nothing dropped).
 */
async function fiveYearSet({ url, scale }) {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = await countFiveYearRows(client);
      const { bytes } = (await client.query('select pg_database_size(current_database()) as bytes')).rows[0];
      console.log(`  measuring the five-year set already built in ${new URL(url).pathname.slice(1)}`);
      return {
        url,
        built: { rows, databaseBytes: Number(bytes), seconds: null, timings: [] },
        drop: async () => {},
      };
    } finally {
      await client.end();
    }
  }
  const database = await createBenchDatabase();
  try {
    console.log(`  building the five-year data set at scale ${scale}...`);
    const built = await generateFiveYearData({
      databaseUrl: database.url,
      scale,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`  built in ${built.seconds} s (${(built.databaseBytes / 2 ** 30).toFixed(2)} GiB)`);
    return { url: database.url, built, drop: database.drop };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export async function benchScaleReads({ databaseUrl, durationSeconds, scale = 1, fiveYearDatabaseUrl }) {
  const fiveYearDatabase = await fiveYearSet({ url: fiveYearDatabaseUrl, scale });
  const { built } = fiveYearDatabase;
  try {
    const lateMigrations = await applyPendingMigrations(fiveYearDatabase.url);
    if (lateMigrations.length > 0)
      console.log(
        `  migrations newer than the five-year database, applied without a timeout: ${lateMigrations.join(', ')}`,
      );
    await applyPendingMigrations(databaseUrl);
    const demo = await startSide('demo', databaseUrl, DEMO_PORT);
    let fiveYears;
    try {
      fiveYears = await startSide('five years', fiveYearDatabase.url, FIVE_YEAR_PORT);
    } catch (error) {
      await stopSide(demo);
      throw error;
    }
    try {
      const ceiling = await awaitSecurityLogCeiling(fiveYearDatabase.url);
      console.log(
        `  security log: ${ceiling.before} events generated, ${ceiling.after} kept by the portal's ceiling` +
          (ceiling.bounded ? '' : ` (NOT bounded within ${CEILING_WAIT_MS / 1000} s)`),
      );
      const budgetMs = 2 * durationSeconds * 1000;
      const rows = [];
      for (const read of readsOf({ auditRows: fiveYears.counts.audit_rows })) {
        const [demoFigures, fiveYearFigures] = await measureRead(read, [demo, fiveYears], budgetMs);
        // An answer other than 2xx or 5xx means the read was asked wrongly: reported, never judged.
        const unexpected = [
          ['demo', demoFigures],
          ['five years', fiveYearFigures],
        ].filter(([, figures]) => figures.otherStatuses.some((status) => status >= 300));
        const verdict =
          unexpected.length === 0
            ? verdictOf(read, demoFigures, fiveYearFigures)
            : {
                met: false,
                ratio: round1(fiveYearFigures.p95Ms / demoFigures.p95Ms),
                misses: unexpected.map(
                  ([side, figures]) =>
                    `not measured: the ${side} portal answered ${figures.otherStatuses.join(', ')}`,
                ),
              };
        rows.push({
          read: read.name,
          as: read.as,
          demo: demoFigures,
          fiveYears: fiveYearFigures,
          ...verdict,
        });
        console.log(
          `  ${read.name}: demo p95 ${demoFigures.p95Ms} ms, five years p95 ${fiveYearFigures.p95Ms} ms ` +
            `(x${verdict.ratio}), ${verdict.met ? 'met' : `NOT met: ${verdict.misses.join('; ')}`}`,
        );
      }
      const missed = rows.filter((row) => !row.met);
      return {
        name: 'Scale: every read the UI makes, demo data against five years',
        detail:
          `${rows.length} reads, each in rounds of one request to a portal on the demo data and one to a portal on the ` +
          `five-year set (scale ${scale}: ${Object.entries(built.rows)
            .map(([table, count]) => `${count.toLocaleString('en-US')} ${table}`)
            .join(
              ', ',
            )}; ${built.seconds === null ? 'built before this run' : `built in ${built.seconds} s`}, ${(built.databaseBytes / 2 ** 30).toFixed(2)} GiB), ` +
          `sequential over one keep-alive connection per portal, up to ${MAX_ROUNDS} rounds or ${budgetMs / 1000} s a read; ` +
          (lateMigrations.length > 0
            ? `migrations newer than the set's database applied without the portal's statement timeout before ` +
              `it started: ${lateMigrations.join(', ')}; `
            : '') +
          `security log bounded by the portal to ${ceiling.after.toLocaleString('en-US')} of ` +
          `${ceiling.before.toLocaleString('en-US')} generated events before measuring; both portals keep telemetry 3650 days`,
        baselineName: 'the same read on the demo data (same run, same build)',
        baseline: { 'worst p95 ms': Math.max(...rows.map((row) => row.demo.p95Ms)) },
        measured: { 'worst p95 ms': Math.max(...rows.map((row) => row.fiveYears.p95Ms)) },
        bars: [
          {
            label: `every UI read's p95 within ${MAX_P95_RATIO}x of demo and under ${MAX_P95_MS} ms; every streamed history's first byte under ${MAX_FIRST_BYTE_MS} ms`,
            required: `${rows.length} of ${rows.length}`,
            met: missed.length === 0,
            note:
              missed.length === 0
                ? undefined
                : `${missed.length} missed: ${missed.map((row) => row.read).join(', ')}`,
          },
        ],
        scaleReads: { scale, generationSeconds: built.seconds, timings: built.timings, rows },
      };
    } finally {
      await stopSide(fiveYears);
      await stopSide(demo);
    }
  } finally {
    await fiveYearDatabase.drop();
  }
}
