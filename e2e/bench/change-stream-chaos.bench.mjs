/**
 * The change stream under faults (docs/ARCHITECTURE.md section 6): 20 clients, each keeping a copy of one
 * month's bookings the way the calendar does (read the month with its tag, then refetch it when the stream
 * names it, reconnecting with Last-Event-ID when the stream drops), while bookings are written through
 * two API processes and, round after round, the listeners' database sessions are terminated, an API
 * process is restarted, or a client's connection is dropped for 30 s. After every round each connected
 * client must hold exactly the server's month, and at the end every client must, with no reload.
 */
import moment from 'moment';
import pg from 'pg';
import { percentile, round1 } from './bench-figures.mjs';
import { lobbyBarBooking } from './bench-bookings.mjs';
import { openChangeStream } from './change-stream-client.mjs';
import { signIn } from './load.mjs';
import { startPortal } from './portal-process.mjs';

const PORTS = [8291, 8292];
const CLIENTS = 20;
const ROUNDS = 50;
const WRITES_PER_ROUND = 3;
const DROP_MS = 30_000;
/** How long a round may take to settle before its clients are counted as diverged. */
const SETTLE_TIMEOUT_MS = 20_000;
const ORGANIZATION_ID = 1;
const RECONNECT_BACKOFF_MS = [250, 500, 1000, 2000];
/** The first day of the month the clients keep: past the demo data, so only this bench writes it. */
const MONTH = moment().add(4, 'months').startOf('month');
const MONTH_QUERY = `from=${MONTH.format('YYYY-MM-DD')}&to=${MONTH.clone().add(1, 'month').format('YYYY-MM-DD')}&organizationId=${ORGANIZATION_ID}`;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function monthKey(bookings) {
  return JSON.stringify(
    bookings.map((booking) => [booking.id, booking.title, booking.updatedAt]).sort((a, b) => a[0] - b[0]),
  );
}

/** What one portal process is, restartable on its port. */
async function portalOn(databaseUrl, port) {
  const process = { port, url: `http://127.0.0.1:${port}`, server: null };
  process.server = await startPortal({ databaseUrl, port, env: { INSTANCE_ID: `api-${port}` } });
  return process;
}

/**
 * A client keeping the month: refetches it (If-None-Match) whenever the stream names this organization's
 * bookings of the month or asks for everything, and reconnects with its last event id when the stream ends.
 */
function monthClient({ portal, cookie }) {
  const client = { copy: null, tag: null, stream: null, dropped: false, stopped: false, reconnects: 0 };
  let refetching = Promise.resolve();

  const refetch = () => {
    refetching = refetching.then(async () => {
      const headers = { cookie };
      if (client.tag !== null) headers['if-none-match'] = client.tag;
      try {
        const response = await fetch(`${portal.url}/api/bookings?${MONTH_QUERY}`, { headers });
        if (response.status === 200) {
          client.copy = monthKey(await response.json());
          client.tag = response.headers.get('etag');
        }
      } catch {
        // The process is restarting: the stream's reconnect refetches.
      }
    });
    return refetching;
  };

  const concerns = (event) => {
    if (event.type === 'refetch') return true;
    if (event.type !== 'change') return false;
    const { scopes } = JSON.parse(event.data);
    return scopes.some(
      (scope) =>
        scope.kind === 'bookings' &&
        scope.organizationId === ORGANIZATION_ID &&
        (scope.month === null || scope.month === MONTH.format('YYYY-MM')),
    );
  };

  const connect = async () => {
    for (let attempt = 0; !client.stopped && !client.dropped; attempt += 1) {
      try {
        client.stream = await openChangeStream({
          baseUrl: portal.url,
          cookie,
          lastEventId: client.stream?.lastEventId ?? null,
          onEvent: (event) => {
            if (concerns(event)) void refetch();
          },
        });
        void client.stream.closed.then(() => {
          if (!client.stopped && !client.dropped) {
            client.reconnects += 1;
            void connect();
          }
        });
        return;
      } catch {
        await wait(RECONNECT_BACKOFF_MS[Math.min(attempt, RECONNECT_BACKOFF_MS.length - 1)]);
      }
    }
  };

  return {
    client,
    async start() {
      await refetch();
      await connect();
    },
    /** The client's connection goes away for a while (a phone in a tunnel), then comes back by itself. */
    async drop() {
      client.dropped = true;
      await client.stream?.close();
      await wait(DROP_MS);
      client.dropped = false;
      await connect();
    },
    idle: () => refetching,
    async stop() {
      client.stopped = true;
      await client.stream?.close();
    },
  };
}

