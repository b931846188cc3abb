import http from 'node:http';
import net from 'node:net';
import type { Knex } from 'knex';
import { API_PATHS } from '../../contract';
import { until } from '../../test-support/deadline';
import { outcomeLabel, type Outcome } from '../../test-support/portal-client';
import {
  describeWithPrivatePostgres,
  PRIVATE_PORTAL_HOOK_TIMEOUT_MS,
  startPrivatePortal,
  type PrivatePortal,
} from '../../test-support/private-portal';
import { startRequestLoad } from '../../test-support/request-load';
import { startKeepAliveLoad } from './keep-alive-load';
import {
  OWNER,
  VIBRAPHONE_PLAYER,
  performerIdOf,
  storedStreamBookings,
  streamBooking,
} from './stream-bookings';

jest.setTimeout(120_000);

/** SPEC: after SIGTERM the process exits within 10 s (a behavioural deadline). */
const EXIT_LIMIT_MS = 10_000;
/** Only ends a wait that would otherwise never end. */
const WAIT_DEADLINE_MS = 30_000;
const HELD_CREATES = 6;
// Held creates and reads together stay under the pool of 10 connections.
const READ_CONCURRENCY = 2;
/** Keep-alive connections reused back to back across the signal. */
const KEEP_ALIVE_CONNECTIONS = 8;
/** Answers before the signal: every connection is open and being reused by then. */
const ANSWERS_BEFORE_SIGNAL = 200;

/** Far longer than any check below: the pause surely spans them, however slow the machine. */
const LONG_READINESS_DELAY_MS = 120_000;
/** A pause the process ends by itself. */
const SHORT_READINESS_DELAY_MS = 1500;

type Phase = 'serving' | 'draining';

/** The status and Connection header of a GET on a new keep-alive connection (closed afterwards). */
function getOnNewConnection(url: string): Promise<{ status: number; connection: string }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection ?? '' }),
        );
        response.once('error', reject);
      })
      .once('error', reject);
  }).finally(() => agent.destroy());
}

