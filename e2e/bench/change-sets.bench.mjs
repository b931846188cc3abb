/**
 * Change sets (issue: "a bulk finalize of 200 bookings is one request, whose p95 is reported against
 * 200 single PATCHes"; "undo of a 200-item change set is one request"). Each round writes 400 fresh
 * pending bookings of one organization straight into the bench database (one performer each, one per
 * day in a window of their own, so no item has an availability problem and every round is alike):
 * - the baseline finalizes 200 of them as the calendar did before change sets: one
 *   PATCH /api/bookings/{id} {status:'confirmed'} per booking, all sent at once (its Promise.all) over
 *   6 kept-alive connections, Chromium's limit per host on HTTP/1.1; its figure is the round's total;
 * - the portal finalizes the other 200 as one POST /api/change-sets {action:'finalize', bookingIds};
 * - that change set is then undone as one POST /api/change-sets/{id}/undo.
 * The two finalizes take turns going first. The first round warms the portal up and is not counted.
 */
import http from 'node:http';
import moment from 'moment';
import pg from 'pg';
import { percentile, round1 } from './bench-figures.mjs';
import { insertBenchBookings, spreadStartTime } from './bench-bookings.mjs';
import { signIn } from './load.mjs';
import { startPortal } from './portal-process.mjs';

const PORT = 8411;
const PORTAL = `http://127.0.0.1:${PORT}`;
const ORGANIZATION_ID = 1;
const ITEMS = 200;
/** Chromium's connections per host on HTTP/1.1: how many of the baseline's PATCHes are in flight. */
const BROWSER_CONNECTIONS = 6;
const WARM_UP_ROUNDS = 1;
const MIN_ROUNDS = 5;
/** The bookings start this far ahead: past the demo data's bookings and closures. */
const FIRST_DAY_OFFSET_DAYS = 3 * 365;

