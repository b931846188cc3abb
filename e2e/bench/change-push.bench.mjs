/**
 * A change pushed to other open screens (docs/ARCHITECTURE.md section 6: painted in another browser, through
 * another API process, within 1 s at p95), and what the change stream costs the API (at most 1 % of the
 * mixed staff scenario's throughput with 50 streams open).
 */
import moment from 'moment';
import { DESKTOP_VIEWPORT, launchBenchChromium, signIn as signInPage } from './bench-browser.mjs';
import { percentile, round1 } from './bench-figures.mjs';
import { openChangeStream } from './change-stream-client.mjs';
import { lobbyBarBooking } from './bench-bookings.mjs';
import { monthGridRange } from './bookings-read.bench.mjs';
import { runLoad, signIn } from './load.mjs';
import { processCpuMicroseconds, startPortal } from './portal-process.mjs';

const WRITER_PORT = 8291;
const VIEWER_PORT = 8292;
const SAVES = 50;
/** Between saves, so each is painted before the next (the stream coalesces a burst into one event). */
const SAVE_GAP_MS = 400;
const PUSH_BAR_MS = 1000;
const OWNER = 'owner@encore.test';
const ORGANIZATION_ID = 1;
/** Past the demo data (this month and the next): the booking's day shows it alone, never under '+N more'. */
const MONTHS_AHEAD = 3;

const STREAMS = 50;
const STAFF_SESSIONS = 50;
const COST_SECONDS = 8;
const COST_ROUNDS = 12;
/** Before the rounds, unmeasured: the process's code compiled and its pools filled for both kinds of run. */
const WARM_UP_SECONDS = 5;
const STREAM_COST_BAR = 0.01;

function twoProcesses(databaseUrl) {
  // One after the other: the first applies the migrations, the second finds them applied.
  return startPortal({ databaseUrl, port: WRITER_PORT, env: { INSTANCE_ID: 'writer' } }).then(
    async (writer) => {
      try {
        return [
          writer,
          await startPortal({ databaseUrl, port: VIEWER_PORT, env: { INSTANCE_ID: 'viewer' } }),
        ];
      } catch (error) {
        await writer.stop();
        throw error;
      }
    },
  );
}

