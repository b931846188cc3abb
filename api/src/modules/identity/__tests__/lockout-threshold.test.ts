import { AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp } from '../../../test-support/test-app';
import { failedEarlier, isLocked } from '../../../test-support/login-attempts';
import { DEMO_PASSWORD, freshClientIp, login } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

describe('the lockout threshold: 10 failures within an hour', () => {
  it('when an account has 9 failures within the hour, then it is not locked and the right password still signs in', async () => {
    const email = 'dusk@palmcove.test';
    await failedEarlier(app().knex, email, 8);

    const ninth = await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect([ninth.status, ninth.body]).toEqual([401, { message: AUTH_MESSAGES.incorrectPassword }]);
    expect(await isLocked(app().knex, email)).toBe(false);
    expect((await login(app(), email, DEMO_PASSWORD, freshClientIp())).status).toBe(200);
  });

  it('when the 10th failure within the hour comes, then the account is locked and even the right password gets 403 with the spec text', async () => {
    const email = 'lobby@palmcove.test';
    await failedEarlier(app().knex, email, 8);
    const ninth = await login(app(), email, 'Wrong-password-1', freshClientIp());
    expect(await isLocked(app().knex, email)).toBe(false);

    const tenth = await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect([ninth.status, tenth.status]).toEqual([401, 401]);
    expect(await isLocked(app().knex, email)).toBe(true);
    const next = await login(app(), email, DEMO_PASSWORD, freshClientIp());
    expect([next.status, next.body]).toEqual([403, { message: AUTH_MESSAGES.locked }]);
  });

  it('when failures are older than an hour, then they do not count toward the lock', async () => {
    const email = 'staff@cypresshills.test';
    await failedEarlier(app().knex, email, 9, { newestMinutesAgo: 61 });

    const failure = await login(app(), email, 'Wrong-password-1', freshClientIp());

    expect(failure.status).toBe(401);
    expect(await isLocked(app().knex, email)).toBe(false);
  });
});
