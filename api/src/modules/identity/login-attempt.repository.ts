import type { Knex } from 'knex';
import { admitUnderCeiling } from '../../platform/db';
import { createKeyedQueue } from './keyed-queue';
import { LoginAttemptModel } from './login-attempt.model';
import { foldBucketOf, LOGIN_ATTEMPT_CEILING, LOGIN_FOLD_BUCKETS } from './stranger-ceilings';

/** Names identity's advisory locks on sign-ins (first key of pg_advisory_xact_lock(int, int)): 'LA' and 'LC'. */
const ACCOUNT_LOCK_CLASS = 0x4c41;
const CLIENT_LOCK_CLASS = 0x4c43;

interface FailureWindow {
  /** Failures counted: those newer than windowSeconds, and (per account) newer than the last success. */
  windowSeconds: number;
  limit: number;
}

/** An attempt whose password is about to be checked, by a stranger or by one of the account's own browsers. */
interface ReservedAttempt {
  email: string;
  /** The client as per-client limits count it (clientKeyOf). */
  ip: string;
  /** Made with a valid device cookie for the account. */
  trusted: boolean;
}

/** Strangers' failures of an account within the lockout's window, and whether it is locked now. */
interface LockoutCount {
  failures: number;
  /** How many of them are reservations whose check has not ended. */
  pending: number;
  locked: boolean;
}

/** Who a serialized step is about: one account's attempts, and those of one client unless null. */
export interface AttemptScope {
  email: string;
  clientKey: string | null;
}

/** A client's failures counted in its fold (login_attempt_folds) over this period and the last. */
interface FoldedFailures {
  failures: number;
  /** How many of them are the last period's (they leave the count when this period ends). */
  lastPeriods: number;
  /** Seconds until this period ends. */
  periodSecondsLeft: number;
}

/** The number of the period of `windowSeconds` that now() is in, counted from the Unix epoch. */
const CURRENT_PERIOD = 'floor(extract(epoch from now()) / ?)::bigint';

/** The earlier of two waits that each may end a refusal, or null when neither applies. */
function earliestWait(...waits: (number | null)[]): number | null {
  const applying = waits.filter((wait): wait is number => wait !== null);
  return applying.length === 0 ? null : Math.min(...applying);
}

