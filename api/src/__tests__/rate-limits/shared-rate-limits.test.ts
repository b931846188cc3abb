import { API_PATHS, AUTH_MESSAGES } from '../../contract';
import { DEMO_PASSWORD } from '../../modules/identity';
import { SERVED_BY_HEADER } from '../../platform/http';
import { createLogger } from '../../platform/logger';
import { seedDemoData } from '../../seed/demo-data';
import { startApiProcess, type ApiProcess } from '../../test-support/api-process';
import { failedEarlier } from '../../test-support/login-attempts';
import { PRIVATE_PORTAL_HOOK_TIMEOUT_MS } from '../../test-support/private-portal';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

/**
 * Rate limits and login throttling live in the database (docs/ARCHITECTURE.md section 2: nothing may depend on
 * one process's memory), so two API replicas on one database must count one client together. Two
 * processes can share a database only on a PostgreSQL server: the embedded PGlite belongs to the one
 * process that opened it. So this file runs in the PostgreSQL pass only.
 */
function describeOnPostgresServer(): jest.Describe {
  if (process.env.DATABASE_URL) return describe;
  console.warn(
    'Shared rate-limit tests skipped: two API processes can share a database only on a PostgreSQL server (set DATABASE_URL).',
  );
  return describe.skip;
}

jest.setTimeout(PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

/** Low, so a handful of requests reaches it (the default is 300 a minute). */
const PUBLIC_READS_PER_MINUTE = 5;
const PUBLIC_WINDOW_SECONDS = 60;
/** docs/CONFIGURATION.md: 5 failures of one account within 15 minutes throttle it; 10 within an hour lock it. */
const ACCOUNT_THROTTLE_FAILURES = 5;
const ACCOUNT_THROTTLE_WINDOW_SECONDS = 15 * 60;
const LOCKOUT_FAILURES = 10;
const WRONG_PASSWORD = 'Not-the-password-1';

interface Replica {
  api: ApiProcess;
}

interface Answer {
  /** The process that answered, as it names itself in X-Served-By (INSTANCE_ID). */
  replica: string | null;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * One request as a client behind the reverse proxy sees it: its address in X-Forwarded-For (the
 * processes trust the proxy), and the answering process's own origin for writes.
 */
async function send(
  { api }: Replica,
  path: string,
  client: { address: string; body?: unknown },
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Forwarded-For': client.address };
  if (client.body !== undefined) {
    headers.Origin = api.baseUrl;
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: client.body === undefined ? 'GET' : 'POST',
    headers,
    body: client.body === undefined ? undefined : JSON.stringify(client.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return {
    replica: response.headers.get(SERVED_BY_HEADER),
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text,
  };
}

/** Requests one after the other, each to the process `replicaFor(index)` picks. */
async function inTurn(
  count: number,
  replicaFor: (index: number) => Replica,
  request: (replica: Replica, index: number) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await request(replicaFor(index), index));
  return answers;
}

function statusesOf(answers: readonly Answer[]): number[] {
  return answers.map((answer) => answer.status);
}

function repliesOf(answers: readonly Answer[]): Set<string | null> {
  return new Set(answers.map((answer) => answer.replica));
}

function expectRetryAfterWithin(answers: readonly Answer[], maximumSeconds: number): void {
  for (const answer of answers) {
    const seconds = Number(answer.retryAfter);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(maximumSeconds);
  }
}

describeOnPostgresServer()('rate limits across two API processes sharing one database', () => {
  let testDatabase: TestDatabase;
  let replicaA: ApiProcess | undefined;
  let replicaB: ApiProcess | undefined;

  function replicas(): [Replica, Replica] {
    if (replicaA === undefined || replicaB === undefined) throw new Error('the API processes did not start');
    return [{ api: replicaA }, { api: replicaB }];
  }

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const url = testDatabase.url;
    if (url === null) throw new Error('expected a database on the PostgreSQL server of DATABASE_URL');
    await seedDemoData(testDatabase.database.knex, createLogger('silent'));
    // Behind the deployment's reverse proxy: the client's address comes in X-Forwarded-For.
    const settings = { TRUST_PROXY: 'true', PUBLIC_SCHEDULE_RATE_LIMIT: String(PUBLIC_READS_PER_MINUTE) };
    [replicaA, replicaB] = await Promise.all([
      startApiProcess(url, { ...settings, INSTANCE_ID: 'replica-a' }),
      startApiProcess(url, { ...settings, INSTANCE_ID: 'replica-b' }),
    ]);
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([replicaA?.stop(), replicaB?.stop()]);
    await testDatabase?.destroy();
  }, PRIVATE_PORTAL_HOOK_TIMEOUT_MS);

  it('when public schedule reads of one address alternate between the processes, then the limit trips at the same total as on one process, with 429, Retry-After and the spec body from both', async () => {
    const [a, b] = replicas();
    const reads = PUBLIC_READS_PER_MINUTE + 4;
    const readSchedule = (address: string) => (replica: Replica) =>
      send(replica, API_PATHS.publicBookings, { address });

    const onOne = await inTurn(reads, () => a, readSchedule('203.0.113.10'));
    const splitAddress = '203.0.113.11';
    const split = await inTurn(reads, (index) => (index % 2 === 0 ? a : b), readSchedule(splitAddress));

    const expected = [
      ...Array<number>(PUBLIC_READS_PER_MINUTE).fill(200),
      ...Array<number>(reads - PUBLIC_READS_PER_MINUTE).fill(429),
    ];
    expect(statusesOf(onOne)).toEqual(expected);
    expect(statusesOf(split)).toEqual(expected);

    const refusals = split.slice(PUBLIC_READS_PER_MINUTE);
    expect(repliesOf(refusals)).toEqual(new Set(['replica-a', 'replica-b']));
    for (const refusal of refusals) expect(refusal.body).toEqual({ message: AUTH_MESSAGES.rateLimited });
    expectRetryAfterWithin(refusals, PUBLIC_WINDOW_SECONDS);

    // One counter row took every read of the address, whichever process answered it...
    const counter: { hits: number } | undefined = await testDatabase.database
      .knex('rate_limit_counters')
      .first('hits')
      .where({ key: `public-schedule:${splitAddress}` });
    expect(counter).toEqual({ hits: reads });
    // ...so only one process saw the first refusal and recorded it.
    const events: { count: number } | undefined = await testDatabase.database
      .knex('security_events')
      .first(testDatabase.database.knex.raw('count(*)::int as count'))
      .where({ eventType: 'rate_limited', ipAddress: splitAddress });
    expect(events).toEqual({ count: 1 });
  });

  it('when failed logins of one account alternate between the processes, then throttling (429 with Retry-After) comes at the same attempt as on one process, on both processes, even with the right password, and no 429 counts toward the lock', async () => {
    const [a, b] = replicas();
    // 5 wrong passwords; then throttled, the right password included, however many more come.
    const passwords = [
      ...Array<string>(ACCOUNT_THROTTLE_FAILURES + 1).fill(WRONG_PASSWORD),
      DEMO_PASSWORD,
      ...Array<string>(LOCKOUT_FAILURES - ACCOUNT_THROTTLE_FAILURES).fill(WRONG_PASSWORD),
      DEMO_PASSWORD,
    ];
    const signIn = (email: string, address: string) => (replica: Replica, index: number) =>
      send(replica, API_PATHS.login, { address, body: { email, password: passwords[index] } });

    const onOne = await inTurn(passwords.length, () => a, signIn('dusk@palmcove.test', '203.0.113.20'));
    const split = await inTurn(
      passwords.length,
      (index) => (index % 2 === 0 ? b : a),
      signIn('lobby@palmcove.test', '203.0.113.21'),
    );

    const expected = [
      ...Array<number>(ACCOUNT_THROTTLE_FAILURES).fill(401),
      ...Array<number>(passwords.length - ACCOUNT_THROTTLE_FAILURES).fill(429),
    ];
    expect(statusesOf(onOne)).toEqual(expected);
    expect(statusesOf(split)).toEqual(expected);

    const wrongPasswordAnswers = split.slice(0, ACCOUNT_THROTTLE_FAILURES);
    for (const answer of wrongPasswordAnswers)
      expect(answer.body).toEqual({ message: AUTH_MESSAGES.incorrectPassword });

    const throttledAnswers = split.slice(ACCOUNT_THROTTLE_FAILURES);
    expect(repliesOf(throttledAnswers)).toEqual(new Set(['replica-a', 'replica-b']));
    for (const answer of throttledAnswers)
      expect(answer.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expectRetryAfterWithin(throttledAnswers, ACCOUNT_THROTTLE_WINDOW_SECONDS);
    const locked = await testDatabase.database
      .knex('users')
      .whereIn('email', ['dusk@palmcove.test', 'lobby@palmcove.test'])
      .where('lockedUntil', '>', testDatabase.database.knex.fn.now());
    expect(locked).toEqual([]);
  });

  it('when the failures that reach the lock alternate between the processes, then both processes answer the lock (403), even with the right password', async () => {
    const [a, b] = replicas();
    const email = 'staff@cypresshills.test';
    await failedEarlier(testDatabase.database.knex, email, LOCKOUT_FAILURES - 2);
    const passwords = [WRONG_PASSWORD, WRONG_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD];

    const answers = await inTurn(
      passwords.length,
      (index) => (index % 2 === 0 ? a : b),
      (replica, index) =>
        send(replica, API_PATHS.login, {
          address: `203.0.113.${30 + index}`,
          body: { email, password: passwords[index] },
        }),
    );

    expect(statusesOf(answers)).toEqual([401, 401, 403, 403]);
    const lockedAnswers = answers.slice(2);
    expect(repliesOf(lockedAnswers)).toEqual(new Set(['replica-a', 'replica-b']));
    for (const answer of lockedAnswers) expect(answer.body).toEqual({ message: AUTH_MESSAGES.locked });
  });
});
