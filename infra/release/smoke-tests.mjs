#!/usr/bin/env node
/**
 * The API's smoke tests, over HTTP against any running API: `node infra/release/smoke-tests.mjs <base URL>`
 * (exit 1 when one fails), or runSmokeTests() from the old/new matrix (old-new-matrix.mjs). They are this
 * checkout's tests run against whichever release answers, so they call only what a previous release
 * already had and read only the fields a caller relies on.
 *
 * The database must hold the demo data (api/dist/cli/seed.js): the demo owner signs in, and bookings are
 * made in the first organization's Lobby Bar far in the future, then deleted again. What is checked:
 * /healthz and /readyz, the owner's sign-in, a month read of bookings, a booking created, read with its
 * ETag, edited with If-Match, refused with a stale If-Match (412), edited without If-Match, deleted with
 * If-Match and gone (404), an admin list (the audit log), the public schedule, the change stream's
 * opening position, and /api/openapi.json when the release serves one (a release without it passes).
 */
import { pathToFileURL } from 'node:url';

/** The demo data's owner (docs/ARCHITECTURE.md section 5) and the venue whose calendar is used. */
const OWNER = { email: 'owner@encore.test', password: 'Portal-demo-1' };
const VENUE_ORGANIZATION_ID = 1;
const DEPARTMENT = 'Lobby Bar';
/** Far enough ahead to meet none of the demo data's bookings. */
const BOOKING_DAYS_AHEAD = 300;
const REQUEST_TIMEOUT_MS = 15_000;

const isoDate = (date) => date.toISOString().slice(0, 10);

function daysFromToday(days) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** Fails the check with what the API answered. */
function expectStatus(answer, expected, what) {
  if (answer.status !== expected)
    throw new Error(`${what} answered ${answer.status}, expected ${expected}: ${answer.text.slice(0, 300)}`);
}

function expectArray(value, what) {
  if (!Array.isArray(value)) throw new Error(`${what} is not a JSON array`);
}