async function writeSomething(portals, cookies, round, written) {
  const portal = portals[round % portals.length];
  const cookie = cookies[portal.port];
  const send = (method, path, body) =>
    fetch(`${portal.url}${path}`, {
      method,
      headers: { cookie, origin: portal.url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const existing = written.at(-1);
  if (existing !== undefined && round % 3 === 1) {
    const response = await send('PATCH', `/api/bookings/${existing}`, { title: `Chaos ${round} edited` });
    if (response.ok) return;
  }
  if (existing !== undefined && round % 3 === 2) {
    const response = await send('DELETE', `/api/bookings/${existing}`);
    if (response.ok) written.pop();
    return;
  }
  const response = await send(
    'POST',
    '/api/bookings',
    lobbyBarBooking({
      title: `Chaos ${round}`,
      date: MONTH.clone()
        .add(round % 28, 'days')
        .format('YYYY-MM-DD'),
    }),
  );
  if (response.ok) written.push((await response.json()).id);
}

async function terminateListeners(databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (query ilike 'listen %' or application_name ilike '%listener%')`,
    );
    return rowCount;
  } finally {
    await admin.end();
  }
}

async function serverMonth(portal, cookie) {
  const response = await fetch(`${portal.url}/api/bookings?${MONTH_QUERY}`, { headers: { cookie } });
  return monthKey(await response.json());
}

/** Waits until every given client holds the server's month; the milliseconds it took, or null past the timeout. */
async function settled(clients, truth) {
  const started = Date.now();
  while (Date.now() - started < SETTLE_TIMEOUT_MS) {
    await Promise.all(clients.map((one) => one.idle()));
    if (clients.every((one) => one.client.copy === truth)) return Date.now() - started;
    await wait(50);
  }
  return null;
}

export async function benchChangeStreamChaos({ databaseUrl }) {
  const portals = [];
  for (const port of PORTS) portals.push(await portalOn(databaseUrl, port));
  const clients = [];
  const drops = [];
  try {
    const cookies = {};
    for (const portal of portals) cookies[portal.port] = await signIn(portal.url);
    for (let index = 0; index < CLIENTS; index += 1) {
      const portal = portals[index % portals.length];
      const client = monthClient({ portal, cookie: await signIn(portal.url) });
      await client.start();
      clients.push(client);
    }
    const written = [];
    const settleMs = [];
    let divergedRounds = 0;
    const faults = { listenersTerminated: 0, restarts: 0, drops: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const fault = round % 5;
      if (fault === 1) faults.listenersTerminated += await terminateListeners(databaseUrl);
      if (fault === 3) {
        const portal = portals[round % portals.length];
        await portal.server.stop();
        portal.server = await startPortal({
          databaseUrl,
          port: portal.port,
          env: { INSTANCE_ID: `api-${portal.port}` },
        });
        cookies[portal.port] ??= await signIn(portal.url);
        faults.restarts += 1;
      }
      if (fault === 4 && drops.length < 6) {
        drops.push(clients[(round * 7) % clients.length].drop());
        faults.drops += 1;
      }
      for (let write = 0; write < WRITES_PER_ROUND; write += 1)
        await writeSomething(portals, cookies, round * WRITES_PER_ROUND + write, written);
      const truth = await serverMonth(portals[0], cookies[portals[0].port]);
      const connected = clients.filter((one) => !one.client.dropped);
      const took = await settled(connected, truth);
      if (took === null) divergedRounds += 1;
      else settleMs.push(took);
    }
    await Promise.all(drops);
    const truth = await serverMonth(portals[0], cookies[portals[0].port]);
    const finalMs = await settled(clients, truth);
    const finallyDiverged = clients.filter((one) => one.client.copy !== truth).length;
    const measured = {
      divergedRounds,
      finallyDiverged,
      settleP95Ms: settleMs.length === 0 ? null : round1(percentile(settleMs, 0.95)),
      finalSettleMs: finalMs,
      reconnects: clients.reduce((sum, one) => sum + one.client.reconnects, 0),
      ...faults,
    };
    return {
      name: 'The change stream under faults',
      detail:
        `two API processes on one database, ${CLIENTS} clients each keeping ${MONTH.format('MMMM YYYY')}'s bookings ` +
        `(refetched with its tag when the stream names it; reconnecting with Last-Event-ID); ${ROUNDS} rounds of ` +
        `${WRITES_PER_ROUND} writes (create, edit, delete) through alternating processes, every fifth round the ` +
        `listeners' database sessions terminated (pg_terminate_backend), another an API process restarted ` +
        `(SIGTERM, started again), another a client's connection dropped for ${DROP_MS / 1000} s; after each round ` +
        `the connected clients compared with the server's month, at the end every client`,
      baselineName: 'the server itself: its month read after each round',
      baseline: { rounds: ROUNDS },
      measured,
      bars: [
        {
          label: "Every client ends with exactly the server's state, with no reload",
          required: '0 diverged rounds, 0 diverged clients at the end',
          met: divergedRounds === 0 && finallyDiverged === 0,
        },
      ],
    };
  } finally {
    await Promise.all(clients.map((one) => one.stop()));
    await Promise.all(portals.map((portal) => portal.server.stop()));
  }
}
