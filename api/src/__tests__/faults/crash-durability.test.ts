import { API_PATHS } from '../../contract';
import { until } from '../../test-support/deadline';
import { outcomeLabel } from '../../test-support/portal-client';
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
  orphanCreatedAuditIds,
  performerIdOf,
  storedStreamBookings,
  streamBooking,
} from './stream-bookings';

jest.setTimeout(120_000);

/** Only ends a wait that would otherwise never end. */
const WAIT_DEADLINE_MS = 30_000;
const STREAM_CONCURRENCY = 4;
/** Acknowledged creates before the crash: enough that the crash lands in the middle of the stream. */
const ACKNOWLEDGED_BEFORE_CRASH = 30;

type Phase = 'streaming' | 'crashed';

/** The id each acknowledged (201) create answered with, by its title. */
function acknowledgedIds(records: readonly LoadRecord<Phase>[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const record of records) {
    const { outcome } = record;
    if (outcome.kind !== 'answer' || outcome.status !== 201) continue;
    const body = outcome.body as { id?: unknown };
    if (typeof body.id !== 'number') throw new Error(`a 201 without an id: ${JSON.stringify(body)}`);
    ids.set(`Stream ${record.sequence}`, body.id);
  }
  return ids;
}

describeWithPrivatePostgres()('acknowledged booking creates across a crash', () => {
  let portal: PrivatePortal;
  let performerId: number;
  /** Each stream continues the numbering of the one before, so titles stay unique. */
  let nextSequence = 0;

  beforeAll(async () => {
    portal = await startPrivatePortal();
    performerId = await performerIdOf(portal.database.knex, VIBRAPHONE_PLAYER);
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await portal?.close();
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  /** Booking creates back to back, `crash` in the middle of them; returns every request's record. */
  async function streamThrough(crash: () => Promise<void>): Promise<LoadRecord<Phase>[]> {
    const client = portal.client();
    const owner = await client.signIn(OWNER);
    const first = nextSequence;
    let phase: Phase = 'streaming';
    const load = startRequestLoad<Phase>(
      STREAM_CONCURRENCY,
      () => phase,
      (sequence) =>
        client.request('POST', API_PATHS.bookings, {
          cookie: owner,
          body: streamBooking(first + sequence, performerId),
        }),
    );
    try {
      await until('creates have been acknowledged', WAIT_DEADLINE_MS, async () => {
        const acknowledged = load.records.filter((record) => outcomeLabel(record.outcome) === 'answer 201');
        return acknowledged.length >= ACKNOWLEDGED_BEFORE_CRASH;
      });
      await crash();
      phase = 'crashed';
    } finally {
      await load.stop();
    }
    const records = await load.stop();
    nextSequence = first + records.length;
    return records.map((record) => ({ ...record, sequence: first + record.sequence }));
  }

  /** Every acknowledged booking is stored under its id, and nothing is stored half-written. */
  async function expectAcknowledgedWritesWhole(records: readonly LoadRecord<Phase>[]): Promise<void> {
    const acknowledged = acknowledgedIds(records);
    expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_CRASH);
    const stored = await storedStreamBookings(portal.database.knex);
    const storedIds = new Map(stored.map((booking) => [booking.title, booking.id]));
    const lost = [...acknowledged].filter(([title, id]) => storedIds.get(title) !== id);
    expect(lost).toEqual([]);
    expect(stored.filter((booking) => booking.performerRows !== 1 || booking.createdAuditRows !== 1)).toEqual(
      [],
    );
    expect(await orphanCreatedAuditIds(portal.database.knex)).toEqual([]);
  }

  it('when the API process is killed (SIGKILL) during a stream of creates, then after a restart every acknowledged booking exists and none is half-written', async () => {
    const killed = portal.api();
    const records = await streamThrough(async () => {
      killed.signal('SIGKILL');
      await killed.exited;
    });
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });

    await portal.restartApi();

    await expectAcknowledgedWritesWhole(records);
    // The restarted process serves every acknowledged booking.
    const owner = await portal.client().signIn(OWNER);
    const listed = await portal
      .client()
      .request('GET', `${API_PATHS.bookings}?from=2041-01-01&to=2042-12-31`, { cookie: owner });
    expect(outcomeLabel(listed)).toBe('answer 200');
    const listedIds = new Set(
      listed.kind === 'answer' && Array.isArray(listed.body)
        ? listed.body.map((booking: { id?: unknown }) => booking.id)
        : [],
    );
    expect([...acknowledgedIds(records).values()].filter((id) => !listedIds.has(id))).toEqual([]);
  });

  it('when PostgreSQL itself crashes (immediate stop, no checkpoint) during a stream of creates, then after its restart every acknowledged booking exists and none is half-written', async () => {
    const records = await streamThrough(() => portal.postgres.stop('immediate')).finally(async () => {
      if (!portal.postgres.isRunning()) await portal.postgres.start();
    });

    // The API rode out the crash: same process, ready again on its own.
    await until(
      '/readyz answers 200 again',
      WAIT_DEADLINE_MS,
      async () => outcomeLabel(await portal.client().request('GET', '/readyz')) === 'answer 200',
    );
    expect(portal.api().isRunning()).toBe(true);
    // Cut requests end as 503, never as a server error.
    const failures = new Set(
      records.map((record) => outcomeLabel(record.outcome)).filter((label) => label !== 'answer 201'),
    );
    expect([...failures].filter((label) => label !== 'answer 503')).toEqual([]);
    await expectAcknowledgedWritesWhole(records);
  });
});
