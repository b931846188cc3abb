/**
 * The API bars of docs/ARCHITECTURE.md section 6 that the bookings-read and telemetry benchmarks do not cover,
 * each against the production build on PostgreSQL beside a baseline-server.mjs baseline measured in
 * the same run (compare-servers.mjs: both running, alternating rounds, medians):
 * - the middleware chain (GET /healthz) over bare `http`: at most 25 us per request;
 * - a single-entity read (GET /api/auth/session: the session's user) over one raw query: at least 0.75x;
 * - the public schedule, cached, over bare `http` answering the same bytes from memory: at least
 *   10,000 req/s and at least 0.5x;
 * - booking create over the same SQL (the insert and its audit row in one transaction): at least 0.5x;
 * - a mixed 60 s scenario of 50 staff sessions (reads, polling, writes): zero errors, at least 0.5x the
 *   same mix against its baselines.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import moment from 'moment';
import { atLeastBar, ratioAtLeastBar } from './bench-figures.mjs';
import { lobbyBarBooking } from './bench-bookings.mjs';
import { benchDirectory } from './bench-paths.mjs';
import { compareServers, costOver } from './compare-servers.mjs';
import { monthGridRange } from './bookings-read.bench.mjs';
import { runLoad, signIn } from './load.mjs';
import { startPortal, startServerProcess } from './portal-process.mjs';

const PORTAL_PORT = 8296;
const BASELINE_PORT = 8297;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const BASELINE = `http://127.0.0.1:${BASELINE_PORT}`;
const STAFF_SESSIONS = 50;
const MIXED_SECONDS = 60;

function startBaseline(databaseUrl, env = {}) {
  return startServerProcess({
    script: join(benchDirectory, 'baseline-server.mjs'),
    env: { DATABASE_URL: databaseUrl, PORT: String(BASELINE_PORT), ...env },
    readyUrl: `${BASELINE}/ready`,
  });
}

/** Runs `measure(portal, baseline)` with both servers up, and stops them whatever happens. */
async function withServers(databaseUrl, measure, { baselineEnv, portalEnv } = {}) {
  const portal = await startPortal({ databaseUrl, port: PORTAL_PORT, env: portalEnv });
  let baseline;
  try {
    baseline = await startBaseline(databaseUrl, await baselineEnv?.());
    return await measure(portal, baseline);
  } finally {
    await Promise.all([portal.stop(), baseline?.stop()]);
  }
}

function bookingBody(index) {
  return JSON.stringify(
    lobbyBarBooking({
      title: 'Solo - Lobby Bar',
      date: moment()
        .add(200 + (index % 300), 'days')
        .format('YYYY-MM-DD'),
      notes: 'benchmark',
    }),
  );
}

function result({ name, detail, baselineName, comparison, extra = {}, bars }) {
  return {
    name,
    detail: `${detail}; ${comparison.rounds} alternating rounds of ${comparison.roundSeconds} s, medians`,
    baselineName,
    baseline: comparison.baseline,
    measured: { ...comparison.portal, ...extra },
    bars,
  };
}

export async function benchMiddlewareChain({ databaseUrl, durationSeconds }) {
  return withServers(databaseUrl, async (portal, baseline) => {
    const comparison = await compareServers({
      baseline: { server: baseline, load: { url: `${BASELINE}/healthz` } },
      portal: { server: portal, load: { url: `${PORTAL}/healthz` } },
      durationSeconds,
    });
    const cost = costOver(comparison);
    return result({
      name: 'Middleware chain',
      detail:
        `GET /healthz through every middleware (request id, access log, telemetry, security headers, origin check, ` +
        `body parser, router), 10 connections; cost = server CPU us per request over bare http = ${cost.cpuUs} us ` +
        `(from throughput: ${cost.throughputUs} us)`,
      baselineName: 'bare http answering the same JSON',
      comparison,
      extra: { chainCostUs: cost.cpuUs },
      bars: [{ label: 'chain cost per request (server CPU)', required: '<= 25 us', met: cost.cpuUs <= 25 }],
    });
  });
}

