import type { Knex } from 'knex';
import { LoginAttemptModel } from './login-attempt.model';

export interface FailureWindow {
  /** Failures counted: those newer than windowSeconds, and (per account) newer than the last success. */
  windowSeconds: number;
  limit: number;
}

/** An attempt whose password was checked, by a stranger or by one of the account's own browsers. */
export interface CheckedAttempt {
  email: string;
  ip: string;
  success: boolean;
  /** Made with a valid device cookie for the account. */
  trusted: boolean;
}

export function createLoginAttemptRepository(knex: Knex) {
  /** Failures of the account since its last successful login by the same kind of client. */
  const sinceLastSuccess = (email: string, trusted: boolean) =>
    knex.raw(
      `coalesce((select max(created_at) from login_attempts where email = ? and trusted = ? and success),
                '-infinity'::timestamptz)`,
      [email, trusted],
    );

  /**
   * Seconds until the failures drop below the limit, or null when they are below it already:
   * the limit-th newest failure leaves the window at its time + windowSeconds.
   */
  async function secondsUntilBelowLimit(
    scope: { column: 'email' | 'ip'; value: string; trusted: boolean; resetBySuccess: boolean },
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
      .where({ success: false, trusted: scope.trusted })
      .where('createdAt', '>', knex.raw('now() - make_interval(secs => ?)', [window.windowSeconds]))
      .orderBy('createdAt', 'desc')
      .offset(window.limit - 1);
    if (scope.resetBySuccess) query.where('createdAt', '>', sinceLastSuccess(scope.value, scope.trusted));
    const row: { retryAfterSeconds: number } | undefined = await query;
    return row ? Math.max(1, row.retryAfterSeconds) : null;
  }

  return {
    async record(attempt: CheckedAttempt): Promise<void> {
      await LoginAttemptModel.query(knex).insert(attempt);
    },

    /** Throttling of one account's strangers (trusted false) or of its own browsers (trusted true). */
    async accountThrottle(email: string, trusted: boolean, window: FailureWindow): Promise<number | null> {
      return secondsUntilBelowLimit({ column: 'email', value: email, trusted, resetBySuccess: true }, window);
    },

    /** Throttling of an address by its strangers' failures. */
    async ipThrottle(ip: string, window: FailureWindow): Promise<number | null> {
      return secondsUntilBelowLimit(
        { column: 'ip', value: ip, trusted: false, resetBySuccess: false },
        window,
      );
    },

    async countRecentAccountFailures(
      email: string,
      trusted: boolean,
      windowSeconds: number,
    ): Promise<number> {
      const row: { failures: number } | undefined = await knex('login_attempts')
        .first(knex.raw('count(*)::int as "failures"'))
        .where({ email, success: false, trusted })
        .where('createdAt', '>', knex.raw('now() - make_interval(secs => ?)', [windowSeconds]))
        .where('createdAt', '>', sinceLastSuccess(email, trusted));
      return row?.failures ?? 0;
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
