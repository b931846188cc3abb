import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { failedEarlier } from '../../../test-support/login-attempts';
import { freshClientIp, login, signIn } from '../../../test-support/sessions';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

/** More old attempts than one delete batch takes (1,000), so the pruning must go on past the first. */
const OLD_ATTEMPTS = 2_500;

function hoursAgo(hours: number) {
  return app().knex.raw(`now() - make_interval(hours => ?)`, [hours]);
}

async function attemptsOf(email: string): Promise<number> {
  const [row] = await app().knex('login_attempts').where({ email }).count({ count: '*' });
  return Number(row?.count);
}

async function userIdOf(email: string): Promise<number> {
  const row: { id: number } | undefined = await app().knex('users').first('id').where({ email });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe("identity's housekeeping", () => {
  it('when login attempts are older than the longest rule window plus a day, then they go and the younger ones stay', async () => {
    const { knex } = app();
    await knex.raw(
      `insert into login_attempts (email, ip, success, trusted, created_at)
       select 'flood-' || n || '@housekeeping.test', '198.51.100.' || (n % 250), false, n % 2 = 0,
              now() - interval '26 hours' - make_interval(secs => n)
         from generate_series(1, ?) as n`,
      [OLD_ATTEMPTS],
    );
    await knex('login_attempts').insert([
      { email: 'day-old@housekeeping.test', ip: '198.51.100.1', success: false, createdAt: hoursAgo(24) },
      { email: 'day-old@housekeeping.test', ip: '198.51.100.1', success: true, createdAt: hoursAgo(24) },
      { email: 'old@housekeeping.test', ip: '198.51.100.2', success: true, createdAt: hoursAgo(26) },
    ]);

    await app().portal.identityJobs.pruneExpiredRows();

    const [flood] = await knex('login_attempts').where('email', 'like', 'flood-%').count({ count: '*' });
    expect(Number(flood?.count)).toBe(0);
    expect(await attemptsOf('old@housekeeping.test')).toBe(0);
    expect(await attemptsOf('day-old@housekeeping.test')).toBe(2);
  });

  it('when the housekeeping has run, then the failures within the throttle and lockout windows still count', async () => {
    const throttled = 'dusk@palmcove.test';
    const locking = 'lobby@palmcove.test';
    // 5 failures in the last 15 minutes throttle; 9 within the hour plus one more lock.
    await failedEarlier(app().knex, throttled, 5, { newestMinutesAgo: 1 });
    await failedEarlier(app().knex, locking, 9);

    await app().portal.identityJobs.pruneExpiredRows();

    expect(await attemptsOf(throttled)).toBe(5);
    const throttledAnswer = await login(app(), throttled, 'Wrong-password-1', freshClientIp());
    expect([throttledAnswer.status, throttledAnswer.body]).toEqual([
      429,
      { message: AUTH_MESSAGES.tooManyAttempts },
    ]);
    expect((await login(app(), locking, 'Wrong-password-1', freshClientIp())).status).toBe(401);
    const lockedAnswer = await login(app(), locking, undefined, freshClientIp());
    expect([lockedAnswer.status, lockedAnswer.body]).toEqual([403, { message: AUTH_MESSAGES.locked }]);
  });

  it('when rate-limit windows have ended, then their counters go and the running ones stay', async () => {
    const { knex } = app();
    await knex.raw(
      `insert into rate_limit_counters (key, hits, window_ends_at)
       select 'ended:' || n, 3, now() - make_interval(secs => n) from generate_series(1, ?) as n`,
      [OLD_ATTEMPTS],
    );
    await knex('rate_limit_counters').insert({
      key: 'running:198.51.100.9',
      hits: 7,
      windowEndsAt: knex.raw(`now() + interval '30 seconds'`),
    });

    await app().portal.identityJobs.pruneExpiredRows();

    const left: { key: string; hits: number }[] = await knex('rate_limit_counters')
      .select('key', 'hits')
      .where('key', 'like', 'ended:%')
      .orWhere('key', 'like', 'running:%');
    expect(left).toEqual([{ key: 'running:198.51.100.9', hits: 7 }]);
  });

  it('when sessions have expired, then they go and a live session still signs its requests', async () => {
    const email = 'staff@cypresshills.test';
    const cookie = await signIn(app(), email);
    const userId = await userIdOf(email);
    await app()
      .knex('sessions')
      .insert(
        ['a', 'b'].map((letter, index) => ({
          id: letter.repeat(64),
          userId,
          expiresAt: app().knex.raw(`now() - make_interval(mins => ?)`, [index + 1]),
        })),
      );

    await app().portal.identityJobs.pruneExpiredRows();

    const expired = await app().knex('sessions').where('expiresAt', '<=', app().knex.fn.now()).count({
      count: '*',
    });
    expect(Number(expired[0]?.count)).toBe(0);
    const [live] = await app().knex('sessions').where({ userId }).count({ count: '*' });
    expect(Number(live?.count)).toBe(1);
    expect((await app().http().get(API_PATHS.session).set('Cookie', cookie)).status).toBe(200);
  });

  it('when account links were used or ended more than a day ago, then they go and live or recent ones stay', async () => {
    const { knex } = app();
    const userId = await userIdOf('newhire@palmcove.test');
    const link = (name: string, fields: Record<string, unknown>) => ({
      userId,
      purpose: 'invitation',
      tokenHash: `housekeeping-${name}`,
      expiresAt: knex.raw(`now() + interval '6 days'`),
      ...fields,
    });
    await knex('account_links').insert([
      link('used-long-ago', { usedAt: hoursAgo(25) }),
      link('ended-long-ago', { expiresAt: hoursAgo(25) }),
      link('used-recently', { usedAt: hoursAgo(2) }),
      link('ended-recently', { expiresAt: hoursAgo(23) }),
      link('live', {}),
    ]);

    await app().portal.identityJobs.pruneExpiredRows();

    const left: { tokenHash: string }[] = await knex('account_links')
      .select('tokenHash')
      .whereLike('tokenHash', 'housekeeping-%')
      .orderBy('tokenHash');
    expect(left.map((row) => row.tokenHash)).toEqual([
      'housekeeping-ended-recently',
      'housekeeping-live',
      'housekeeping-used-recently',
    ]);
  });
});
