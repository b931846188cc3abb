import { AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { DEMO_PASSWORD, freshClientIp, login } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

/**
 * README's login throttling: 5 failures of an account within 15 minutes answer 429 before the lock's
 * 10 failures within an hour can be reached over HTTP. So the earlier failures of the hour are
 * written as they would stand 20 to 50 minutes later, outside the throttle's window and inside the
 * lock's, each from its own address; the failures that decide the lock are real requests.
 */
async function failedEarlierThisHour(email: string, failures: number): Promise<void> {
  await app()
    .knex('login_attempts')
    .insert(
      Array.from({ length: failures }, (_, index) => ({
        email,
        ip: `198.51.100.${index + 1}`,
        success: false,
        createdAt: app().knex.raw(`now() - make_interval(mins => ?)`, [20 + index * 3]),
      })),
    );
}

async function isLocked(email: string): Promise<boolean> {
  const row: { locked: boolean } | undefined = await app()
    .knex('users')
    .first(app().knex.raw('coalesce(locked_until > now(), false) as "locked"'))
    .where({ email });
  return row?.locked ?? false;
}

describe('the lockout threshold: 10 failures within an hour', () => {
  it('when an account has 9 failures within the hour, then it is not locked and the right password still signs in', async () => {
    const email = 'dusk@palmcove.test';
    await failedEarlierThisHour(email, 8);

    const ninth = await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect([ninth.status, ninth.body]).toEqual([401, { message: AUTH_MESSAGES.incorrectPassword }]);
    expect(await isLocked(email)).toBe(false);
    expect((await login(app(), email, DEMO_PASSWORD, freshClientIp())).status).toBe(200);
  });

  it('when the 10th failure within the hour comes, then the account is locked and even the right password gets 403 with the spec text', async () => {
    const email = 'lobby@palmcove.test';
    await failedEarlierThisHour(email, 8);
    const ninth = await login(app(), email, 'Wrong-password-1', freshClientIp());
    expect(await isLocked(email)).toBe(false);

    const tenth = await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect([ninth.status, tenth.status]).toEqual([401, 401]);
    expect(await isLocked(email)).toBe(true);
    const next = await login(app(), email, DEMO_PASSWORD, freshClientIp());
    expect([next.status, next.body]).toEqual([403, { message: AUTH_MESSAGES.locked }]);
  });

  it('when failures are older than an hour, then they do not count toward the lock', async () => {
    const email = 'staff@cypresshills.test';
    await app()
      .knex('login_attempts')
      .insert(
        Array.from({ length: 9 }, (_, index) => ({
          email,
          ip: `198.51.100.${100 + index}`,
          success: false,
          createdAt: app().knex.raw(`now() - make_interval(mins => ?)`, [61 + index]),
        })),
      );

    const failure = await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect(failure.status).toBe(401);
    expect(await isLocked(email)).toBe(false);
  });
});