/** The counts and writes of login_attempts, on the database or inside a serialized step's transaction. */
function loginAttemptQueries(knex: Knex, foldKeySecret: string) {
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

  /** The account's failures of one kind of client within the window, since that kind's last success. */
  function recentAccountFailures(email: string, trusted: boolean, windowSeconds: number) {
    return knex('login_attempts')
      .where({ email, success: false, trusted })
      .where('createdAt', '>', knex.raw('now() - make_interval(secs => ?)', [windowSeconds]))
      .where('createdAt', '>', sinceLastSuccess(email, trusted));
  }

  /**
   * The failures folded in the client's bucket this period and the last: every 15-minute span lies
   * within those two, so the sum is never less than the client's failures within the window.
   */
  async function foldedFailures(clientKey: string, windowSeconds: number): Promise<FoldedFailures> {
    const result: unknown = await knex.raw(
      `select coalesce(sum(f.failures), 0)::int as "failures",
              coalesce(sum(f.failures) filter (where f.period < cur.p), 0)::int as "lastPeriods",
              ceil(? - mod(extract(epoch from now())::numeric, ?))::int as "periodSecondsLeft"
         from (select ${CURRENT_PERIOD} as p) cur
         left join login_attempt_folds f on f.bucket = ? and f.period >= cur.p - 1`,
      [
        windowSeconds,
        windowSeconds,
        windowSeconds,
        foldBucketOf(foldKeySecret, clientKey, LOGIN_FOLD_BUCKETS),
      ],
    );
    const row: unknown =
      typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
        ? result.rows[0]
        : undefined;
    const figure = (name: string): number => {
      const value: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, name) : undefined;
      return typeof value === 'number' ? value : 0;
    };
    return {
      failures: figure('failures'),
      lastPeriods: figure('lastPeriods'),
      periodSecondsLeft: Math.max(1, figure('periodSecondsLeft')),
    };
  }

  return {
    /**
     * Whether a sign-in with an e-mail that names no account may write its login_attempts row this
     * minute (LOGIN_ATTEMPT_CEILING, all clients and replicas together); past it, foldFailure().
     */
    admitUnknownEmailRow(): Promise<boolean> {
      return admitUnderCeiling(knex, LOGIN_ATTEMPT_CEILING, 1);
    },

    /**
     * Counts a failure without a row: on the client's bucket this period (the row of the period
     * before last, same parity, starts again). Only for an unknown e-mail: its attempt fails
     * whatever the password, so it is counted as failed at once and never settled.
     */
    async foldFailure(clientKey: string, windowSeconds: number): Promise<void> {
      await knex.raw(
        `insert into login_attempt_folds as f (bucket, parity, period, failures)
           select ?, (cur.p % 2)::smallint, cur.p, 1 from (select ${CURRENT_PERIOD} as p) cur
         on conflict (bucket, parity) do update set
           failures = case when f.period = excluded.period then f.failures + 1 else 1 end,
           period = excluded.period`,
        [foldBucketOf(foldKeySecret, clientKey, LOGIN_FOLD_BUCKETS), windowSeconds],
      );
    },

    /** Counts the attempt as a failure before its password is checked; settle() gives its outcome. */
    async reserve(attempt: ReservedAttempt): Promise<number> {
      const row = await LoginAttemptModel.query(knex)
        .insert({ ...attempt, success: false, pending: true })
        .returning('id');
      return Number(row.id);
    },

    /** The checked password's outcome: a failure stays counted, a success resets the account's count. */
    async settle(attemptId: number, success: boolean): Promise<void> {
      await LoginAttemptModel.query(knex).patch({ success, pending: false }).where({ id: attemptId });
    },

    /** Throttling of one account's strangers (trusted false) or of its own browsers (trusted true). */
    async accountThrottle(email: string, trusted: boolean, window: FailureWindow): Promise<number | null> {
      return secondsUntilBelowLimit({ column: 'email', value: email, trusted, resetBySuccess: true }, window);
    },

    /**
     * Throttling of a client (its clientKeyOf) by its strangers' failures: its rows, and the
     * unknown e-mails' failures folded in its bucket (never fewer than its own). The wait is until
     * the earlier of its rows leaving the window or the folds' older period ending.
     */
    async ipThrottle(clientKey: string, window: FailureWindow): Promise<number | null> {
      const folded = await foldedFailures(clientKey, window.windowSeconds);
      const rowsAllowed = window.limit - folded.failures;
      const rowsWait =
        rowsAllowed > 0
          ? await secondsUntilBelowLimit(
              { column: 'ip', value: clientKey, trusted: false, resetBySuccess: false },
              { windowSeconds: window.windowSeconds, limit: rowsAllowed },
            )
          : null;
      if (rowsAllowed > 0 && rowsWait === null) return null;
      if (folded.failures === 0) return rowsWait;
      const foldWait =
        folded.lastPeriods > 0 ? folded.periodSecondsLeft : folded.periodSecondsLeft + window.windowSeconds;
      return earliestWait(rowsWait, foldWait);
    },

    async countRecentAccountFailures(
      email: string,
      trusted: boolean,
      windowSeconds: number,
    ): Promise<number> {
      const row: { failures: number } | undefined = await recentAccountFailures(
        email,
        trusted,
        windowSeconds,
      ).first(knex.raw('count(*)::int as "failures"'));
      return row?.failures ?? 0;
    },

    /**
     * Locks the account to strangers for `lockSeconds`; false when it was locked already. Inside a
     * serialized step, so no reservation slips between the failure that reaches the threshold and the lock.
     */
    async lockAccount(email: string, lockSeconds: number): Promise<boolean> {
      const updated = await knex('users')
        .update({ lockedUntil: knex.raw('now() + make_interval(secs => ?)', [lockSeconds]) })
        .where({ email })
        .where((query) => query.whereNull('lockedUntil').orWhere('lockedUntil', '<=', knex.fn.now()));
      return updated === 1;
    },

    /** Strangers' failures of the account within the lockout's window, and the account's lock now. */
    async lockoutCount(email: string, windowSeconds: number): Promise<LockoutCount> {
      const row: { failures: number; pending: number; locked: boolean } | undefined =
        await recentAccountFailures(email, false, windowSeconds).first(
          knex.raw('count(*)::int as "failures"'),
          knex.raw('(count(*) filter (where pending))::int as "pending"'),
          knex.raw(`coalesce((select locked_until > now() from users where email = ?), false) as "locked"`, [
            email,
          ]),
        );
      return { failures: row?.failures ?? 0, pending: row?.pending ?? 0, locked: row?.locked ?? false };
    },
  };
}

export type LoginAttemptQueries = ReturnType<typeof loginAttemptQueries>;

export function createLoginAttemptRepository(knex: Knex, foldKeySecret: string) {
  const oneAtATime = createKeyedQueue();

  /** The step in a transaction holding the account's advisory lock and, when given, the client's. */
  function lockedStep<T>(scope: AttemptScope, step: (locked: LoginAttemptQueries) => Promise<T>): Promise<T> {
    return knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [ACCOUNT_LOCK_CLASS, scope.email]);
      if (scope.clientKey !== null)
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [CLIENT_LOCK_CLASS, scope.clientKey]);
      return step(loginAttemptQueries(trx, foldKeySecret));
    });
  }

  return {
    ...loginAttemptQueries(knex, foldKeySecret),

    /**
     * Runs `step` in a transaction holding the account's lock and, when given, the client's, so
     * that counting the attempts and reserving one is a single step on every replica (PGlite, one
     * connection, runs the transaction alone anyway). Within this process the steps of one account
     * or client queue before taking a connection. Always the account first: never a cycle.
     */
    serialized<T>(scope: AttemptScope, step: (locked: LoginAttemptQueries) => Promise<T>): Promise<T> {
      const { clientKey } = scope;
      return oneAtATime(`account:${scope.email}`, () =>
        clientKey === null
          ? lockedStep(scope, step)
          : oneAtATime(`client:${clientKey}`, () => lockedStep(scope, step)),
      );
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
