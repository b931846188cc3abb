import { API_PATHS, AUTH_MESSAGES } from '../../contract';
import { until } from '../../test-support/deadline';
import { outcomeLabel, type Outcome } from '../../test-support/portal-client';
import {
  describeWithPrivatePostgres,
  PRIVATE_PORTAL_HOOK_TIMEOUT_MS,
  startPrivatePortal,
  type PrivatePortal,
} from '../../test-support/private-portal';
import { startRequestLoad, type LoadRecord } from '../../test-support/request-load';
import {
  OWNER,
  VIBRAPHONE_PLAYER,
  performerIdOf,
  storedStreamBookings,
  streamBooking,
} from './stream-bookings';

jest.setTimeout(120_000);

/** SPEC: /readyz answers 503 within 2 s of the database going away (a behavioural deadline). */
const READINESS_LIMIT_MS = 2000;
/** Only ends a wait that would otherwise never end; the database restarts in well under a second. */
const RECOVERY_DEADLINE_MS = 30_000;
const LOAD_CONCURRENCY = 6;

type Phase = 'up' | 'down' | 'restarting' | 'recovered';

function statusCounts(records: readonly LoadRecord<Phase>[], phase: Phase): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records.filter((entry) => entry.phase === phase)) {
    const label = outcomeLabel(record.outcome);
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

function statusOf(outcome: Outcome): number | string {
  return outcome.kind === 'answer' ? outcome.status : outcome.kind;
}

describeWithPrivatePostgres()('the API when its PostgreSQL server goes away and comes back', () => {
  let portal: PrivatePortal;
  let owner: string;
  let performerId: number;

  beforeAll(async () => {
    portal = await startPrivatePortal();
    owner = await portal.client().signIn(OWNER);
    performerId = await performerIdOf(portal.database.knex, VIBRAPHONE_PLAYER);
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await portal?.close();
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  /** Reads and booking creates, as a busy portal sends them. */
  function send(sequence: number): Promise<Outcome> {
    const client = portal.client();
    return sequence % 3 === 0
      ? client.request('POST', API_PATHS.bookings, {
          cookie: owner,
          body: streamBooking(sequence, performerId),
        })
      : client.request('GET', `${API_PATHS.bookings}?from=2041-01-01&to=2041-12-31`, { cookie: owner });
  }

  async function readyStatus(): Promise<number | string> {
    return statusOf(await portal.client().request('GET', '/readyz'));
  }

  it('when the database stops under load, then /readyz is 503 within 2 s, API calls are 503 (no hang, no crash), and it all recovers once the database is back, without a restart', async () => {
    const { pid } = portal.api();
    let phase: Phase = 'up';
    const load = startRequestLoad<Phase>(LOAD_CONCURRENCY, () => phase, send);
    const goThroughOutage = async () => {
      await until('the load has had answers', RECOVERY_DEADLINE_MS, async () => load.records.length >= 20);

      await portal.postgres.stop('fast');
      // pg_ctl returns once the server has exited: from here on it is gone.
      const stoppedAt = Date.now();
      phase = 'down';
      let readiness = await readyStatus();
      while (readiness !== 503 && Date.now() - stoppedAt <= READINESS_LIMIT_MS)
        readiness = await readyStatus();
      const readinessDelayMs = Date.now() - stoppedAt;

      const apiCall = await portal.client().request('GET', API_PATHS.bookings, { cookie: owner });
      const write = await portal
        .client()
        .request('POST', API_PATHS.bookings, { cookie: owner, body: streamBooking(9000, performerId) });
      const liveness = await portal.client().request('GET', '/healthz');
      // Give the load time to meet the outage from a clean start of its requests.
      await until(
        'the load has sent requests while the database was down',
        RECOVERY_DEADLINE_MS,
        async () => load.records.filter((record) => record.phase === 'down').length >= 2 * LOAD_CONCURRENCY,
      );

      phase = 'restarting';
      await portal.postgres.start();
      await until(
        '/readyz answers 200 again',
        RECOVERY_DEADLINE_MS,
        async () => (await readyStatus()) === 200,
      );
      phase = 'recovered';
      await until(
        'the load has had answers after the recovery',
        RECOVERY_DEADLINE_MS,
        async () => load.records.filter((record) => record.phase === 'recovered').length >= 20,
      );
      return { readiness, readinessDelayMs, apiCall, write, liveness };
    };
    const { readiness, readinessDelayMs, apiCall, write, liveness } = await goThroughOutage().finally(
      async () => {
        await load.stop();
        // Whatever failed, the next test (and the clean-up) gets its database back.
        if (!portal.postgres.isRunning()) await portal.postgres.start();
      },
    );
    const records = await load.stop();

    expect({ readiness, withinLimit: readinessDelayMs <= READINESS_LIMIT_MS }).toEqual({
      readiness: 503,
      withinLimit: true,
    });
    expect(apiCall).toEqual({
      kind: 'answer',
      status: 503,
      body: { message: AUTH_MESSAGES.serviceUnavailable },
    });
    expect(statusOf(write)).toBe(503);
    expect(statusOf(liveness)).toBe(200);
    // Requests sent while the database was down are 503, never 500, a cut connection or a hang.
    expect(Object.keys(statusCounts(records, 'down'))).toEqual(['answer 503']);
    // Across the whole run: answers only, and only success or 503.
    for (const label of Object.keys({
      ...statusCounts(records, 'up'),
      ...statusCounts(records, 'restarting'),
    }))
      expect(['answer 200', 'answer 201', 'answer 503']).toContain(label);
    // Once /readyz is 200 again, everything succeeds: the pool reconnected by itself.
    for (const label of Object.keys(statusCounts(records, 'recovered')))
      expect(['answer 200', 'answer 201']).toContain(label);
    // The same process served the whole outage: it neither crashed nor was restarted.
    expect(portal.api().isRunning()).toBe(true);
    expect(portal.api().pid).toBe(pid);

    // Every create that was acknowledged (201) is stored, with its performer and audit row.
    const acknowledged = records.flatMap((record) =>
      record.outcome.kind === 'answer' && record.outcome.status === 201 ? [`Stream ${record.sequence}`] : [],
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await storedStreamBookings(portal.database.knex);
    const storedTitles = new Set(stored.map((booking) => booking.title));
    expect(acknowledged.filter((title) => !storedTitles.has(title))).toEqual([]);
    expect(stored.filter((booking) => booking.performerRows !== 1 || booking.createdAuditRows !== 1)).toEqual(
      [],
    );
  });

  it("when the pool's server connections are terminated (pg_terminate_backend), then the next request succeeds", async () => {
    const client = portal.client();
    // Warm the pool: several connections in use at once, then idle in the pool.
    const warm = await Promise.all(
      Array.from({ length: 5 }, () => client.request('GET', API_PATHS.bookings, { cookie: owner })),
    );
    expect(warm.map(statusOf)).toEqual([200, 200, 200, 200, 200]);

    const terminated: { rows: { terminated: boolean }[] } = await portal.database.knex.raw(
      `select pg_terminate_backend(pid, 5000) as terminated
         from pg_stat_activity
        where application_name = 'booking-portal-api' and pid <> pg_backend_pid()`,
    );
    expect(terminated.rows.length).toBeGreaterThan(0);
    expect(terminated.rows.every((row) => row.terminated)).toBe(true);

    const read = await client.request('GET', API_PATHS.bookings, { cookie: owner });
    const create = await client.request('POST', API_PATHS.bookings, {
      cookie: owner,
      body: streamBooking(9001, performerId),
    });

    expect(statusOf(read)).toBe(200);
    expect(statusOf(create)).toBe(201);
    expect(statusOf(await client.request('GET', '/readyz'))).toBe(200);
  });
});
