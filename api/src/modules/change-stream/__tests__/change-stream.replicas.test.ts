import { API_PATHS } from '../../../contract';
import { createApp, type PortalApp } from '../../../app';
import { LISTENER_APPLICATION_NAME, openDatabase, type Database } from '../../../platform/db';
import { createLogger } from '../../../platform/logger';
import {
  LOBBY_USER,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  storeBooking,
} from '../../../test-support/booking-fixtures';
import { until } from '../../../test-support/deadline';
import { startApiProcess } from '../../../test-support/api-process';
import { DEMO_PASSWORD, signIn } from '../../../test-support/sessions';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import {
  announcePresence,
  namesBookings,
  openedChangeStream,
  presenceOf,
  streamsClosedAfterEach,
} from './change-stream-fixtures';
import { listeningPortal, type EventStreamReader } from './event-stream-reader';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

// Only a PostgreSQL server has sessions of their own to terminate, and databases several
// processes share; the embedded database (PGlite) is one session inside this process.
onServer('the change stream on PostgreSQL', () => {
  const app = provideTestApp({ seed: true });
  /** A second replica: its own pool and its own listener on the same database. */
  let replicaDatabase: Database | undefined;
  let replica: PortalApp | undefined;
  const servers: { baseUrl: string; close(): Promise<void> }[] = [];
  const streams = streamsClosedAfterEach();

  beforeAll(async () => {
    const url = app().testDatabase.url;
    if (url === null) throw new Error('a PostgreSQL test database was expected');
    const logger = createLogger('silent');
    replicaDatabase = openDatabase({ kind: 'postgres', url }, logger);
    replica = createApp({ config: app().config, logger, database: replicaDatabase });
    servers.push(await listeningPortal(app().portal), await listeningPortal(replica));
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    for (const server of servers) await server.close();
    await replica?.close();
    await replicaDatabase?.close();
  }, DATABASE_HOOK_TIMEOUT_MS);

  async function streamOn(server: number, cookie: string): Promise<EventStreamReader> {
    return streams.kept(await openedChangeStream(servers[server]?.baseUrl ?? '', cookie));
  }

  async function listenerPids(): Promise<number[]> {
    const result = await app().knex.raw<{ rows: { pid: number }[] }>(
      'select pid from pg_stat_activity where application_name = ? and datname = current_database() order by pid',
      [LISTENER_APPLICATION_NAME],
    );
    return result.rows.map((row) => row.pid);
  }

  it("tells a replica's streams of writes and presence made through another replica", async () => {
    const onReplica = await streamOn(1, await signIn(app(), LOBBY_USER));
    const bookingId = await storeBooking(app(), {
      organizationId: PALM_COVE,
      date: '2032-01-10',
      department: 'Lobby Bar',
    });
    await onReplica.next('the write made beside the replica', namesBookings(PALM_COVE, '2032-01'));

    const admin = await signIn(app(), PALM_COVE_ADMIN);
    const opened = await announcePresence(app(), admin, bookingId);
    expect(opened.status).toBe(204);
    const presence = await onReplica.next(
      'the admin editing, announced on the other replica',
      (event) => presenceOf(event)?.bookingId === bookingId,
    );
    expect(presenceOf(presence)?.editors).toHaveLength(1);
  });

  it('ends its streams when the process drains on SIGTERM, and exits cleanly', async () => {
    const url = app().testDatabase.url ?? '';
    const api = await startApiProcess(url);
    try {
      const login = await fetch(`${api.baseUrl}${API_PATHS.login}`, {
        method: 'POST',
        headers: { Origin: api.baseUrl, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: OWNER, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .join('; ');
      const stream = streams.kept(await openedChangeStream(api.baseUrl, cookie));
      api.signal('SIGTERM');
      await stream.ended;
      expect(await api.exited).toEqual({ code: 0, signal: null });
    } finally {
      await api.stop();
    }
  });

  it('listens again after its session is terminated, and the streams miss nothing', async () => {
    const stream = await streamOn(0, await signIn(app(), OWNER));
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await app().knex.raw('select pg_terminate_backend(pid) from unnest(?::int[]) as pid', [before]);
    // Written while the listeners may still be away: a reconnect's replay brings it.
    await storeBooking(app(), { organizationId: PALM_COVE, date: '2032-02-05', department: 'DUSK' });
    await stream.next('the write made around the reconnect', namesBookings(PALM_COVE, '2032-02'));
    await until('both listeners listen again, in new sessions', 20_000, async () => {
      const now = await listenerPids();
      return now.length === 2 && now.every((pid) => !before.includes(pid));
    });
    await storeBooking(app(), { organizationId: PALM_COVE, date: '2032-03-05', department: 'DUSK' });
    await stream.next('a write after the reconnect', namesBookings(PALM_COVE, '2032-03'));
  });
});
