/**
 * Authenticated month-range bookings read (docs/ARCHITECTURE.md section 6: about 200 rows, >= 2,000 req/s,
 * p99 <= 25 ms) against a baseline measured in the same run: a bare `http` server answering the same
 * rows with one raw `pg` query, no middleware, no session, no authorization.
 */
import { join } from 'node:path';
import moment from 'moment';
import pg from 'pg';
import { insertBenchBookings } from './bench-bookings.mjs';
import { ratioAtLeastBar, ratioAtMostBar } from './bench-figures.mjs';
import { benchDirectory } from './bench-paths.mjs';
import { loadFigures, runLoad, signIn } from './load.mjs';
import { startPortal, startServerProcess } from './portal-process.mjs';

const ORGANIZATION_ID = 1;
const TARGET_ROWS = 200;

/** The 6-week grid the month view asks for: Sunday before the 1st to Saturday after the month's end. */
export function monthGridRange(month) {
  const first = moment(month).startOf('month');
  return {
    from: first.clone().startOf('week').format('YYYY-MM-DD'),
    to: first.clone().endOf('month').endOf('week').format('YYYY-MM-DD'),
  };
}

/** Tops the month up to about TARGET_ROWS bookings of the organization, each with one performer. */
async function fillMonth(databaseUrl, range) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: counted } = await client.query(
      'select count(*)::int as count from bookings where organization_id = $1 and date between $2 and $3',
      [ORGANIZATION_ID, range.from, range.to],
    );
    const missing = Math.max(0, TARGET_ROWS - counted[0].count);
    await insertBenchBookings(client, {
      organizationId: ORGANIZATION_ID,
      from: range.from,
      days: moment(range.to).diff(moment(range.from), 'days') + 1,
      count: missing,
      ensemble: 'Solo',
      duration: 60,
      performersPerBooking: 1,
      pendingEvery: 5,
      timeOf: (index) => `${String(10 + (index % 12)).padStart(2, '0')}:00`,
    });
    const { rows: total } = await client.query(
      'select count(*)::int as count from bookings where organization_id = $1 and date between $2 and $3',
      [ORGANIZATION_ID, range.from, range.to],
    );
    return total[0].count;
  } finally {
    await client.end();
  }
}

export async function benchBookingsRead({ databaseUrl, durationSeconds }) {
  const range = monthGridRange(moment());
  const rows = await fillMonth(databaseUrl, range);
  const query = `from=${range.from}&to=${range.to}&organizationId=${ORGANIZATION_ID}`;

  const baselinePort = 8291;
  const baseline = await startServerProcess({
    script: join(benchDirectory, 'baseline-server.mjs'),
    env: { DATABASE_URL: databaseUrl, PORT: String(baselinePort) },
    readyUrl: `http://127.0.0.1:${baselinePort}/ready`,
  });
  let baselineResult;
  try {
    const url = `http://127.0.0.1:${baselinePort}/bookings?${query}`;
    await runLoad({ url, durationSeconds: 2 });
    baselineResult = await runLoad({ url, durationSeconds });
  } finally {
    await baseline.stop();
  }

  const portalPort = 8292;
  const portal = await startPortal({ databaseUrl, port: portalPort });
  let portalResult;
  let servedRows;
  try {
    const baseUrl = `http://127.0.0.1:${portalPort}`;
    const cookie = await signIn(baseUrl);
    const url = `${baseUrl}/api/bookings?${query}`;
    const probe = await fetch(url, { headers: { cookie } });
    servedRows = (await probe.json()).length;
    await runLoad({ url, headers: { cookie }, durationSeconds: 2 });
    portalResult = await runLoad({ url, headers: { cookie }, durationSeconds });
  } finally {
    await portal.stop();
  }

  return {
    name: 'Authenticated month-range bookings read',
    detail: `GET /api/bookings?${query} as the owner, ${servedRows} rows (${rows} in the database), 10 connections`,
    baselineName: 'bare http + one raw pg query of the same rows',
    baseline: loadFigures(baselineResult),
    measured: loadFigures(portalResult),
    bars: [
      ratioAtLeastBar('req/s', 0.75, portalResult.requestsPerSecond, baselineResult.requestsPerSecond),
      ratioAtMostBar('p99', 1.5, 'ms', portalResult.p99Ms, baselineResult.p99Ms),
    ],
  };
}