/** True while something accepts TCP connections on the port. */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** API backends waiting for a lock: requests the server has taken and is in the middle of. */
async function apiBackendsWaitingOnLocks(knex: Knex): Promise<number> {
  const result: { rows: { waiting: string }[] } = await knex.raw(
    `select count(*) as waiting from pg_stat_activity
      where application_name = 'booking-portal-api' and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
  );
  return Number(result.rows[0]?.waiting ?? 0);
}

describeWithPrivatePostgres()('the API process on SIGTERM under load', () => {
  let portal: PrivatePortal;

  beforeAll(async () => {
    portal = await startPrivatePortal();
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await portal?.close();
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  it('when SIGTERM arrives with requests in flight, then it stops taking connections, the in-flight requests complete, and it exits 0 within 10 s', async () => {
    const api = portal.api();
    const client = portal.client();
    const owner = await client.signIn(OWNER);
    const performerId = await performerIdOf(portal.database.knex, VIBRAPHONE_PLAYER);

    // Booking creates wait behind this lock: they are surely in flight when the signal comes.
    const blocker = await portal.database.knex.transaction();
    let held: Promise<Outcome>[] = [];
    let phase: Phase = 'serving';
    const reads = startRequestLoad<Phase>(
      READ_CONCURRENCY,
      () => phase,
      () => client.request('GET', `${API_PATHS.bookings}?from=2041-01-01&to=2041-12-31`, { cookie: owner }),
    );
    try {
      await blocker.raw('lock table bookings in share mode');
      held = Array.from({ length: HELD_CREATES }, (_, sequence) =>
        client.request('POST', API_PATHS.bookings, {
          cookie: owner,
          body: streamBooking(sequence, performerId),
        }),
      );
      await until(
        'every booking create waits on the lock inside the API',
        WAIT_DEADLINE_MS,
        async () => (await apiBackendsWaitingOnLocks(portal.database.knex)) === HELD_CREATES,
      );
      await until('the reads have had answers', WAIT_DEADLINE_MS, async () => reads.records.length >= 10);

      api.signal('SIGTERM');
      const signalledAt = Date.now();
      phase = 'draining';
      await until(
        'the API stops accepting connections',
        EXIT_LIMIT_MS,
        async () => !(await acceptsConnections(Number(new URL(api.baseUrl).port))),
      );
      // Still draining: the held requests have not been answered yet.
      expect(api.isRunning()).toBe(true);
      await blocker.commit();

      const answers = await Promise.all(held);
      const exit = await api.exited;
      const exitDelayMs = Date.now() - signalledAt;
      const records = await reads.stop();

      expect(answers.map(outcomeLabel)).toEqual(Array.from({ length: HELD_CREATES }, () => 'answer 201'));
      expect(exit).toEqual({ code: 0, signal: null });
      expect({ exitedWithinLimit: exitDelayMs <= EXIT_LIMIT_MS }).toEqual({ exitedWithinLimit: true });
      // Reads sent before the signal were answered in full; none of the load ever saw a server error.
      expect(
        records.filter((record) => record.phase === 'serving').map((record) => outcomeLabel(record.outcome)),
      ).toEqual(records.filter((record) => record.phase === 'serving').map(() => 'answer 200'));
      expect(
        records.filter((record) => record.outcome.kind === 'answer' && record.outcome.status !== 200),
      ).toEqual([]);
      const stored = await storedStreamBookings(portal.database.knex);
      expect(stored.map((booking) => [booking.performerRows, booking.createdAuditRows])).toEqual(
        Array.from({ length: HELD_CREATES }, () => [1, 1]),
      );
    } finally {
      if (!blocker.isCompleted()) await blocker.rollback();
      await reads.stop();
      await Promise.allSettled(held);
    }
  });

  it('when SIGTERM arrives while clients reuse keep-alive connections, then requests arriving on open connections during the drain are answered with Connection: close and none is reset', async () => {
    await portal.restartApi();
    const api = portal.api();
    const load = startKeepAliveLoad(api.baseUrl, ['/healthz', '/readyz'], KEEP_ALIVE_CONNECTIONS);
    try {
      await until(
        'the keep-alive load has had answers',
        WAIT_DEADLINE_MS,
        async () => load.records.length >= ANSWERS_BEFORE_SIGNAL,
      );

      api.signal('SIGTERM');
      const exit = await api.exited;
      const records = await load.finished;

      const broken = records.filter((record) => record.outcome.kind === 'broken');
      expect(broken).toEqual([]);
      // Requests that met the drain on an open connection were answered, telling the client to close it.
      const closing = records.filter(
        (record) => record.outcome.kind === 'answer' && record.outcome.connectionClose,
      );
      expect(closing.length).toBeGreaterThan(0);
      expect(exit).toEqual({ code: 0, signal: null });
    } finally {
      await load.stop();
    }
  });

  it('when SIGTERM arrives with a readiness delay, then /readyz answers 503 while every other request is still answered on new connections, and the drain waits for the delay', async () => {
    await portal.restartApi({ SHUTDOWN_READINESS_DELAY_MS: String(LONG_READINESS_DELAY_MS) });
    const api = portal.api();
    const client = portal.client();
    const owner = await client.signIn(OWNER);
    expect((await getOnNewConnection(`${api.baseUrl}/readyz`)).status).toBe(200);

    api.signal('SIGTERM');
    await until(
      '/readyz answers 503',
      WAIT_DEADLINE_MS,
      async () => (await getOnNewConnection(`${api.baseUrl}/readyz`)).status === 503,
    );

    // Not draining: new connections are taken and answered as usual, none is told to close.
    expect(await getOnNewConnection(`${api.baseUrl}/healthz`)).toEqual({
      status: 200,
      connection: 'keep-alive',
    });
    expect(
      outcomeLabel(
        await client.request('GET', `${API_PATHS.bookings}?from=2041-01-01&to=2041-12-31`, { cookie: owner }),
      ),
    ).toBe('answer 200');
    expect(api.output()).not.toContain('draining in-flight requests');
    expect(api.isRunning()).toBe(true);

    // A second signal ends the pause: the drain follows and the process exits cleanly.
    api.signal('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(api.output()).toContain('shutting down: not ready, serving on until the delay ends');
    expect(api.output()).toContain('shut down cleanly');
  });

  it('when the readiness delay ends by itself, then the process drains and exits 0, not before the delay', async () => {
    await portal.restartApi({ SHUTDOWN_READINESS_DELAY_MS: String(SHORT_READINESS_DELAY_MS) });
    const api = portal.api();

    const signalledAt = Date.now();
    api.signal('SIGTERM');
    const exit = await api.exited;
    const exitDelayMs = Date.now() - signalledAt;

    expect(exit).toEqual({ code: 0, signal: null });
    // A lower bound only: the process's timer cannot end before the delay, however fast the machine.
    expect({ exitedAfterTheDelay: exitDelayMs >= SHORT_READINESS_DELAY_MS }).toEqual({
      exitedAfterTheDelay: true,
    });
    expect(api.output()).toContain('shutting down: draining in-flight requests');
  });
});