async function api(baseUrl, cookie, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Resolves with the moment (epoch ms) of the first frame whose calendar shows `title`. */
function paintedWith(page, title) {
  return page.waitForFunction(
    (expected) =>
      document.querySelector('main')?.textContent?.includes(expected)
        ? performance.timeOrigin + performance.now()
        : false,
    title,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** 50 saves through one process, each timed until the other browser, on the other process, paints it. */
async function pushLatencies(databaseUrl) {
  const [writer, viewer] = await twoProcesses(databaseUrl);
  const browser = await launchBenchChromium();
  try {
    const writerUrl = `http://127.0.0.1:${WRITER_PORT}`;
    const cookie = await signIn(writerUrl);
    const day = moment().add(MONTHS_AHEAD, 'months').startOf('month').add(14, 'days');
    const booking = await api(
      writerUrl,
      cookie,
      'POST',
      '/api/bookings',
      lobbyBarBooking({ title: 'Push 0', date: day.format('YYYY-MM-DD') }),
    );
    const page = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
    await signInPage(page, `http://127.0.0.1:${VIEWER_PORT}`, OWNER);
    for (let step = 0; step < MONTHS_AHEAD; step += 1)
      await page.getByRole('button', { name: 'Next month' }).click();
    await paintedWith(page, 'Push 0');

    const pushMs = [];
    const saveMs = [];
    for (let save = 1; save <= SAVES; save += 1) {
      const title = `Push ${save}`;
      const painted = paintedWith(page, title);
      const sentAt = Date.now();
      await api(writerUrl, cookie, 'PATCH', `/api/bookings/${booking.id}`, { title });
      const answeredAt = Date.now();
      const paintedAt = await (await painted).jsonValue();
      saveMs.push(answeredAt - sentAt);
      pushMs.push(paintedAt - answeredAt);
      await new Promise((resolve) => setTimeout(resolve, SAVE_GAP_MS));
    }
    return { pushMs, saveMs };
  } finally {
    await browser.close();
    await Promise.all([writer.stop(), viewer.stop()]);
  }
}

/** The mixed staff mix (reads with their tags, a create) as api.bench.mjs's scenario sends it. */
function staffRequests(baseUrl, cookies) {
  const range = monthGridRange(moment());
  const monthQuery = `from=${range.from}&to=${range.to}&organizationId=${ORGANIZATION_ID}`;
  const write = { 'content-type': 'application/json', origin: baseUrl };
  let next = 0;
  let created = 0;
  const tagsOfSession = new Map();
  const requests = [
    { method: 'GET', path: `/api/bookings?${monthQuery}` },
    { method: 'GET', path: '/api/users' },
    { method: 'GET', path: `/api/organizations/${ORGANIZATION_ID}/departments?counts=none` },
    { method: 'GET', path: `/api/bookings?${monthQuery}` },
    { method: 'GET', path: '/api/users' },
    { method: 'POST', path: '/api/bookings', headers: write },
  ];
  return requests.map((request) => ({
    ...request,
    setupRequest: (req, context) => {
      context.cookie ??= cookies[next++ % cookies.length];
      const headers = { ...req.headers, cookie: context.cookie };
      const tag = tagsOfSession.get(context.cookie)?.get(request.path);
      if (request.method === 'GET' && tag !== undefined) headers['if-none-match'] = tag;
      if (request.method !== 'POST') return { ...req, headers };
      created += 1;
      const body = JSON.stringify(
        lobbyBarBooking({
          title: 'Solo - Lobby Bar',
          date: moment()
            .add(200 + (created % 300), 'days')
            .format('YYYY-MM-DD'),
          notes: 'benchmark',
        }),
      );
      return { ...req, headers, body };
    },
    onResponse: (status, _body, context, headers) => {
      const tag = Object.entries(headers).find(([name]) => name.toLowerCase() === 'etag')?.[1];
      if (request.method !== 'GET' || status !== 200 || typeof tag !== 'string') return;
      if (!tagsOfSession.has(context.cookie)) tagsOfSession.set(context.cookie, new Map());
      tagsOfSession.get(context.cookie).set(request.path, tag);
    },
  }));
}

/** The middle value of the figures (their lower middle, for an even count). */
function medianOf(values) {
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
}

/**
 * The mixed scenario without and with 50 open streams (each a signed-in session of its own, reading every
 * event). On a machine of two cores shared with other work, two runs of half a minute each could differ by
 * twenty percent or more in either figure from what else ran meanwhile, far more than the 1 % the bar
 * allows. So the cost is measured in many short rounds: each round is a run without streams and one with
 * them, back to back, in alternating order (without first, then with first), so a slow stretch of the
 * machine falls on both runs of a round alike and any drift over the rounds on both kinds alike; each
 * round gives its own cost, and the figure is the median of the rounds' costs, each of which is shown: a
 * round disturbed by other work moves the median little, and their spread says how far the machine let
 * the figure be trusted (on a busy machine it can be wider than the bar itself; then measure again on a
 * quiet one). The best run of each kind is no better a figure: one quiet moment falling on one kind of
 * run decides it. The API process's CPU time per request is the steadier figure: throughput also counts
 * what the load generator and the streams' readers, in this process, take of the same two cores.
 */
async function streamCost(databaseUrl) {
  const portal = await startPortal({ databaseUrl, port: WRITER_PORT });
  const baseUrl = `http://127.0.0.1:${WRITER_PORT}`;
  try {
    const cookies = [];
    for (let session = 0; session < STAFF_SESSIONS; session += 1) cookies.push(await signIn(baseUrl));
    const streamCookies = [];
    for (let stream = 0; stream < STREAMS; stream += 1) streamCookies.push(await signIn(baseUrl));
    let eventsRead = 0;
    const openStreams = () =>
      Promise.all(
        streamCookies.map((cookie) =>
          openChangeStream({
            baseUrl,
            cookie,
            onEvent: () => {
              eventsRead += 1;
            },
          }),
        ),
      );
    const load = (durationSeconds) =>
      runLoad({
        url: baseUrl,
        requests: staffRequests(baseUrl, cookies),
        connections: STAFF_SESSIONS,
        durationSeconds,
      });
    const run = async (withStreams) => {
      const streams = withStreams ? await openStreams() : [];
      try {
        const cpuBefore = processCpuMicroseconds(portal.pid);
        const figures = await load(COST_SECONDS);
        const cpuUsPerRequest = (processCpuMicroseconds(portal.pid) - cpuBefore) / figures.totalRequests;
        return { ...figures, cpuUsPerRequest };
      } finally {
        await Promise.all(streams.map((stream) => stream.close()));
      }
    };
    await load(WARM_UP_SECONDS);
    const warmStreams = await openStreams();
    await Promise.all(warmStreams.map((stream) => stream.close()));
    eventsRead = 0;
    const rounds = [];
    for (let round = 0; round < COST_ROUNDS; round += 1) {
      const withoutFirst = round % 2 === 0;
      const first = await run(!withoutFirst);
      const second = await run(withoutFirst);
      rounds.push(withoutFirst ? { without: first, with: second } : { without: second, with: first });
    }
    const figuresOf = (kind) => ({
      requestsPerSecond: medianOf(rounds.map((round) => round[kind].requestsPerSecond)),
      p99Ms: medianOf(rounds.map((round) => round[kind].p99Ms)),
      cpuUsPerRequest: Math.round(medianOf(rounds.map((round) => round[kind].cpuUsPerRequest))),
    });
    const costs = (figure, costOf) =>
      rounds.map((round) => costOf(round.with[figure], round.without[figure]));
    return {
      baseline: figuresOf('without'),
      measured: { ...figuresOf('with'), eventsRead },
      throughputCosts: costs('requestsPerSecond', (withStreams, without) => 1 - withStreams / without),
      cpuCosts: costs('cpuUsPerRequest', (withStreams, without) => withStreams / without - 1),
    };
  } finally {
    await portal.stop();
  }
}

export async function benchChangePush({ databaseUrl }) {
  const { pushMs, saveMs } = await pushLatencies(databaseUrl);
  const measured = { p50Ms: round1(percentile(pushMs, 0.5)), p95Ms: round1(percentile(pushMs, 0.95)) };
  const baseline = { p50Ms: round1(percentile(saveMs, 0.5)), p95Ms: round1(percentile(saveMs, 0.95)) };
  return {
    name: 'A change pushed to another browser',
    detail:
      `two API processes on one database; ${SAVES} saves of one booking's title through the first (PATCH, ` +
      `${SAVE_GAP_MS} ms apart), the owner's month view open in headless Chromium on the second; each save timed ` +
      `from its answer to the first frame of the other browser that shows the new title (the stream's event, ` +
      `its refetch with the month's tag, the render)`,
    baselineName: "the writer's own wait: each save sent to answered, the same saves",
    baseline,
    measured,
    bars: [
      {
        label: 'Painted in the other browser, through the other API process, at p95',
        required: `<= ${PUSH_BAR_MS} ms`,
        met: measured.p95Ms <= PUSH_BAR_MS,
        note: `x${(measured.p95Ms / Math.max(baseline.p95Ms, 1)).toFixed(2)} the save's own p95`,
      },
    ],
  };
}

export async function benchStreamCost({ databaseUrl }) {
  const { baseline, measured, throughputCosts, cpuCosts } = await streamCost(databaseUrl);
  const cost = medianOf(throughputCosts);
  const cpuCost = medianOf(cpuCosts);
  const percents = (costs) => costs.map((one) => `${(one * 100).toFixed(1)}`).join(', ');
  return {
    name: 'The change stream under the mixed staff scenario',
    detail:
      `${STAFF_SESSIONS} signed-in sessions for ${COST_SECONDS} s looping month read, users, departments, month ` +
      `read, users, booking create (reads with their tags), without and with ${STREAMS} open change streams ` +
      `(another ${STREAMS} sessions, every event read); after a ${WARM_UP_SECONDS} s warm-up, ${COST_ROUNDS} rounds ` +
      `of a run without and a run with the streams, back to back in alternating order; the cost is the median ` +
      `of the rounds' costs, the figures the medians of the runs'`,
    baselineName: 'the same mix with no stream open',
    baseline,
    measured,
    bars: [
      {
        label: `Throughput with ${STREAMS} streams open`,
        required: `cost <= ${STREAM_COST_BAR * 100} %`,
        met: cost <= STREAM_COST_BAR,
        note: `cost ${(cost * 100).toFixed(1)} % (median of the rounds' ${percents(throughputCosts)} %): ${measured.requestsPerSecond} against ${baseline.requestsPerSecond} requests/s`,
      },
      {
        label: `The API process's CPU time per request with ${STREAMS} streams open`,
        required: `cost <= ${STREAM_COST_BAR * 100} %`,
        met: cpuCost <= STREAM_COST_BAR,
        note: `cost ${(cpuCost * 100).toFixed(1)} % (median of the rounds' ${percents(cpuCosts)} %): ${measured.cpuUsPerRequest} against ${baseline.cpuUsPerRequest} µs`,
      },
    ],
  };
}
