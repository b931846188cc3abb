import { randomBytes } from 'node:crypto';
import { API_PATHS } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { actingAs, freshClientIp, login } from '../../../test-support/sessions';

/** Each flood sends this many requests as fast as a few connections allow (the was 1,210 in 10 s). */
const FLOOD_REQUESTS = 1_200;
const CONCURRENCY = 12;
/** docs/ARCHITECTURE.md section 6: an anonymous flood grows the database by at most 1 MB (a minute's worth). */
const GROWTH_CEILING_BYTES = 1024 * 1024;
/** The owner's security-event read stays under this, whatever was recorded. */
const SECURITY_READ_CEILING_BYTES = 100 * 1024;
/** Random, so PostgreSQL cannot compress it away: 14 KB as the issue sent, within Node's 16 KB of headers. */
const LONG_USER_AGENT = randomBytes(10_500).toString('base64');
/** Every table a refused or throttled request could write to. */
const WRITTEN_TABLES = [
  'audit_logs',
  'security_events',
  'performance_logs',
  'site_visits',
  'system_metrics',
  'login_attempts',
  'rate_limit_counters',
  'sessions',
];

jest.setTimeout(Math.max(API_TEST_TIMEOUT_MS, 240_000));

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

/** Lets the performance log's once-a-second writer write what it queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

async function storedBytes(): Promise<number> {
  await settle();
  const row: { bytes: string | number } | undefined = await app()
    .knex('pg_class')
    .first(app().knex.raw('coalesce(sum(pg_total_relation_size(oid)), 0) as "bytes"'))
    .whereIn('relname', WRITTEN_TABLES)
    .where('relkind', 'r');
  return Number(row?.bytes ?? 0);
}

/** Sends `count` requests, `CONCURRENCY` at a time; their statuses in sending order. */
async function flood(count: number, send: (index: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = new Array<number>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      statuses[index] = (await send(index)).status;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  return statuses;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('floods of refused requests with 14 KB User-Agents', () => {
  it('when one address sends 1,200 failed logins each for another e-mail, then they are throttled and the log tables grow by at most 1 MB', async () => {
    const before = await storedBytes();
    const address = freshClientIp();

    const statuses = await flood(FLOOD_REQUESTS, (index) =>
      login(app(), `flood-${index}@example.test`, 'Wrong-password-1', address).set(
        'User-Agent',
        LONG_USER_AGENT,
      ),
    );

    const counts = tally(statuses);
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[429]).toBeGreaterThanOrEqual(FLOOD_REQUESTS - 40);
    const grown = (await storedBytes()) - before;
    console.info(`login flood of ${FLOOD_REQUESTS}: the log tables grew by ${grown} bytes`);
    expect(grown).toBeLessThanOrEqual(GROWTH_CEILING_BYTES);
  });

  it('when a plain user reads an owner-only route 1,200 times, then each is 403 and the log tables grow by at most 1 MB', async () => {
    const cookie = await as('lobby@palmcove.test');
    const before = await storedBytes();

    const statuses = await flood(FLOOD_REQUESTS, () =>
      app().http().get(API_PATHS.adminMetrics).set('Cookie', cookie).set('User-Agent', LONG_USER_AGENT),
    );

    expect(tally(statuses)).toEqual({ 403: FLOOD_REQUESTS });
    const grown = (await storedBytes()) - before;
    console.info(`denied-read flood of ${FLOOD_REQUESTS}: the log tables grew by ${grown} bytes`);
    expect(grown).toBeLessThanOrEqual(GROWTH_CEILING_BYTES);
  });

  it("when both floods are recorded, then the owner's security-event reads stay under 100 KB, at the spec's limit and at the largest", async () => {
    const owner = await as('owner@encore.test');

    for (const query of ['resolved=false&limit=20', 'limit=200']) {
      const response = await app()
        .http()
        .get(`${API_PATHS.adminSecurityEvents}?${query}`)
        .set('Cookie', owner);

      expect(response.status).toBe(200);
      expect((response.body as unknown[]).length).toBeGreaterThan(0);
      expect(Buffer.byteLength(response.text)).toBeLessThan(SECURITY_READ_CEILING_BYTES);
    }
  });
});
