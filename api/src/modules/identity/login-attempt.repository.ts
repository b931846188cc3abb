import type { Knex } from 'knex';
import { createKeyedQueue } from './keyed-queue';
import { LoginAttemptModel } from './login-attempt.model';

/** Names identity's advisory locks on sign-ins (first key of pg_advisory_xact_lock(int, int)): 'LA' and 'LC'. */
const ACCOUNT_LOCK_CLASS = 0x4c41;
const CLIENT_LOCK_CLASS = 0x4c43;

export interface FailureWindow {
  /** Failures counted: those newer than windowSeconds, and (per account) newer than the last success. */
  windowSeconds: number;
  limit: number;
}

/** An attempt whose password is about to be checked, by a stranger or by one of the account's own browsers. */
export interface ReservedAttempt {
  email: string;
  /** The client as per-client limits count it (clientKeyOf). */
  ip: string;
  /** Made with a valid device cookie for the account. */
  trusted: boolean;
}

/** Strangers' failures of an account within the lockout's window, and whether it is locked now. */
export interface LockoutCount {
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

/** The counts and writes of login_attempts, on the database or inside a serialized step's transaction. */
function loginAttemptQueries(knex: Knex) {
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

  return {
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

    /** Throttling of a client (its clientKeyOf) by its strangers' failures. */
    async ipThrottle(clientKey: string, window: FailureWindow): Promise<number | null> {
      return secondsUntilBelowLimit(
        { column: 'ip', value: clientKey, trusted: false, resetBySuccess: false },
        window,
      );
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

export function createLoginAttemptRepository(knex: Knex) {
  const oneAtATime = createKeyedQueue();

  /** The step in a transaction holding the account's advisory lock and, when given, the client's. */
  function lockedStep<T>(scope: AttemptScope, step: (locked: LoginAttemptQueries) => Promise<T>): Promise<T> {
    return knex.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [ACCOUNT_LOCK_CLASS, scope.email]);
      if (scope.clientKey !== null)
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [CLIENT_LOCK_CLASS, scope.clientKey]);
      return step(loginAttemptQueries(trx));
    });
  }

  return {
    ...loginAttemptQueries(knex),

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