/** One API and its signed-in session: requests as the portal's pages send them (same Origin, cookie). */
function apiClient(baseUrl) {
  let cookie = null;
  async function call(method, path, { body, headers = {}, json = true } = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Origin: baseUrl,
        Accept: 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed = null;
    if (json && text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }
  return {
    call,
    signedIn: () => cookie !== null,
    cookie: () => cookie,
    async signIn() {
      const answer = await call('POST', '/api/auth/login', { body: OWNER });
      expectStatus(answer, 200, 'POST /api/auth/login');
      const pairs = answer.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .filter((pair) => pair.startsWith('bp_session'));
      if (pairs.length === 0) throw new Error('the sign-in set no session cookie');
      cookie = pairs.join('; ');
      return `signed in as ${OWNER.email}`;
    },
  };
}

/** The change stream's first block with an `id:` line: the position a reconnect resumes from. */
async function firstStreamPosition(baseUrl, cookie) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${baseUrl}/api/changes/stream`, {
      headers: { Cookie: cookie, Accept: 'text/event-stream' },
      signal: abort.signal,
    });
    if (response.status !== 200 || response.body === null)
      throw new Error(`GET /api/changes/stream answered ${response.status}`);
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream'))
      throw new Error(`the change stream's type is ${response.headers.get('content-type')}`);
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body) {
      buffered += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffered.indexOf('\n\n');
      while (end !== -1) {
        const idLine = buffered
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('id:'));
        if (idLine) return idLine.slice(3).trim();
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
    }
    throw new Error('the change stream ended before its first id');
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** The checks, in order; each returns a line saying what it saw, or throws. */
function smokeChecks(baseUrl, client, state) {
  const needSession = () => {
    if (!client.signedIn()) throw new Error('not run: the sign-in failed');
  };
  const needBooking = () => {
    needSession();
    if (state.bookingId === null) throw new Error('not run: no booking was created');
  };
  return [
    {
      name: 'liveness and readiness',
      async run() {
        expectStatus(await client.call('GET', '/healthz'), 200, 'GET /healthz');
        expectStatus(await client.call('GET', '/readyz'), 200, 'GET /readyz');
        return '/healthz and /readyz 200';
      },
    },
    { name: 'sign-in as the demo owner', run: () => client.signIn() },
    {
      name: 'month read of bookings',
      async run() {
        needSession();
        const today = new Date();
        const from = isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
        const to = isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0)));
        const path = `/api/bookings?from=${from}&to=${to}&organizationId=${VENUE_ORGANIZATION_ID}`;
        const answer = await client.call('GET', path);
        expectStatus(answer, 200, `GET ${path}`);
        expectArray(answer.body, 'the month read');
        const malformed = answer.body.find((booking) => typeof booking.id !== 'number' || !booking.date);
        if (malformed) throw new Error(`a booking without id or date: ${JSON.stringify(malformed)}`);
        return `${answer.body.length} bookings from ${from} to ${to}`;
      },
    },
    {
      name: 'create a booking',
      async run() {
        needSession();
        const answer = await client.call('POST', '/api/bookings', {
          body: {
            title: `Solo - ${DEPARTMENT}`,
            date: daysFromToday(BOOKING_DAYS_AHEAD),
            time: '19:00',
            duration: 60,
            notes: 'smoke test',
            department: DEPARTMENT,
            ensemble: 'Solo',
            userId: '',
            organizationId: VENUE_ORGANIZATION_ID,
            status: 'confirmed',
            performerData: null,
          },
        });
        expectStatus(answer, 201, 'POST /api/bookings');
        if (typeof answer.body?.id !== 'number') throw new Error('the created booking has no id');
        state.bookingId = answer.body.id;
        return `booking ${state.bookingId}`;
      },
    },
    {
      name: 'read the booking with its ETag',
      async run() {
        needBooking();
        const answer = await client.call('GET', `/api/bookings/${state.bookingId}`);
        expectStatus(answer, 200, `GET /api/bookings/${state.bookingId}`);
        state.tag = answer.headers.get('etag');
        if (!state.tag) throw new Error('the booking was read without an ETag');
        return `ETag ${state.tag}`;
      },
    },
    {
      name: 'patch with If-Match, then refused with the stale one',
      async run() {
        needBooking();
        const path = `/api/bookings/${state.bookingId}`;
        const stale = state.tag;
        const edited = await client.call('PATCH', path, {
          body: { notes: 'smoke test: edited with If-Match' },
          headers: { 'If-Match': stale },
        });
        expectStatus(edited, 200, `PATCH ${path} with If-Match`);
        if (edited.body?.notes !== 'smoke test: edited with If-Match')
          throw new Error('the edit with If-Match did not change the notes');
        const refused = await client.call('PATCH', path, {
          body: { notes: 'smoke test: stale' },
          headers: { 'If-Match': stale },
        });
        expectStatus(refused, 412, `PATCH ${path} with a stale If-Match`);
        return 'edited (200), stale If-Match refused (412)';
      },
    },
    {
      name: 'patch without If-Match',
      async run() {
        needBooking();
        const path = `/api/bookings/${state.bookingId}`;
        const edited = await client.call('PATCH', path, { body: { notes: 'smoke test: last write' } });
        expectStatus(edited, 200, `PATCH ${path} without If-Match`);
        const read = await client.call('GET', path);
        expectStatus(read, 200, `GET ${path}`);
        if (read.body?.notes !== 'smoke test: last write') throw new Error('the edit was not kept');
        state.tag = read.headers.get('etag');
        return `edited (200), now ETag ${state.tag}`;
      },
    },
    {
      name: 'delete the booking with If-Match',
      async run() {
        needBooking();
        const path = `/api/bookings/${state.bookingId}`;
        const deleted = await client.call('DELETE', path, { headers: { 'If-Match': state.tag } });
        expectStatus(deleted, 204, `DELETE ${path}`);
        expectStatus(await client.call('GET', path), 404, `GET ${path} after its delete`);
        return 'deleted (204), then 404';
      },
    },
    {
      name: 'an admin list (the audit log)',
      async run() {
        needSession();
        const answer = await client.call('GET', '/api/admin/audit-logs');
        expectStatus(answer, 200, 'GET /api/admin/audit-logs');
        expectArray(answer.body, 'the audit log');
        return `${answer.body.length} audit entries`;
      },
    },
    {
      name: 'the public schedule',
      async run() {
        const answer = await fetch(`${baseUrl}/api/public/bookings`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await answer.text();
        expectStatus({ status: answer.status, text }, 200, 'GET /api/public/bookings');
        JSON.parse(text);
        return `${text.length} bytes of JSON`;
      },
    },
    {
      name: "the change stream's first event",
      async run() {
        needSession();
        return `opening position ${await firstStreamPosition(baseUrl, client.cookie())}`;
      },
    },
    {
      name: 'the OpenAPI document',
      async run() {
        const answer = await client.call('GET', '/api/openapi.json');
        if (answer.status === 404) return 'not served by this release';
        expectStatus(answer, 200, 'GET /api/openapi.json');
        if (typeof answer.body?.openapi !== 'string' || typeof answer.body?.paths !== 'object')
          throw new Error('/api/openapi.json is not an OpenAPI document');
        state.openApiDocument = answer.body;
        return `OpenAPI ${answer.body.openapi}, ${Object.keys(answer.body.paths).length} paths`;
      },
    },
  ];
}

/**
 * Runs every check against `baseUrl` (a failed one does not stop the others; those that need what it
 * made say so). Resolves with each check's outcome and the API's OpenAPI document (null when absent).
 */
export async function runSmokeTests(baseUrl, { log = () => undefined } = {}) {
  const state = { bookingId: null, tag: null, openApiDocument: null };
  const client = apiClient(baseUrl);
  const results = [];
  for (const check of smokeChecks(baseUrl, client, state)) {
    try {
      const detail = await check.run();
      results.push({ name: check.name, passed: true, detail });
      log(`ok      ${check.name}: ${detail}`);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      results.push({ name: check.name, passed: false, detail });
      log(`FAILED  ${check.name}: ${detail}`);
    }
  }
  return {
    results,
    passed: results.every((result) => result.passed),
    openApiDocument: state.openApiDocument,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) {
    console.error('usage: node infra/release/smoke-tests.mjs <API base URL, e.g. http://127.0.0.1:4000>');
    process.exit(2);
  }
  const outcome = await runSmokeTests(baseUrl.replace(/\/$/, ''), { log: (line) => console.log(line) });
  process.exit(outcome.passed ? 0 : 1);
}