export async function benchSingleEntityRead({ databaseUrl, durationSeconds }) {
  return withServers(databaseUrl, async (portal, baseline) => {
    const cookie = await signIn(PORTAL);
    const comparison = await compareServers({
      baseline: { server: baseline, load: { url: `${BASELINE}/session`, headers: { cookie } } },
      portal: { server: portal, load: { url: `${PORTAL}/api/auth/session`, headers: { cookie } } },
      durationSeconds,
    });
    return result({
      name: 'Single-entity read',
      detail: 'GET /api/auth/session as the owner (the session and its user), 10 connections',
      baselineName: 'bare http + one raw pg query of the session and user',
      comparison,
      bars: [
        ratioAtLeastBar(
          'req/s',
          0.75,
          comparison.portal.requestsPerSecond,
          comparison.baseline.requestsPerSecond,
        ),
      ],
    });
  });
}

export async function benchPublicSchedule({ databaseUrl, durationSeconds }) {
  const bodyFile = join(tmpdir(), `bp-bench-public-${process.pid}.json`);
  return withServers(
    databaseUrl,
    async (portal, baseline) => {
      const comparison = await compareServers({
        baseline: { server: baseline, load: { url: `${BASELINE}/public-bookings` } },
        portal: { server: portal, load: { url: `${PORTAL}/api/public/bookings` } },
        durationSeconds,
      });
      return result({
        name: 'Public schedule (cached)',
        detail:
          'GET /api/public/bookings without a cookie (the default window of confirmed palm-cove bookings), ' +
          '10 connections from one address, with PUBLIC_SCHEDULE_RATE_LIMIT=0 (one address would otherwise get 429s)',
        baselineName: 'bare http answering the same bytes from memory',
        comparison,
        bars: [
          atLeastBar(
            'req/s',
            10_000,
            comparison.portal.requestsPerSecond,
            comparison.baseline.requestsPerSecond,
          ),
          ratioAtLeastBar(
            'req/s',
            0.5,
            comparison.portal.requestsPerSecond,
            comparison.baseline.requestsPerSecond,
          ),
        ],
      });
    },
    {
      // One load generator is one address: with the per-address limit on, nearly every answer would be
      // a 429. The limiter's own cost (one counter upsert per request) is therefore not in this figure.
      portalEnv: { PUBLIC_SCHEDULE_RATE_LIMIT: '0' },
      // The baseline serves exactly the portal's answer, read once before the run.
      baselineEnv: async () => {
        const portalAnswer = await fetch(`${PORTAL}/api/public/bookings`);
        writeFileSync(bodyFile, Buffer.from(await portalAnswer.arrayBuffer()));
        return { BODY_FILE: bodyFile };
      },
    },
  );
}

export async function benchBookingCreate({ databaseUrl, durationSeconds }) {
  return withServers(databaseUrl, async (portal, baseline) => {
    const cookie = await signIn(PORTAL);
    const headers = { cookie, 'content-type': 'application/json', origin: PORTAL };
    const comparison = await compareServers({
      baseline: {
        server: baseline,
        load: {
          url: `${BASELINE}/bookings`,
          method: 'POST',
          headers,
          body: bookingBody(0),
          expectStatus: 201,
        },
      },
      portal: {
        server: portal,
        load: {
          url: `${PORTAL}/api/bookings`,
          method: 'POST',
          headers,
          body: bookingBody(0),
          expectStatus: 201,
        },
      },
      durationSeconds,
    });
    return result({
      name: 'Booking create',
      detail:
        'POST /api/bookings as the owner (validated, scoped, audited in the same transaction), no performers',
      baselineName:
        'bare http + the same SQL through raw pg: the insert and its audit row in one transaction',
      comparison,
      bars: [
        ratioAtLeastBar(
          'req/s',
          0.5,
          comparison.portal.requestsPerSecond,
          comparison.baseline.requestsPerSecond,
        ),
      ],
    });
  });
}

/**
 * 50 staff sessions for 60 s, each looping through what the calendar page does: read the visible
 * month, poll the users list, read the departments (as the calendar does, without their counts), and
 * now and then create a booking. The baseline is the same mix against bare http + raw pg (reads of
 * the month, inserts).
 */
