import { AUTH_MESSAGES } from '../../../contract';
import { login } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { STRANGER_TRAIL_CEILING } from '../../telemetry';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

const WRONG_PASSWORD = 'Wrong-password-1';
/** LOGIN_POLICY.ip: a client's 20 failures make its next attempt 429. */
const CLIENT_FAILURES = 20;

let hostCounter = 0;
/** A fresh address in the /64 `prefix` (e.g. '2001:db8:1:2'), as a host picks its own. */
function addressIn(prefix: string): string {
  hostCounter += 1;
  return `${prefix}:${hostCounter.toString(16)}:0:${(hostCounter * 31).toString(16)}:1`;
}

async function failFrom(addresses: () => string, count: number, label: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= count; attempt += 1)
    statuses.push(
      (await login(app(), `${label}-${attempt}@nowhere.test`, WRONG_PASSWORD, addresses())).status,
    );
  return statuses;
}

describe('per-client sign-in limits count an IPv6 client by its /64', () => {
  it('when 20 failures come from 20 addresses of one /64, then a 21st address of that /64 is throttled and another /64 is not', async () => {
    const statuses = await failFrom(() => addressIn('2001:db8:1:2'), CLIENT_FAILURES, 'same-64');

    const sameNetwork = await login(app(), 'owner@encore.test', WRONG_PASSWORD, addressIn('2001:db8:1:2'));
    const nextNetwork = await login(
      app(),
      'spread-other@nowhere.test',
      WRONG_PASSWORD,
      addressIn('2001:db8:1:3'),
    );

    expect(statuses).toEqual(Array(CLIENT_FAILURES).fill(401));
    expect([sameNetwork.status, sameNetwork.body]).toEqual([429, { message: AUTH_MESSAGES.tooManyAttempts }]);
    expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThan(0);
    expect([nextNetwork.status, nextNetwork.body]).toEqual([401, { message: AUTH_MESSAGES.noAccount }]);
  });

  it('when an IPv4 client fails 20 times written as IPv4-mapped IPv6, then the same client written as IPv4 is throttled: it stays one IPv4 address', async () => {
    const statuses = await failFrom(() => '::ffff:198.51.100.77', CLIENT_FAILURES, 'mapped');

    const plain = await login(app(), 'mapped-next@nowhere.test', WRONG_PASSWORD, '198.51.100.77');
    const neighbour = await login(app(), 'mapped-other@nowhere.test', WRONG_PASSWORD, '198.51.100.78');

    expect(statuses).toEqual(Array(CLIENT_FAILURES).fill(401));
    expect(plain.status).toBe(429);
    expect(neighbour.status).toBe(401);
  });
});

describe('the ceiling on rows strangers write a minute, across every address', () => {
  /** Failed sign-ins counted on the folded event (no address, no e-mail): one row per type and hour. */
  async function foldedFailures(): Promise<number> {
    const rows: { occurrences: number }[] = await app()
      .knex('security_events')
      .select('occurrences')
      .where({ eventType: 'login_failed' })
      .whereNull('ipAddress');
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0]?.occurrences ?? 0;
  }

  /** Rows a failed sign-in of an unknown e-mail leaves with its own text, and the folded count. */
  async function trail() {
    const { knex } = app();
    const count = async (query: ReturnType<typeof knex>) =>
      Number(((await query.count({ rows: '*' }).first()) as { rows: string | number }).rows);
    const [audits, events, namedAttempts, attempts] = await Promise.all([
      count(knex('audit_logs').where('email', 'like', 'ceiling-%')),
      count(knex('security_events').where('email', 'like', 'ceiling-%')),
      count(knex('login_attempts').where('email', 'like', 'ceiling-%')),
      count(knex('login_attempts').where('ip', 'like', '2001:db8:c:%')),
    ]);
    return { audits, events, namedAttempts, attempts, folded: await foldedFailures() };
  }

  it('when 40 unknown e-mails fail from 40 different /64s within the minute, then their rows stay under the ceiling and one folded event counts the rest', async () => {
    // The ceiling's window opens now and, for this test, outlasts it whatever the machine's speed.
    await app()
      .knex('stranger_trail_window')
      .insert({ singleton: true, rows: 0, windowEndsAt: app().knex.raw("now() + interval '1 hour'") })
      .onConflict('singleton')
      .merge();
    const requests = 40;
    const foldedBefore = await foldedFailures();

    const statuses: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const address = `2001:db8:c:${index.toString(16)}::1`;
      statuses.push((await login(app(), `ceiling-${index}@nowhere.test`, WRONG_PASSWORD, address)).status);
    }

    expect(statuses).toEqual(Array(requests).fill(401));
    const { audits, events, namedAttempts, attempts, folded } = await trail();
    // Each full trail is 3 rows: the attempt's e-mail, the audit row and the event.
    const fullTrails = Math.floor(STRANGER_TRAIL_CEILING.rowsPerMinute / 3);
    expect(audits + events + namedAttempts).toBeLessThanOrEqual(STRANGER_TRAIL_CEILING.rowsPerMinute);
    expect([audits, events, namedAttempts]).toEqual([fullTrails, fullTrails, fullTrails]);
    // Every attempt still counts for its client's limit, with or without its e-mail.
    expect(attempts).toBe(requests);
    expect(folded - foldedBefore).toBe(requests - fullTrails);
  });
});