/** One request on a kept-alive agent: its time to the last byte, its status and its body. */
function timedRequest(agent, { method, path, cookie, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const request = http.request(
      `${PORTAL}${path}`,
      {
        method,
        agent,
        headers: {
          Cookie: cookie,
          Accept: 'application/json',
          Origin: PORTAL,
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 500)}`);
  }
}

/** A change set's answer must have applied every booking, as one change set of them all. */
function expectAllApplied(answer, what) {
  const result = JSON.parse(answer.text);
  const applied = result.items.filter((item) => item.outcome === 'applied').length;
  if (result.changeSet?.itemCount !== ITEMS || applied !== ITEMS) {
    throw new Error(`${what} applied ${applied} of ${ITEMS} (change set of ${result.changeSet?.itemCount})`);
  }
  return result.changeSet;
}

/** `ITEMS` fresh pending bookings, one a day from `from`; their ids, oldest first. */
async function pendingBookings(client, from) {
  const { rows: before } = await client.query('select coalesce(max(id), 0)::int as last from bookings');
  await insertBenchBookings(client, {
    organizationId: ORGANIZATION_ID,
    from,
    days: ITEMS,
    count: ITEMS,
    ensemble: 'Solo',
    duration: 60,
    performersPerBooking: 1,
    pendingEvery: 1,
    timeOf: spreadStartTime,
  });
  const { rows } = await client.query(
    'select id from bookings where id > $1 and organization_id = $2 order by id',
    [before[0].last, ORGANIZATION_ID],
  );
  if (rows.length !== ITEMS) throw new Error(`made ${rows.length} bookings, not ${ITEMS}`);
  return rows.map((row) => row.id);
}

/** The 200 single PATCHes, all sent at once over the browser's connections: the round's total time. */
async function finalizeOneByOne(agent, cookie, bookingIds) {
  const started = performance.now();
  const answers = await Promise.all(
    bookingIds.map((id) =>
      timedRequest(agent, {
        method: 'PATCH',
        path: `/api/bookings/${id}`,
        cookie,
        body: { status: 'confirmed' },
      }),
    ),
  );
  const ms = performance.now() - started;
  for (const answer of answers) expectStatus(answer, 200, 'PATCH /api/bookings/{id}');
  return ms;
}

async function finalizeAsChangeSet(agent, cookie, bookingIds) {
  const answer = await timedRequest(agent, {
    method: 'POST',
    path: '/api/change-sets',
    cookie,
    body: { action: 'finalize', bookingIds },
  });
  expectStatus(answer, 201, 'POST /api/change-sets');
  return { ms: answer.ms, changeSet: expectAllApplied(answer, 'the finalize') };
}

async function undoChangeSet(agent, cookie, changeSetId) {
  const answer = await timedRequest(agent, {
    method: 'POST',
    path: `/api/change-sets/${changeSetId}/undo`,
    cookie,
    body: {},
  });
  expectStatus(answer, 201, 'POST /api/change-sets/{id}/undo');
  expectAllApplied(answer, 'the undo');
  return answer.ms;
}

function timesOf(values) {
  return { p50Ms: round1(percentile(values, 0.5)), p95Ms: round1(percentile(values, 0.95)) };
}

export async function benchChangeSets({ databaseUrl, durationSeconds }) {
  const rounds = Math.max(MIN_ROUNDS, Math.round(durationSeconds * 2));
  const firstDay = moment().startOf('day').add(FIRST_DAY_OFFSET_DAYS, 'days');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const portal = await startPortal({ databaseUrl, port: PORT });
  const patchAgent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS });
  const changeSetAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await signIn(PORTAL);
    const patches = [];
    const finalizes = [];
    const undos = [];
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round += 1) {
      // Each side of each round has its own 200 days: its bookings meet no other booking.
      const windowOf = (side) =>
        firstDay
          .clone()
          .add((round * 2 + side) * ITEMS, 'days')
          .format('YYYY-MM-DD');
      const oneByOne = await pendingBookings(client, windowOf(0));
      const asOne = await pendingBookings(client, windowOf(1));
      let patchMs;
      let finalize;
      if (round % 2 === 0) {
        patchMs = await finalizeOneByOne(patchAgent, cookie, oneByOne);
        finalize = await finalizeAsChangeSet(changeSetAgent, cookie, asOne);
      } else {
        finalize = await finalizeAsChangeSet(changeSetAgent, cookie, asOne);
        patchMs = await finalizeOneByOne(patchAgent, cookie, oneByOne);
      }
      const undoMs = await undoChangeSet(changeSetAgent, cookie, finalize.changeSet.id);
      if (round < WARM_UP_ROUNDS) continue;
      patches.push(patchMs);
      finalizes.push(finalize.ms);
      undos.push(undoMs);
    }

    const baseline = timesOf(patches);
    const finalize = timesOf(finalizes);
    const undo = timesOf(undos);
    const speedUp = finalize.p95Ms > 0 ? baseline.p95Ms / finalize.p95Ms : 0;
    return {
      name: 'Bulk finalize of 200 bookings (change set)',
      detail:
        `as the owner, ${rounds} rounds (after ${WARM_UP_ROUNDS} warm-up round) over fresh pending bookings of organization ` +
        `${ORGANIZATION_ID} (one performer each, each on a day of its own, spread over its departments); the portal's figure is one ` +
        `POST /api/change-sets {action:'finalize', bookingIds: [${ITEMS} ids]} (201, ${ITEMS} items applied, one change set and ` +
        `one activity-log entry), the baseline's the total time of ${ITEMS} PATCH /api/bookings/{id} {status:'confirmed'} sent at ` +
        `once over ${BROWSER_CONNECTIONS} kept-alive connections (the calendar's former Promise.all under Chromium's ${BROWSER_CONNECTIONS} ` +
        `connections per host); the two take turns going first. Undo: one POST /api/change-sets/{id}/undo of each round's ` +
        `${ITEMS}-item change set (201, ${ITEMS} items restored), p50 ${undo.p50Ms} ms, p95 ${undo.p95Ms} ms. ` +
        `Ratio baseline / change set (p95): x${speedUp.toFixed(2)}. Bar (issue 'change sets'): each is one request, its p95 reported ` +
        `against the ${ITEMS} single PATCHes`,
      baselineName: `${ITEMS} single PATCH /api/bookings/{id} {status:'confirmed'}, ${BROWSER_CONNECTIONS} at a time (the round's total)`,
      baseline,
      measured: { ...finalize, undoP50Ms: undo.p50Ms, undoP95Ms: undo.p95Ms, rounds },
      bars: [
        {
          label: `bulk finalize of ${ITEMS} bookings`,
          required: `one request, p95 against ${ITEMS} single PATCHes`,
          met: finalizes.length === rounds,
          note: `x${speedUp.toFixed(2)} faster: ${finalize.p95Ms} ms against ${baseline.p95Ms} ms`,
        },
        {
          label: `undo of a ${ITEMS}-item change set`,
          required: 'one request',
          met: undos.length === rounds,
          note: `p95 ${undo.p95Ms} ms`,
        },
      ],
    };
  } finally {
    patchAgent.destroy();
    changeSetAgent.destroy();
    await client.end();
    await portal.stop();
  }
}