export async function benchMixedScenario({ databaseUrl }) {
  return withServers(databaseUrl, async () => {
    const cookies = [];
    for (let session = 0; session < STAFF_SESSIONS; session += 1) cookies.push(await signIn(PORTAL));
    const range = monthGridRange(moment());
    const monthQuery = `from=${range.from}&to=${range.to}&organizationId=1`;
    const write = { 'content-type': 'application/json', origin: PORTAL };
    const portalRequests = [
      { method: 'GET', path: `/api/bookings?${monthQuery}` },
      { method: 'GET', path: '/api/users' },
      // The calendar's read of the departments: without counts, as the calendar asks for them.
      { method: 'GET', path: '/api/organizations/1/departments?counts=none' },
      { method: 'GET', path: `/api/bookings?${monthQuery}` },
      { method: 'GET', path: '/api/users' },
      { method: 'POST', path: '/api/bookings', headers: write, body: bookingBody(1) },
    ];
    const baselineRequests = [
      { method: 'GET', path: `/bookings?${monthQuery}` },
      { method: 'GET', path: '/session' },
      { method: 'GET', path: '/healthz' },
      { method: 'GET', path: `/bookings?${monthQuery}` },
      { method: 'GET', path: '/session' },
      { method: 'POST', path: '/bookings', headers: write, body: bookingBody(1) },
    ];
    // Each connection is one staff member: it takes the next session on its first request and keeps it.
    let next = 0;
    const asStaff = (request) => ({
      ...request,
      setupRequest: (req, context) => {
        context.cookie ??= cookies[next++ % cookies.length];
        return { ...req, headers: { ...req.headers, cookie: context.cookie } };
      },
    });
    // As the shell's transport does, each session's reads send the tag its last answer to that address
    // carried, so unchanged polls are answered 304. Kept per session: autocannon empties a connection's
    // context each time it starts its list again.
    const tagsOfSession = new Map();
    const revalidating = (request) => {
      if (request.method !== 'GET') return asStaff(request);
      const staff = asStaff(request);
      return {
        ...staff,
        setupRequest: (req, context) => {
          const prepared = staff.setupRequest(req, context);
          const tag = tagsOfSession.get(context.cookie)?.get(request.path);
          return tag === undefined
            ? prepared
            : { ...prepared, headers: { ...prepared.headers, 'if-none-match': tag } };
        },
        onResponse: (status, _body, context, headers) => {
          const tag = Object.entries(headers).find(([name]) => name.toLowerCase() === 'etag')?.[1];
          if (status !== 200 || typeof tag !== 'string') return;
          if (!tagsOfSession.has(context.cookie)) tagsOfSession.set(context.cookie, new Map());
          tagsOfSession.get(context.cookie).set(request.path, tag);
        },
      };
    };
    const baselineRun = await runLoad({
      url: BASELINE,
      requests: baselineRequests.map(asStaff),
      connections: STAFF_SESSIONS,
      durationSeconds: MIXED_SECONDS,
    });
    const portalRun = await runLoad({
      url: PORTAL,
      requests: portalRequests.map(revalidating),
      // The failures are the figure here: counted, not thrown.
      failOnUnexpected: false,
      connections: STAFF_SESSIONS,
      durationSeconds: MIXED_SECONDS,
    });
    return {
      name: 'Mixed staff scenario',
      detail:
        `${STAFF_SESSIONS} signed-in owner sessions for ${MIXED_SECONDS} s, each looping: month read, users poll, ` +
        'departments, month read, users poll, booking create; reads send If-None-Match with the tag the session last got ' +
        `for that address, as the shell does (${portalRun.notModified} of ${portalRun.totalRequests} answers were 304); ` +
        'errors = answers other than 2xx or 304, connection errors and timeouts',
      baselineName: 'the same mix against bare http + raw pg',
      baseline: {
        requestsPerSecond: baselineRun.requestsPerSecond,
        p50Ms: baselineRun.p50Ms,
        p99Ms: baselineRun.p99Ms,
      },
      measured: {
        requestsPerSecond: portalRun.requestsPerSecond,
        p50Ms: portalRun.p50Ms,
        p99Ms: portalRun.p99Ms,
        errors: portalRun.failures,
      },
      bars: [
        { label: 'errors', required: '= 0', met: portalRun.failures === 0 },
        ratioAtLeastBar('req/s', 0.5, portalRun.requestsPerSecond, baselineRun.requestsPerSecond),
      ],
    };
  });
}
