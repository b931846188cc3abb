import type { Response } from 'supertest';
import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { failedEarlier, isLocked } from '../../../test-support/login-attempts';
import { freshClientIp, login } from '../../../test-support/sessions';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { provideReplicas } from '../../../test-support/replicas';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import type { Knex } from 'knex';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const AT_ONCE = 60;
const WRONG_PASSWORD = 'Wrong-password-1';

/** Each answer's status and message, counted: e.g. { '401 Incorrect password.': 5 }. */
function tally(responses: Response[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = `${response.status} ${String((response.body as { message?: string }).message)}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The account's login_attempts rows: how many, how many failed, how many still pending. */
async function attemptRows(knex: Knex, email: string) {
  const row: { total: number; failures: number; pending: number } | undefined = await knex('login_attempts')
    .first(
      knex.raw('count(*)::int as "total"'),
      knex.raw('(count(*) filter (where not success))::int as "failures"'),
      knex.raw('(count(*) filter (where pending))::int as "pending"'),
    )
    .where({ email });
  return row;
}

/**
 * PGlite is one connection in this process: its requests interleave at every await (the password
 * check runs on libuv's threads), so 60 at once still race the count as on a server.
 */
describe('sign-ins at once in one process', () => {
  const app = provideTestApp({ seed: true });

  it('when 60 wrong passwords for one account arrive at once from one address, then 5 are checked (401) and 55 throttled (429), as one after another', async () => {
    const email = 'staff@cypresshills.test';
    const address = freshClientIp();

    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => login(app(), email, WRONG_PASSWORD, address)),
    );

    expect(tally(responses)).toEqual({
      [`401 ${AUTH_MESSAGES.incorrectPassword}`]: 5,
      [`429 ${AUTH_MESSAGES.tooManyAttempts}`]: 55,
    });
    for (const response of responses.filter((answer) => answer.status === 429))
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await attemptRows(app().knex, email)).toEqual({ total: 5, failures: 5, pending: 0 });
    expect(await isLocked(app().knex, email)).toBe(false);
  });

  it('when an account has 8 failures within the hour and 60 wrong passwords arrive at once, then 2 are checked and the rest meet the lock (403)', async () => {
    const email = 'dusk@palmcove.test';
    await failedEarlier(app().knex, email, 8);

    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => login(app(), email, WRONG_PASSWORD, freshClientIp())),
    );

    expect(tally(responses)).toEqual({
      [`401 ${AUTH_MESSAGES.incorrectPassword}`]: 2,
      [`403 ${AUTH_MESSAGES.locked}`]: 58,
    });
    expect(await attemptRows(app().knex, email)).toEqual({ total: 10, failures: 10, pending: 0 });
    expect(await isLocked(app().knex, email)).toBe(true);
  });

  it('when one address tries 60 unknown e-mails at once, then 20 are checked (401) and 40 throttled (429)', async () => {
    const address = freshClientIp();

    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        login(app(), `at-once-${index}@nowhere.test`, WRONG_PASSWORD, address),
      ),
    );

    expect(tally(responses)).toEqual({
      [`401 ${AUTH_MESSAGES.noAccount}`]: 20,
      [`429 ${AUTH_MESSAGES.tooManyAttempts}`]: 40,
    });
  });
});

/** Two replicas share one database only on a PostgreSQL server; PGlite is one in-process connection. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('sign-ins at once across two replicas of one database', () => {
  const replicas = provideReplicas({ env: { TRUST_PROXY: 'true' } });

  function signInThrough(index: number, email: string, address: string) {
    return replicas
      .http(index)
      .post(API_PATHS.login)
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', address)
      .send({ email, password: WRONG_PASSWORD });
  }

  it('when 60 wrong passwords for one account arrive at once from one address, half through each replica, then 5 are checked (401) and 55 throttled (429)', async () => {
    const email = 'staff@cypresshills.test';
    const address = freshClientIp();

    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) => signInThrough(index, email, address)),
    );

    expect(tally(responses)).toEqual({
      [`401 ${AUTH_MESSAGES.incorrectPassword}`]: 5,
      [`429 ${AUTH_MESSAGES.tooManyAttempts}`]: 55,
    });
    expect(await attemptRows(replicas.database().database.knex, email)).toEqual({
      total: 5,
      failures: 5,
      pending: 0,
    });
  });

  it('when an account has 8 failures within the hour and 60 wrong passwords arrive at once through both replicas, then 2 are checked and the rest meet the lock', async () => {
    const email = 'dusk@palmcove.test';
    await failedEarlier(replicas.database().database.knex, email, 8);

    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) => signInThrough(index, email, freshClientIp())),
    );

    expect(tally(responses)).toEqual({
      [`401 ${AUTH_MESSAGES.incorrectPassword}`]: 2,
      [`403 ${AUTH_MESSAGES.locked}`]: 58,
    });
    expect(await isLocked(replicas.database().database.knex, email)).toBe(true);
  });
});
