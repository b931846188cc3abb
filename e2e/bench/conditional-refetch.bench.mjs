/**
 * An unchanged refetch of the month (docs/ARCHITECTURE.md section 6: a conditional request answered 304 at least
 * 5x the full read's req/s). The portal serves the authenticated month-range read of about 200
 * bookings; in the same run the full read (no If-None-Match, as the month read benchmark asks it)
 * is the baseline and the browser's refetch of data it already has (If-None-Match with the tag the
 * full read gave) is the figure. The full read with compression (the browser's Accept-Encoding) is
 * reported beside them.
 */
import moment from 'moment';
import pg from 'pg';
import { insertBenchBookings } from './bench-bookings.mjs';
import { medianFigures, ratioAtLeastBar } from './bench-figures.mjs';
import { monthGridRange } from './bookings-read.bench.mjs';
import { loadFigures, runLoad, signIn } from './load.mjs';
import { processCpuMicroseconds, startPortal } from './portal-process.mjs';

const ORGANIZATION_ID = 1;
const TARGET_ROWS = 200;
const PORTAL_PORT = 8296;
const BROWSER_ENCODINGS = 'gzip, deflate, br';
const ROUNDS = 3;
const WHOLE = { requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, cpuUsPerRequest: 0 };

/** Tops the visible month grid up to about TARGET_ROWS bookings of the organization. */
async function fillMonth(databaseUrl, range) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () =>
      (
        await client.query(
          'select count(*)::int as count from bookings where organization_id = $1 and date between $2 and $3',
          [ORGANIZATION_ID, range.from, range.to],
        )
      ).rows[0].count;
    await insertBenchBookings(client, {
      organizationId: ORGANIZATION_ID,
      from: range.from,
      days: moment(range.to).diff(moment(range.from), 'days') + 1,
      count: Math.max(0, TARGET_ROWS - (await count())),
      ensemble: 'Solo',
      duration: 60,
      performersPerBooking: 1,
      pendingEvery: 5,
      timeOf: (index) => `${String(10 + (index % 12)).padStart(2, '0')}:00`,
    });
    return await count();
  } finally {
    await client.end();
  }
}

export async function benchConditionalRefetch({ databaseUrl, durationSeconds }) {
  const range = monthGridRange(moment());
  const rows = await fillMonth(databaseUrl, range);
  const query = `from=${range.from}&to=${range.to}&organizationId=${ORGANIZATION_ID}`;

  const portal = await startPortal({ databaseUrl, port: PORTAL_PORT });
  try {
    const baseUrl = `http://127.0.0.1:${PORTAL_PORT}`;
    const cookie = await signIn(baseUrl);
    const url = `${baseUrl}/api/bookings?${query}`;
    const probe = await fetch(url, { headers: { cookie } });
    const servedRows = (await probe.json()).length;
    const tag = probe.headers.get('etag');
    if (tag === null) throw new Error('the month read answered without an ETag');
    const revalidated = await fetch(url, { headers: { cookie, 'if-none-match': tag } });
    if (revalidated.status !== 304) throw new Error(`the unchanged refetch answered ${revalidated.status}`);

    const full = { url, headers: { cookie } };
    const conditional = { url, headers: { cookie, 'if-none-match': tag }, expectStatus: 304 };
    const compressed = { url, headers: { cookie, 'accept-encoding': BROWSER_ENCODINGS } };
    for (const warmUp of [full, conditional]) await runLoad({ ...warmUp, durationSeconds: 2 });
    // Alternated rounds, medians: what else the two shared cores run changes from one run to the next,
    // and both sides of the ratio must see the same machine.
    const roundSeconds = Math.max(3, Math.round(durationSeconds / ROUNDS));
    const fullRounds = [];
    const conditionalRounds = [];
    const compressedRounds = [];
    // The portal's CPU per request does not depend on what else the cores run, unlike req/s.
    const measure = async (load) => {
      const cpuBefore = processCpuMicroseconds(portal.pid);
      const result = await runLoad({ ...load, durationSeconds: roundSeconds });
      const cpuUsPerRequest = (processCpuMicroseconds(portal.pid) - cpuBefore) / result.totalRequests;
      return { ...loadFigures(result), cpuUsPerRequest };
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      fullRounds.push(await measure(full));
      conditionalRounds.push(await measure(conditional));
      compressedRounds.push(await measure(compressed));
    }
    const fullRun = medianFigures(fullRounds, WHOLE);
    const conditionalRun = medianFigures(conditionalRounds, WHOLE);
    const compressedRun = medianFigures(compressedRounds, WHOLE);

    return {
      name: 'Unchanged month refetch (304)',
      detail:
        `GET /api/bookings?${query} as the owner with If-None-Match of its current tag, answered 304 with no ` +
        `body; the full read of ${servedRows} rows (${rows} in the database) in the same run, alternated in ${ROUNDS} rounds (medians); 10 connections. ` +
        `The full read compressed (Accept-Encoding: ${BROWSER_ENCODINGS}): ${compressedRun.requestsPerSecond} req/s, ` +
        `p50 ${compressedRun.p50Ms} ms, p99 ${compressedRun.p99Ms} ms, ${compressedRun.cpuUsPerRequest} us of the portal's CPU per request`,
      baselineName: 'the full month read (200, no If-None-Match, uncompressed)',
      baseline: fullRun,
      measured: conditionalRun,
      bars: [ratioAtLeastBar('req/s', 5, conditionalRun.requestsPerSecond, fullRun.requestsPerSecond)],
    };
  } finally {
    await portal.stop();
  }
}
