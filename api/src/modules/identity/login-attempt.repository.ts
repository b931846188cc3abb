import type { Knex } from 'knex';
import { LoginAttemptModel } from './login-attempt.model';

export interface FailureWindow {
  /** Failures counted: those newer than windowSeconds, and (per account) newer than the last success. */
  windowSeconds: number;
  limit: number;
}

export function createLoginAttemptRepository(knex: Knex) {
  /** Failures of the account since its last successful login. */
  const sinceLastSuccess = (email: string) =>
    knex.raw(
      `coalesce((select max(created_at) from login_attempts where email = ? and success), '-infinity'::timestamptz)`,
      [email],
    );

  /**
   * Seconds until the failures drop below the limit, or null when they are below it already:
   * the limit-th newest failure leaves the window at its time + windowSeconds.
   */
  async function secondsUntilBelowLimit(
    scope: { column: 'email' | 'ip'; value: string; resetBySuccess: boolean },
    window: FailureWindow,
  ): Promise<number | null> {
    const query = knex('login_attempts')
      .first(
        knex.raw(
          `ceil(extract(epoch from (created_at + make_interval(secs => ?) - now())))::int as "retryAfterSeconds"`,
          [window.windowSeconds],
        ),
      )
      .where(scope.column, scope.value)
      .where('success', false)
      .where('createdAt', '>', knex.raw('now() - make_interval(secs => ?)', [window.windowSeconds]))
      .orderBy('createdAt', 'desc')
      .offset(window.limit - 1);
    if (scope.resetBySuccess) query.where('createdAt', '>', sinceLastSuccess(scope.value));
    const row: { retryAfterSeconds: number } | undefined = await query;
    return row ? Math.max(1, row.retryAfterSeconds) : null;
  }

  return {
    async record(attempt: { email: string; ip: string; success: boolean }): Promise<void> {
      await LoginAttemptModel.query(knex).insert(attempt);
    },

    async accountThrottle(email: string, window: FailureWindow): Promise<number | null> {
      return secondsUntilBelowLimit({ column: 'email', value: email, resetBySuccess: true }, window);
    },

    async ipThrottle(ip: string, window: FailureWindow): Promise<number | null> {
      return secondsUntilBelowLimit({ column: 'ip', value: ip, resetBySuccess: false }, window);
    },

    async countRecentAccountFailures(email: string, windowSeconds: number): Promise<number> {
      const row: { failures: number } | undefined = await knex('login_attempts')
        .first(knex.raw('count(*)::int as "failures"'))
        .where({ email, success: false })
        .where('createdAt', '>', knex.raw('now() - make_interval(secs => ?)', [windowSeconds]))
        .where('createdAt', '>', sinceLastSuccess(email));
      return row?.failures ?? 0;
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
