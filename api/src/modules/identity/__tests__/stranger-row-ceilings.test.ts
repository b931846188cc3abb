import { AUTH_MESSAGES } from '../../../contract';
import { clientKeyOf } from '../../../platform/http';
import { openCeilingForTheHour } from '../../../test-support/minute-ceilings';
import { login } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { createRateLimitRepository } from '../rate-limit.repository';
import {
  foldBucketOf,
  LOGIN_FOLD_BUCKETS,
  LOGIN_ATTEMPT_CEILING,
  RATE_LIMIT_COUNTER_CEILING,
  RATE_LIMIT_FOLD_BUCKETS,
} from '../stranger-ceilings';

// Two dozen argon2 sign-ins a test: on a busy shared machine that outlasts a minute.
jest.setTimeout(Math.max(API_TEST_TIMEOUT_MS, 240_000));

const app = provideTestApp({ seed: true });

const WRONG_PASSWORD = 'Wrong-password-1';
/** LOGIN_POLICY.ip: a client's 20 failures make its next attempt 429. */
const CLIENT_FAILURES = 20;

/** The /64 number `index` under `prefix` (e.g. '2001:db8:f1'): a client of its own each. */
function rotated(prefix: string, index: number): string {
  return `${prefix}:${index.toString(16)}::1`;
}

async function countOf(query: ReturnType<ReturnType<typeof app>['knex']>): Promise<number> {
  const row = (await query.count({ rows: '*' }).first()) as { rows: string | number } | undefined;
  return Number(row?.rows ?? 0);
}

async function foldedFailures(): Promise<number> {
  const row = (await app().knex('login_attempt_folds').sum({ failures: 'failures' }).first()) as
    { failures: string | number | null } | undefined;
  return Number(row?.failures ?? 0);
}

describe('the ceiling on login attempts of unknown e-mails, across every address', () => {
  it('when more unknown e-mails fail from rotated /64s than the minute has room for, then login_attempts gains only that room, the rest are folded, and every one is answered 401', async () => {
    const room = 3;
    const requests = 12;
    await openCeilingForTheHour(
      app().knex,
      'login_attempt_ceiling_window',
      LOGIN_ATTEMPT_CEILING.rowsPerMinute - room,
    );
    const foldedBefore = await foldedFailures();

    const statuses: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const response = await login(
        app(),
        `rotated-${index}@nowhere.test`,
        WRONG_PASSWORD,
        rotated('2001:db8:f1', index),
      );
      statuses.push(response.status);
    }

    expect(statuses).toEqual(Array(requests).fill(401));
    expect(await countOf(app().knex('login_attempts').where('ip', 'like', '2001:db8:f1:%'))).toBe(room);
    expect((await foldedFailures()) - foldedBefore).toBe(requests - room);
    // Two rows a bucket at most, however many clients: the fold never grows with the clients.
    expect(await countOf(app().knex('login_attempt_folds'))).toBeLessThanOrEqual(
      Math.min(2 * LOGIN_FOLD_BUCKETS, requests),
    );
  });

  it('when one client fails with unknown e-mails past the ceiling, then its folded failures still count: 20 answered 401, then 429 with Retry-After for an unknown e-mail and for an account alike', async () => {
    const stored = 10;
    await openCeilingForTheHour(
      app().knex,
      'login_attempt_ceiling_window',
      LOGIN_ATTEMPT_CEILING.rowsPerMinute - stored,
    );
    const client = '2001:db8:f2:1::7';
    const elsewhere = '2001:db8:f2:2::7';
    const secret = app().config.sessionSecret;
    // The test's premise: the other client does not share this client's bucket.
    expect(foldBucketOf(secret, clientKeyOf(elsewhere), LOGIN_FOLD_BUCKETS)).not.toBe(
      foldBucketOf(secret, clientKeyOf(client), LOGIN_FOLD_BUCKETS),
    );

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= CLIENT_FAILURES; attempt += 1)
      statuses.push(
        (await login(app(), `one-client-${attempt}@nowhere.test`, WRONG_PASSWORD, client)).status,
      );
    const unknownAfter = await login(app(), 'one-client-next@nowhere.test', WRONG_PASSWORD, client);
    const accountAfter = await login(app(), 'staff@cypresshills.test', WRONG_PASSWORD, client);
    const otherClient = await login(app(), 'one-client-other@nowhere.test', WRONG_PASSWORD, elsewhere);

    expect(statuses).toEqual(Array(CLIENT_FAILURES).fill(401));
    expect(await countOf(app().knex('login_attempts').where('ip', clientKeyOf(client)))).toBe(stored);
    for (const refused of [unknownAfter, accountAfter]) {
      expect([refused.status, refused.body]).toEqual([429, { message: AUTH_MESSAGES.tooManyAttempts }]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect([otherClient.status, otherClient.body]).toEqual([401, { message: AUTH_MESSAGES.noAccount }]);
  });
});

describe('the ceiling on new rate-limit counters, across every address', () => {
  it('when refused sign-ins come from rotated /64s past the ceiling, then no counter of their own is written for them, only their buckets', async () => {
    const account = 'manager@cypresshills.test';
    // The account's 5 failures make every later stranger's attempt a 429 (a refusal, counted per client).
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await login(app(), account, WRONG_PASSWORD, rotated('2001:db8:f3', 1000 + attempt))).status,
      ).toBe(401);
    await openCeilingForTheHour(
      app().knex,
      'rate_limit_ceiling_window',
      RATE_LIMIT_COUNTER_CEILING.rowsPerMinute,
    );
    const requests = 30;

    const statuses: number[] = [];
    for (let index = 0; index < requests; index += 1)
      statuses.push((await login(app(), account, WRONG_PASSWORD, rotated('2001:db8:f3', index))).status);

    expect(statuses).toEqual(Array(requests).fill(429));
    const ownRows = app()
      .knex('rate_limit_counters')
      .where('key', 'like', 'login-refusal-trail:2001:db8:f3:%');
    expect(await countOf(ownRows)).toBe(0);
    const foldRows = await countOf(
      app().knex('rate_limit_counters').where('key', 'like', 'login-refusal-trail:fold:%'),
    );
    expect(foldRows).toBeGreaterThan(0);
    expect(foldRows).toBeLessThanOrEqual(Math.min(RATE_LIMIT_FOLD_BUCKETS, requests));
  });

  it('when a client is counted on its bucket past the ceiling, then its hits keep adding up there, and the row it gets later starts from the bucket count', async () => {
    const rateLimits = createRateLimitRepository(app().knex, app().config.sessionSecret);
    const key = 'ceiling-test:2001:db8:f4:1::/64';
    const windowSeconds = 60 * 60;
    await openCeilingForTheHour(
      app().knex,
      'rate_limit_ceiling_window',
      RATE_LIMIT_COUNTER_CEILING.rowsPerMinute,
    );

    const folded: number[] = [];
    for (let hit = 0; hit < 3; hit += 1) folded.push((await rateLimits.hit(key, windowSeconds)).hits);
    await openCeilingForTheHour(app().knex, 'rate_limit_ceiling_window', 0);
    const own = await rateLimits.hit(key, windowSeconds);
    const ownAgain = await rateLimits.hit(key, windowSeconds);

    expect(folded).toEqual([1, 2, 3]);
    expect([own.hits, ownAgain.hits]).toEqual([4, 5]);
    expect(await countOf(app().knex('rate_limit_counters').where({ key }))).toBe(1);
    expect(await countOf(app().knex('rate_limit_counters').where('key', 'like', 'ceiling-test:fold:%'))).toBe(
      1,
    );
  });
});
