/**
 * A steady load of the staff's mixed traffic through the portal, for a release under load (the stack
 * test and the rolling-release benchmark): requests start at a constant rate whatever the answers
 * take (an open model, as people do not wait for each other), and streams stay open the way open
 * calendars hold them, reconnecting with Last-Event-ID when a process ends theirs. Every request's
 * outcome is kept: a failure is an error, a 5xx, or a status the request's kind never answers.
 */
import { lobbyBarBooking } from './bench-bookings.mjs';
import { holdStreams } from './held-streams.mjs';
import { signIn } from './load.mjs';

/** Shares of the requests, after what a calendar and its dialogs send. */
const MIX = [
  { kind: 'month read', share: 45 },
  { kind: 'session read', share: 15 },
  { kind: 'departments read', share: 10 },
  { kind: 'create', share: 15 },
  { kind: 'edit', share: 10 },
  { kind: 'delete', share: 5 },
];
const EXPECTED = {
  'month read': [200, 304],
  'session read': [200],
  'departments read': [200],
  create: [201],
  // A 412 is the portal refusing a stale write, a correct answer when two edits race.
  edit: [200, 412],
  delete: [204, 412],
};
const REQUEST_TIMEOUT_MS = 30_000;
const ORGANIZATION_ID = 1;

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

function kindAt(index) {
  const total = MIX.reduce((sum, entry) => sum + entry.share, 0);
  // A fixed spread rather than random draws: every run sends the same mix.
  let position = (index * 37) % total;
  for (const entry of MIX) {
    if (position < entry.share) return entry.kind;
    position -= entry.share;
  }
  return MIX[0].kind;
}

/**
 * Starts the load on `portal` (its origin); `month` is a 'YYYY-MM' the run may write (its bookings are
 * titled `${titlePrefix} n`). Resolves once signed in and the streams are open; `stop()` ends it and
 * resolves to the report.
 */
export async function startSteadyLoad({ portal, ratePerSecond, streams, month, titlePrefix }) {
  const cookie = await signIn(portal);
  const headers = { cookie, origin: portal, 'content-type': 'application/json' };
  const from = `${month}-01`;
  const to = `${month}-28`;
  const outcomes = [];
  const created = [];
  const written = { created: 0, deleted: 0 };
  let monthTag = null;
  let sent = 0;
  let stopped = false;
  const inFlight = new Set();

  async function send(kind) {
    const index = sent;
    let path = `/api/bookings?from=${from}&to=${to}&organizationId=${ORGANIZATION_ID}`;
    const init = { headers: { ...headers }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
    let onAnswer = async () => undefined;
    if (kind === 'month read') {
      if (monthTag) init.headers['if-none-match'] = monthTag;
      onAnswer = async (response) => {
        if (response.status === 200) monthTag = response.headers.get('etag');
      };
    } else if (kind === 'session read') path = '/api/auth/session';
    else if (kind === 'departments read') path = `/api/organizations/${ORGANIZATION_ID}/departments`;
    else if (kind === 'create') {
      path = '/api/bookings';
      init.method = 'POST';
      const day = String(1 + (index % 28)).padStart(2, '0');
      init.body = JSON.stringify(
        lobbyBarBooking({ title: `${titlePrefix} ${index}`, date: `${month}-${day}` }),
      );
      onAnswer = async (response) => {
        if (response.status === 201) {
          written.created += 1;
          created.push(await response.json());
        }
      };
    } else {
      const target = kind === 'delete' ? created.shift() : created.at(-1);
      if (target === undefined) return send('month read');
      path = `/api/bookings/${target.id}`;
      init.method = kind === 'delete' ? 'DELETE' : 'PATCH';
      // The version is the booking's entity tag, quotes included.
      init.headers['if-match'] = target.version;
      if (kind === 'delete')
        onAnswer = async (response) => {
          if (response.status === 204) written.deleted += 1;
          // Refused: the booking stays, and another delete may take it.
          else created.push(target);
        };
      if (kind === 'edit') {
        init.body = JSON.stringify({ notes: `edited by request ${index}` });
        onAnswer = async (response) => {
          if (response.status === 200) Object.assign(target, await response.json());
        };
      }
    }
    const started = performance.now();
    try {
      const response = await fetchAsBrowsers(`${portal}${path}`, init);
      await onAnswer(response);
      if (!response.bodyUsed) await response.arrayBuffer();
      const failed = !EXPECTED[kind].includes(response.status);
      outcomes.push({
        kind,
        status: response.status,
        ms: performance.now() - started,
        failed,
        servedBy: response.headers.get('x-served-by'),
      });
    } catch (error) {
      outcomes.push({
        kind,
        status: 0,
        ms: performance.now() - started,
        failed: true,
        error: error.cause?.code ?? error.message,
      });
    }
  }

  /**
   * A request on a kept-alive connection that nginx closed at that moment (a reload ends the old
   * workers' idle connections) fails before any answer; browsers send it again on a new connection,
   * whatever its method, as nothing of it was processed. So does this load, once, and counts it.
   */
  let resent = 0;
  async function fetchAsBrowsers(url, init) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
      resent += 1;
      return fetch(url, { ...init, headers: { ...init.headers, connection: 'close' } });
    }
  }

  // Held apart from the requests, spread over sessions of five (held-streams.mjs says why).
  const heldStreams = streams > 0 ? await holdStreams({ portal, streams }) : null;

  const interval = 1000 / ratePerSecond;
  const startedAt = performance.now();
  let timer = null;
  const tick = () => {
    // Catch up to the schedule: a late timer sends what was due, so the rate holds on a busy machine.
    const due = Math.floor((performance.now() - startedAt) / interval) + 1;
    while (!stopped && sent < due) {
      const request = send(kindAt(sent));
      sent += 1;
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    if (!stopped) timer = setTimeout(tick, interval);
  };
  tick();

  return {
    /** How many requests have been answered so far. */
    answered: () => outcomes.length,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...inFlight]);
      const streamReport = heldStreams
        ? await heldStreams.stop()
        : { sessions: 0, opened: 0, reconnects: 0, refused: [] };
      const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
      const failures = outcomes.filter((outcome) => outcome.failed);
      return {
        requests: outcomes.length,
        failed: failures.length,
        failures: failures.slice(0, 20).map(({ kind, status, error }) => ({ kind, status, error })),
        posts: outcomes.filter((outcome) => outcome.kind === 'create').length,
        /** Requests sent again after nginx closed their kept-alive connection before any answer. */
        resent,
        /** Bookings of this run the portal said it created, and deleted. */
        written: { ...written },
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        seconds: (performance.now() - startedAt) / 1000,
        servedBy: Object.fromEntries(
          [...new Set(outcomes.map((outcome) => outcome.servedBy))].map((name) => [
            name,
            outcomes.filter((outcome) => outcome.servedBy === name).length,
          ]),
        ),
        streams: streamReport,
      };
    },
  };
}
